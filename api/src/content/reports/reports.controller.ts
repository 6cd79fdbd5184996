import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ReportsService } from './reports.service.js';
import { ReportsQueryDto } from './reports-query.dto.js';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Public()
  @Get()
  list(@Query() query: ReportsQueryDto, @Lang() lang: Language) {
    return this.reports.list(query, lang);
  }
}

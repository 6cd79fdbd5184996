import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { DivisionPageQueryDto } from '../common/content-query.dto.js';
import { BrochuresService } from './brochures.service.js';

@ApiTags('brochures')
@Controller('brochures')
export class BrochuresController {
  constructor(private readonly brochures: BrochuresService) {}

  @Public()
  @Get()
  list(@Query() query: DivisionPageQueryDto, @Lang() lang: Language) {
    return this.brochures.list(query, lang);
  }
}

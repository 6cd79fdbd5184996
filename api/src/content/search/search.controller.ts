import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { SearchService } from './search.service.js';
import { SearchQueryDto } from './search-query.dto.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Public()
  @Get()
  find(@Query() query: SearchQueryDto, @Lang() lang: Language) {
    return this.search.search(query, lang);
  }
}

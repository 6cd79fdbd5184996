import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ExpensiveReadGuard } from '../../common/rate-limit/expensive-read.guard.js';
import { SearchService } from './search.service.js';
import { SearchQueryDto } from './search-query.dto.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** A scan of every record's translations: EXPENSIVE_READS_PER_MINUTE per client address (answers are cached). */
  @Public()
  @UseGuards(ExpensiveReadGuard)
  @Throttle({ auth: { limit: 3, ttl: 60_000 } })
  @Get()
  find(@Query() query: SearchQueryDto, @Lang() lang: Language) {
    return this.search.search(query, lang);
  }
}

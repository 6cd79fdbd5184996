import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { EventsService } from './events.service.js';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Public()
  @Get()
  list(@Query() query: ContentPageQueryDto, @Lang() lang: Language) {
    return this.events.list(query, lang);
  }
}

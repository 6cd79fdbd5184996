import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../auth/session-user.js';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { WorkplaceService } from './workplace.service.js';
import { WorkplaceSearchDto } from './workplace-search.dto.js';

/**
 * The dashboard's start screen and its record search (issue 34). Admin only (the guard's default): the start screen
 * names visitors who wrote, and the search reaches unpublished records.
 */
@ApiTags('workplace')
@Controller('admin/workplace')
export class WorkplaceController {
  constructor(private readonly workplace: WorkplaceService) {}

  @Get()
  summary(@CurrentUser() user: SessionUser) {
    return this.workplace.summary(user);
  }

  @Get('search')
  search(@Query() query: WorkplaceSearchDto) {
    return this.workplace.search(query.q.trim());
  }
}

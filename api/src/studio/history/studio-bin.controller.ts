import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../auth/session-user.js';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { BinQueryDto } from './bin-query.dto.js';
import { StudioBinService } from './studio-bin.service.js';

/** The bin of deleted studio records (admin only, like every studio write and every list naming admins). */
@ApiTags('bin')
@Controller('bin')
export class StudioBinController {
  constructor(private readonly bin: StudioBinService) {}

  @Get()
  list(@Query() query: BinQueryDto) {
    return this.bin.list(query);
  }

  @Post(':id/restore')
  @HttpCode(200)
  restore(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.bin.restore(id, user);
  }
}

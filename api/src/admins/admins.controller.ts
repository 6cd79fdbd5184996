import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import { Lang } from '../common/decorators/lang.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import type { Lang as Language } from '../common/lang/languages.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminDisabledDto, CreateAdminDto } from './dto/create-admin.dto.js';

/** The admins screen (role admin only: the list holds personal data). Changing one's own password is in auth. */
@ApiTags('admins')
@Controller('admins')
export class AdminsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  list() {
    return this.accounts.list();
  }

  @Post()
  create(@Body() dto: CreateAdminDto, @CurrentUser() user: SessionUser, @Lang() lang: Language) {
    return this.accounts.create(dto, user, lang);
  }

  @Put(':id/disabled')
  setDisabled(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AdminDisabledDto,
    @CurrentUser() user: SessionUser,
    @Lang() lang: Language,
  ) {
    return this.accounts.setDisabled(id, dto.disabled, user, lang);
  }
}

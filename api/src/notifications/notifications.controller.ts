import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import { NotificationPreferencesDto } from './notification-preferences.dto.js';
import { NotificationsService } from './notifications.service.js';

/** The signed-in admin's own choices of e-mail notifications (admin role: the e-mails carry visitors' data). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('preferences')
  preferences(@CurrentUser() user: SessionUser) {
    return this.notifications.preferencesOf(user.id);
  }

  @Put('preferences')
  setPreferences(@CurrentUser() user: SessionUser, @Body() body: NotificationPreferencesDto) {
    return this.notifications.setPreferences(user.id, body);
  }
}

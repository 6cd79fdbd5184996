import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { NotificationEventEntity, NotificationPreferenceEntity } from './notification.entities.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminEntity, NotificationPreferenceEntity, NotificationEventEntity]),
    MailModule,
  ],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../mail/mail.module.js';
import { NotificationsModule } from '../../notifications/notifications.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactReplyEntity } from './contact-reply.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessageEntity, ContactReplyEntity]),
    MailModule,
    NotificationsModule,
  ],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}

import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';

/** The media library (issue 34): `media/`. AuditService and FilesService come from their global modules. */
@Module({
  controllers: [MediaController],
  providers: [MediaService],
})
export class MediaModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryController } from './gallery.controller.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from './gallery.entity.js';
import { GalleryService } from './gallery.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GalleryPhotoEntity, GalleryCategoryEntity])],
  controllers: [GalleryController],
  providers: [GalleryService],
})
export class GalleryModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BannerEntity, PageBannerEntity } from './banner.entity.js';
import { BannersController } from './banners.controller.js';
import { BannersService } from './banners.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([BannerEntity, PageBannerEntity])],
  controllers: [BannersController],
  providers: [BannersService],
})
export class BannersModule {}

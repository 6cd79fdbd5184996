import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPostEntity } from '../blogs/blog-post.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { SitemapController } from './sitemap.controller.js';
import { SitemapService } from './sitemap.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, BlogPostEntity])],
  controllers: [SitemapController],
  providers: [SitemapService],
})
export class SitemapModule {}

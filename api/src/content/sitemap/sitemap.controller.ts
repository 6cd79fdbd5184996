import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { SitemapService } from './sitemap.service.js';

@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  /** Published products and blog posts with their last change (the shell's server builds /sitemap.xml from it). */
  @Public()
  @Get()
  entries() {
    return this.sitemap.entries();
  }
}

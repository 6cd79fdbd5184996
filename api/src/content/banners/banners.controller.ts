import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { BannersService } from './banners.service.js';
import { BannersQueryDto, DivisionPageBannersQueryDto, PageBannerQueryDto } from './banners-query.dto.js';

@ApiTags('banners')
@Controller()
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Public()
  @Get('banners')
  list(@Query() query: BannersQueryDto, @Lang() lang: Language) {
    return this.banners.list(query.division, query.placement ?? 'slider', lang);
  }

  @Public()
  @Get('page-banners')
  pageBanner(@Query() query: PageBannerQueryDto, @Lang() lang: Language) {
    return this.banners.pageBanner(query.key, lang);
  }

  /** Every page banner of a division (the layout shows the one of the shared page in view; never a 404). */
  @Public()
  @Get('page-banners/all')
  pageBanners(@Query() query: DivisionPageBannersQueryDto, @Lang() lang: Language) {
    return this.banners.pageBanners(query.division, lang);
  }
}

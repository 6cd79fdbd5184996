import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { DivisionQueryDto } from '../common/content-query.dto.js';
import { BannersService } from './banners.service.js';
import { PageBannerQueryDto } from './banners-query.dto.js';

@ApiTags('banners')
@Controller()
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Public()
  @Get('banners')
  list(@Query() query: DivisionQueryDto, @Lang() lang: Language) {
    return this.banners.list(query.division, lang);
  }

  @Public()
  @Get('page-banners')
  pageBanner(@Query() query: PageBannerQueryDto, @Lang() lang: Language) {
    return this.banners.pageBanner(query.key, lang);
  }
}

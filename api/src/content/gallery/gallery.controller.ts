import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { DivisionQueryDto } from '../common/content-query.dto.js';
import { GalleryService } from './gallery.service.js';
import { GalleryQueryDto } from './gallery-query.dto.js';

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Public()
  @Get('categories')
  categories(@Query() query: DivisionQueryDto, @Lang() lang: Language) {
    return this.gallery.categoriesOf(query.division, lang);
  }

  @Public()
  @Get()
  list(@Query() query: GalleryQueryDto, @Lang() lang: Language) {
    return this.gallery.list(query, lang);
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { DivisionPageQueryDto } from '../common/content-query.dto.js';
import { BlogsService } from './blogs.service.js';

@ApiTags('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Public()
  @Get()
  list(@Query() query: DivisionPageQueryDto, @Lang() lang: Language) {
    return this.blogs.list(query, lang);
  }

  @Public()
  @Get(':slug')
  bySlug(@Param('slug') slug: string, @Lang() lang: Language) {
    return this.blogs.bySlug(slug, lang);
  }
}

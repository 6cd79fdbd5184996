import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser, Public, ViewerMayRead } from '../common/decorators/auth.decorators.js';
import { Lang } from '../common/decorators/lang.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import type { Lang as Language } from '../common/lang/languages.js';
import { CreateHeadlineDto, UpdateHeadlineDto } from './dto/headline.dto.js';
import { HeadlinesService } from './headlines.service.js';

@ApiTags('headlines')
@Controller('headline')
export class HeadlinesController {
  constructor(private readonly headlines: HeadlinesService) {}

  @Public()
  @Get('all')
  findAll(@Lang() lang: Language) {
    return this.headlines.findAll(lang);
  }

  @ViewerMayRead()
  @Get(':id/translations')
  translations(@Param('id', ParseIdPipe) id: number) {
    return this.headlines.translations(id);
  }

  @Post('create')
  create(@Body() dto: CreateHeadlineDto, @Lang() lang: Language, @CurrentUser() user: SessionUser) {
    return this.headlines.create(dto, lang, user);
  }

  @Put('update/:id')
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateHeadlineDto,
    @Lang() lang: Language,
    @CurrentUser() user: SessionUser,
  ) {
    return this.headlines.update(id, dto, lang, user);
  }

  @Delete('delete/:id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.headlines.remove(id, user);
  }
}

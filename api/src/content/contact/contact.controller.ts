import { Body, Controller, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { PUBLIC_POST_THROTTLE } from '../common/text.js';
import { CreateContactMessageDto } from './contact.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle(PUBLIC_POST_THROTTLE)
  @Post()
  submit(@Body() dto: CreateContactMessageDto) {
    return this.contact.submit(dto);
  }

  @Get()
  list(@Query() query: ContentPageQueryDto) {
    return this.contact.list(query);
  }

  @Put(':id/handled')
  markHandled(@Param('id', ParseIdPipe) id: number) {
    return this.contact.markHandled(id);
  }
}

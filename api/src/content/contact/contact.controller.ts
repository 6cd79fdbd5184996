import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { Response } from 'express';
import type { SessionUser } from '../../auth/session-user.js';
import { CurrentUser, Public } from '../../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { collectAfterBurst } from '../../common/memory/collect-after-burst.js';
import { PUBLIC_POST_THROTTLE } from '../common/text.js';
import {
  ContactFilterQueryDto,
  ContactHandledDto,
  ContactReadDto,
  ContactReplyDto,
  CreateContactMessageDto,
} from './contact.dto.js';
import { ContactService } from './contact.service.js';
import { contactCsv, contactCsvName } from './contact-csv.js';

/** The public contact form, and the admin inbox (every route but the POST is admin-only: personal data). */
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
  list(@Query() query: ContactFilterQueryDto) {
    return this.contact.list(query);
  }

  @Get('unread-count')
  unreadCount() {
    return this.contact.unreadCount();
  }

  /** The filtered inbox (every page) as a CSV download. */
  @Get('export')
  @ApiProduces('text/csv')
  async export(@Query() query: ContactFilterQueryDto, @Res({ passthrough: true }) res: Response) {
    const csv = contactCsv(this.contact.batches(query));
    csv.once('end', collectAfterBurst);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${contactCsvName()}"`);
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(csv);
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number) {
    return this.contact.findOne(id);
  }

  @Put(':id/read')
  setRead(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ContactReadDto,
    @CurrentUser() user: SessionUser,
  ) {
    return this.contact.setRead(id, body.read, user);
  }

  /** `{handled: false}` marks it not handled again; no body (the first version of this route) means handled. */
  @Put(':id/handled')
  setHandled(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ContactHandledDto,
    @CurrentUser() user: SessionUser,
  ) {
    return this.contact.setHandled(id, body?.handled ?? true, user);
  }

  /** Answers the message by e-mail from the site's address; the reply joins its thread and the message is handled. */
  @Post(':id/replies')
  reply(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ContactReplyDto,
    @CurrentUser() user: SessionUser,
  ) {
    return this.contact.reply(id, body.text, user);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.contact.remove(id, user);
  }
}

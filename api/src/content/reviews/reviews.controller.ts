import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { SessionUser } from '../../auth/session-user.js';
import { CurrentUser, Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { PUBLIC_POST_THROTTLE } from '../common/text.js';
import { CreateReviewDto, ReviewsAdminQueryDto, ReviewsBulkDto, ReviewsQueryDto } from './review.dto.js';
import { ReviewsService } from './reviews.service.js';

/** Public: approved reviews and the review form. Everything else is admin-only (e-mails, moderation). */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  approved(@Query() query: ReviewsQueryDto, @Lang() lang: Language) {
    return this.reviews.approved(query, lang);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle(PUBLIC_POST_THROTTLE)
  @Post()
  submit(@Body() dto: CreateReviewDto, @Lang() lang: Language) {
    return this.reviews.submit(dto, lang);
  }

  @Get('pending')
  pending(@Query() query: ContentPageQueryDto) {
    return this.reviews.pending(query);
  }

  /** The dashboard's list: every review (or one status), pending first, with e-mail and product. */
  @Get('all')
  all(@Query() query: ReviewsAdminQueryDto, @Lang() lang: Language) {
    return this.reviews.adminList(query, lang);
  }

  /** `{action: approve | unpublish | reject, ids: ["12", …]}` (1–100 ids): all or nothing. */
  @Post('bulk')
  @HttpCode(200)
  bulk(@Body() body: ReviewsBulkDto, @CurrentUser() user: SessionUser) {
    return this.reviews.bulk(body.action, body.ids.map(Number), user);
  }

  @Put(':id/approve')
  approve(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.reviews.approve(id, user);
  }

  /** Takes an approved review off the site again (back to pending). */
  @Put(':id/unpublish')
  unpublish(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.reviews.unpublish(id, user);
  }

  /** Rejects (deletes) a review. */
  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.reviews.remove(id, user);
  }
}

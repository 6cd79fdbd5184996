import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { PUBLIC_POST_THROTTLE } from '../common/text.js';
import { CreateReviewDto, ReviewsQueryDto } from './review.dto.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  approved(@Query() query: ReviewsQueryDto) {
    return this.reviews.approved(query);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle(PUBLIC_POST_THROTTLE)
  @Post()
  submit(@Body() dto: CreateReviewDto) {
    return this.reviews.submit(dto);
  }

  @Get('pending')
  pending(@Query() query: ContentPageQueryDto) {
    return this.reviews.pending(query);
  }

  @Put(':id/approve')
  approve(@Param('id', ParseIdPipe) id: number) {
    return this.reviews.approve(id);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.reviews.remove(id);
  }
}

import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public, ViewerMayRead } from '../common/decorators/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DailyVisitsQueryDto } from './dto/daily-visits-query.dto.js';
import { VISITOR_COOKIE, VisitorsService } from './visitors.service.js';

const VISITOR_COOKIE_MAX_AGE = 400 * 86_400_000;
/**
 * Hits per minute per client address: `VISITOR_HITS_PER_MINUTE` (1 – 1,000,000, default 30). Read when the module
 * loads because the throttle decorator needs it then; the browser-test stack raises it (all its tests share one
 * address).
 */
export const VISITOR_HITS_PER_MINUTE = visitorHitsPerMinute(process.env.VISITOR_HITS_PER_MINUTE);

function visitorHitsPerMinute(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 30;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error(
      `VISITOR_HITS_PER_MINUTE must be an integer from 1 to 1000000 (got ${JSON.stringify(text)})`,
    );
  }
  return value;
}

@ApiTags('visitors')
@Controller('visitors')
export class VisitorsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly visitors: VisitorsService,
  ) {}

  /**
   * A client that drops the cookie would count as a new visitor on every hit; per client address the counter takes
   * at most VISITOR_HITS_PER_MINUTE hits (then 429 with Retry-After), so one client cannot inflate it without limit.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle({ auth: { limit: VISITOR_HITS_PER_MINUTE, ttl: 60_000 } })
  @Post('hit')
  @HttpCode(200)
  async hit(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { totals, cookie } = await this.visitors.hit(req.cookies?.[VISITOR_COOKIE]);
    res.cookie(VISITOR_COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/api/visitors',
      maxAge: VISITOR_COOKIE_MAX_AGE,
    });
    return totals;
  }

  @Public()
  @Get()
  totals() {
    return this.visitors.read();
  }

  /** Signed-in only (admins and viewers): the dashboard's chart. */
  @ViewerMayRead()
  @Get('daily')
  daily(@Query() query: DailyVisitsQueryDto) {
    return this.visitors.dailyVisits(query.days);
  }
}

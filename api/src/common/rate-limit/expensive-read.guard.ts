import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * Public reads that cost real CPU (a data sheet's first render, a search over every record's translations) are
 * limited per client address and route, counted in the database like the other limits: EXPENSIVE_READS_PER_MINUTE
 * (default 20) times the route's `@Throttle({ auth: { limit } })`, which is a weight here (1 for data sheets, 3 for
 * searches). Past it: 429 with Retry-After and a message that says why.
 */
@Injectable()
export class ExpensiveReadGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: this.config.expensiveReadsPerMinute * request.limit });
  }

  protected override async getErrorMessage(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<string> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire || detail.timeToExpire || 60));
    return `Too many data sheets or searches from your address (at most ${detail.limit} a minute); try again in ${seconds} s`;
  }
}

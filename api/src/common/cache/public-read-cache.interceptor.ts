import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { IS_PUBLIC_KEY } from '../decorators/auth.decorators.js';
import { PUBLIC_CACHE_CONTROL, PublicReadCache } from './public-read-cache.service.js';

/**
 * Stores the answers of public GET routes (`@Public()`) in the PublicReadCache, with an ETag (Express answers
 * If-None-Match with 304) and `Cache-Control: public, no-cache`. Never anything personal or admin-only: routes
 * without `@Public()` are skipped, and so are handlers that take the raw request or response (`@Req`, `@Res`:
 * they may read cookies or set a status or cookies, e.g. health and the visitor counter's hit).
 */
@Injectable()
export class PublicReadCacheInterceptor implements NestInterceptor {
  private readonly cacheable = new WeakMap<object, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
  ) {}

  private isCacheable(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let known = this.cacheable.get(handler);
    if (known === undefined) {
      const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
        handler,
        context.getClass(),
      ]);
      const args: Record<string, unknown> =
        Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {};
      const raw = Object.keys(args).some((key) => {
        const type = Number(key.split(':')[0]);
        return type === RouteParamtypes.REQUEST || type === RouteParamtypes.RESPONSE;
      });
      known = isPublic === true && !raw;
      this.cacheable.set(handler, known);
    }
    return known;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (
      req.method !== 'GET' ||
      req.draftPreview ||
      context.getType() !== 'http' ||
      !this.isCacheable(context)
    )
      return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    const version = req.publicCacheVersion ?? this.cache.version;
    // The tables this request reads (the Set fills as the handler's queries run).
    const reads = this.cache.currentReads();
    return next.handle().pipe(
      map((answer: unknown) => {
        if (typeof answer !== 'object' || answer === null || res.statusCode !== 200) return answer;
        const body = Buffer.from(JSON.stringify(answer));
        const etag = PublicReadCache.etagOf(body);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('ETag', etag);
        this.cache.store(PublicReadCache.keyOf(req), body, etag, version, reads?.tables);
        return answer;
      }),
    );
  }
}

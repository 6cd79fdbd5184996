import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  NotFoundException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { IS_PUBLIC_KEY } from '../decorators/auth.decorators.js';
import { isIdParamName, isWellFormedId } from './parse-id.pipe.js';

/**
 * Global, so no route can forget it: every path param named `id` or `…Id` must be well formed before the handler
 * (and its pipes, and the database) see it — `0x83`, `01`, `+1`, `1e1`, `%201`, `1%0A`, `119.0` never become 131,
 * 1 or 10. Runs after the guards, so an anonymous request still gets 401 first. Public lookups answer 404 (a
 * shareable URL that cannot exist is simply not found), every other route 400 naming the param.
 */
@Injectable()
export class IdParamsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const params = context.switchToHttp().getRequest<Request>().params ?? {};
      for (const [name, value] of Object.entries(params)) {
        if (!isIdParamName(name) || isWellFormedId(value)) continue;
        const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
          context.getHandler(),
          context.getClass(),
        ]);
        if (isPublic) throw new NotFoundException('Not found');
        throw new BadRequestException({
          statusCode: 400,
          message: `${name} must be a positive integer id`,
          error: 'Bad Request',
          fields: { [name]: [`${name} must be a positive integer id`] },
        });
      }
    }
    return next.handle();
  }
}

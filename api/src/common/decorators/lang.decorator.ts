import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { type Lang as Language, resolveLang } from '../lang/languages.js';

/** The request's language (`?lang=`, anything unknown → en), resolved once by `langMiddleware`. */
export const Lang = createParamDecorator((_data: unknown, context: ExecutionContext): Language => {
  const req = context.switchToHttp().getRequest<Request>();
  req.lang ??= resolveLang(req.query.lang);
  return req.lang;
});

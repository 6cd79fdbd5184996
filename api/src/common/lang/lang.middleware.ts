import type { NextFunction, Request, Response } from 'express';
import { resolveLang } from './languages.js';

/** Resolves `?lang=` once per request; handlers read it with `@Lang()`. */
export function langMiddleware(req: Request, _res: Response, next: NextFunction): void {
  req.lang = resolveLang(req.query.lang);
  next();
}

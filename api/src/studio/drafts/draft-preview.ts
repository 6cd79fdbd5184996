import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE, type SessionsService } from '../../auth/sessions.service.js';

const previews = new AsyncLocalStorage<true>();

/** `?preview=1` on the request's address. */
const asksForPreview = (req: Request) => req.query.preview === '1';

/**
 * True while handling an admin's preview request: public reads then include unpublished records with their drafts
 * applied (`publicRows`). Set only by `draftPreviewMiddleware`, so a visitor's `?preview=1` changes nothing.
 */
export function isDraftPreview(): boolean {
  return previews.getStore() === true;
}

/**
 * Before the public-read cache: a GET with `?preview=1` from an admin session runs the rest of the request as a
 * preview (`isDraftPreview()`, `req.draftPreview`), which the cache neither answers nor stores, and which answers
 * `Cache-Control: no-store`. Without an admin session nothing changes, not even the cost: the session is looked up
 * only when the request carries both the parameter and a session cookie.
 */
export function draftPreviewMiddleware(sessions: SessionsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (req.method !== 'GET' || !asksForPreview(req) || !token) {
      next();
      return;
    }
    sessions.resolve(token).then(
      (user) => {
        if (user?.role !== 'admin') {
          next();
          return;
        }
        req.draftPreview = true;
        res.setHeader('Cache-Control', 'no-store');
        previews.run(true, next);
      },
      // The database is unreachable: carry on as a visitor; the route's own read answers 503.
      () => next(),
    );
  };
}

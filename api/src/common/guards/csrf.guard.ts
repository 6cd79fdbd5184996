import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'aurinko';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for every state-changing request:
 * 1. the custom header `X-Requested-With: aurinko` is required — an HTML form cannot set it, and a cross-origin
 *    fetch that sets it needs a CORS preflight, which this API never grants;
 * 2. a browser's `Sec-Fetch-Site: cross-site` is refused (unless its Origin is listed in ALLOWED_ORIGINS); clients
 *    that send no Sec-Fetch-Site but an `Origin` must name this host, X-Forwarded-Host or an allowed origin;
 * 3. session cookies are SameSite=Strict.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new ForbiddenException(
        `Missing or wrong X-Requested-With header (send "X-Requested-With: ${CSRF_HEADER_VALUE}")`,
      );
    }
    const origin = req.get('origin');
    const allowedOrigin = origin !== undefined && this.config.allowedOrigins.includes(origin);
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined) {
      if (fetchSite === 'cross-site' && !allowedOrigin) {
        throw new ForbiddenException('Cross-site requests are not allowed');
      }
    } else if (origin !== undefined && !allowedOrigin && !this.isSameHost(req, origin)) {
      throw new ForbiddenException('Cross-origin requests are not allowed');
    }
    return true;
  }

  private isSameHost(req: Request, origin: string): boolean {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim();
    return originHost === req.get('host') || originHost === forwarded;
  }
}

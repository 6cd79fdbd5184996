import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../../auth/session-user.js';

export const ROLES = ['admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const IS_PUBLIC_KEY = 'aurinko:public';
export const ROLES_KEY = 'aurinko:roles';

/** Anyone may call this route. Every route without it requires a session (role admin unless `@Roles` says otherwise). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Roles allowed on a route; the default for unmarked routes is `admin` only. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * A read a `viewer` may make too: the dashboard's content (studio records, headline texts) and the overview. Only on
 * GET routes, never on a list of personal data (contact messages, reviews' e-mails, admins, audit). A viewer's every
 * write is refused (403) by the default. `test/routes.e2e.spec.ts` lists every such route.
 */
export const ViewerMayRead = () => Roles('admin', 'viewer');

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('CurrentUser used on a route without a session');
  return user;
});

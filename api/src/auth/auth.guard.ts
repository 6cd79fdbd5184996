import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from '../common/decorators/auth.decorators.js';
import { SESSION_COOKIE, SessionsService } from './sessions.service.js';

/** Global: every route needs a session with role admin, unless marked `@Public()` or given other `@Roles()`. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = await this.sessions.resolve(req.cookies?.[SESSION_COOKIE]);
    if (!user) throw new UnauthorizedException('Sign in required');
    req.user = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? ['admin'];
    if (!roles.includes(user.role)) throw new ForbiddenException('Your role may not do this');
    return true;
  }
}

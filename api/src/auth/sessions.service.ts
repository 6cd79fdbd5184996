import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { SessionEntity } from './session.entity.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'aurinko_session';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
  ) {}

  /** Returns the cookie token; only its hash is stored. */
  async create(adminId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.sessions.insert({
      idHash: hashToken(token),
      adminId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return token;
  }

  async resolve(token: unknown): Promise<SessionUser | null> {
    if (typeof token !== 'string' || !token || token.length > 100) return null;
    const idHash = hashToken(token);
    const session = await this.sessions.findOneBy({ idHash });
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
      await this.sessions.delete({ idHash });
      return null;
    }
    const admin = await this.admins.findOneBy({ id: session.adminId });
    if (!admin) return null;
    if (admin.disabledAt) {
      // Disabling deletes the sessions; one created by a sign-in that raced the disable ends here.
      await this.sessions.delete({ adminId: admin.id });
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.sessions.update({ idHash }, { lastSeenAt: new Date(now) });
    }
    return { id: admin.id, name: admin.name, role: admin.role };
  }

  async end(token: unknown): Promise<void> {
    if (typeof token === 'string' && token) await this.sessions.delete({ idHash: hashToken(token) });
  }

  async endAllFor(adminId: number): Promise<void> {
    await this.sessions.delete({ adminId });
  }
}

import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import type { Repository } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import type { SessionUser } from './session-user.js';
import { SessionsService } from './sessions.service.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const SIGN_IN_FAILED = 'Invalid name or password, or too many attempts (try again later)';

@Injectable()
export class AuthService {
  /** Verified when the name is unknown, so both answers take as long. */
  private readonly dummyHash = hash('not-a-real-password-0f3c');

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly sessions: SessionsService,
  ) {}

  async login(name: string, password: string): Promise<{ token: string; user: SessionUser }> {
    const admin = await this.admins.findOneBy({ name });
    if (!admin) {
      await verify(await this.dummyHash, password).catch(() => false);
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    const valid = await verify(admin.passwordHash, password).catch(() => false);
    const locked = admin.lockedUntil !== null && admin.lockedUntil.getTime() > Date.now();
    if (locked) throw new UnauthorizedException(SIGN_IN_FAILED);
    if (!valid) {
      await this.recordFailure(admin.id);
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    if (admin.failedAttempts > 0 || admin.lockedUntil) {
      await this.admins.update({ id: admin.id }, { failedAttempts: 0, lockedUntil: null });
    }
    const token = await this.sessions.create(admin.id);
    return { token, user: { id: admin.id, name: admin.name, role: admin.role } };
  }

  private async recordFailure(adminId: number): Promise<void> {
    await this.admins.increment({ id: adminId }, 'failedAttempts', 1);
    const admin = await this.admins.findOneBy({ id: adminId });
    if (admin && admin.failedAttempts >= LOCK_AFTER_FAILURES) {
      await this.admins.update(
        { id: adminId },
        { failedAttempts: 0, lockedUntil: new Date(Date.now() + LOCK_MS) },
      );
    }
  }
}

import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { Brackets, type Repository } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from './session-user.js';
import { SessionsService } from './sessions.service.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const SIGN_IN_FAILED = 'Invalid name or password, or too many attempts (try again later)';

/**
 * The lock holds against concurrent guesses because the count is checked and taken in ONE atomic UPDATE before
 * the slow hash: `failed_attempts` counts attempts in flight as well as failed ones, an attempt runs only if it
 * could reserve one of the LOCK_AFTER_FAILURES places, and a success is recorded only while no lock was set in the
 * meantime. A database row, not process memory, so it also holds across API instances.
 */
@Injectable()
export class AuthService {
  /** Verified when the name is unknown or the account is locked, so every answer takes as long. */
  private readonly dummyHash = hash('not-a-real-password-0f3c');

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly adminsService: AdminsService,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
  ) {}

  async login(name: string, password: string): Promise<{ token: string; user: SessionUser }> {
    const admin = await this.adminsService.findByName(name);
    if (!admin || !(await this.reserveAttempt(admin.id))) {
      await verify(await this.dummyHash, password).catch(() => false);
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    const valid = await verify(admin.passwordHash, password).catch(() => false);
    if (!valid) {
      if (await this.recordFailure(admin.id)) {
        await this.notifications.notify(
          'signIn',
          `The admin account "${admin.name}" was locked for ${LOCK_MS / 60_000} minutes after ${LOCK_AFTER_FAILURES} failed sign-ins.`,
        );
      }
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    if (!(await this.recordSuccess(admin.id))) throw new UnauthorizedException(SIGN_IN_FAILED);
    const token = await this.sessions.create(admin.id);
    return { token, user: { id: admin.id, name: admin.name, role: admin.role } };
  }

  private notLocked(now: Date) {
    return new Brackets((qb) => qb.where('locked_until IS NULL').orWhere('locked_until <= :now', { now }));
  }

  /** Takes one of the allowed attempts, or answers false when they are used up or the account is locked. */
  private async reserveAttempt(adminId: number): Promise<boolean> {
    const result = await this.admins
      .createQueryBuilder()
      .update()
      .set({ failedAttempts: () => 'failed_attempts + 1' })
      .where('id = :adminId', { adminId })
      .andWhere('failed_attempts < :limit', { limit: LOCK_AFTER_FAILURES })
      .andWhere(this.notLocked(new Date()))
      .execute();
    return result.affected === 1;
  }

  /**
   * The reserved attempt stays counted; once all of them are used the account locks (and the count restarts): true
   * when this failure locked it.
   */
  private async recordFailure(adminId: number): Promise<boolean> {
    const result = await this.admins
      .createQueryBuilder()
      .update()
      .set({ failedAttempts: 0, lockedUntil: new Date(Date.now() + LOCK_MS) })
      .where('id = :adminId', { adminId })
      .andWhere('failed_attempts >= :limit', { limit: LOCK_AFTER_FAILURES })
      .execute();
    return result.affected === 1;
  }

  /**
   * Clears the count and notes the sign-in, unless concurrent failures locked the account while this password was
   * being checked, or the admin is disabled (a disabled admin's right password still signs nobody in).
   */
  private async recordSuccess(adminId: number): Promise<boolean> {
    const result = await this.admins
      .createQueryBuilder()
      .update()
      .set({ failedAttempts: 0, lockedUntil: null, lastSignInAt: new Date() })
      .where('id = :adminId', { adminId })
      .andWhere(this.notLocked(new Date()))
      .andWhere('disabled_at IS NULL')
      .execute();
    return result.affected === 1;
  }
}

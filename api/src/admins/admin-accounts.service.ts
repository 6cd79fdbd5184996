import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { authMessage } from '../auth/auth-messages.js';
import { SessionEntity } from '../auth/session.entity.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Lang } from '../common/lang/languages.js';
import { AdminEntity } from './admin.entity.js';
import { adminMessage } from './admin-messages.js';
import { AdminsService } from './admins.service.js';
import type { CreateAdminDto } from './dto/create-admin.dto.js';
import { passwordProblemKey } from './password-policy.js';

/** What the admins screen shows of an admin (never the hash, the lock counters or the sessions). */
export interface AdminView {
  _id: string;
  name: string;
  email: string | null;
  role: AdminEntity['role'];
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export const adminView = (admin: AdminEntity): AdminView => ({
  _id: String(admin.id),
  name: admin.name,
  email: admin.email,
  role: admin.role,
  disabled: admin.disabledAt !== null && admin.disabledAt !== undefined,
  createdAt: new Date(admin.createdAt).toISOString(),
  lastSignInAt: admin.lastSignInAt ? new Date(admin.lastSignInAt).toISOString() : null,
});

const fieldError = (status: 400 | 409, field: string, message: string) => {
  const body = { statusCode: status, message, fields: { [field]: [message] } };
  return status === 400
    ? new BadRequestException({ ...body, error: 'Bad Request' })
    : new ConflictException({ ...body, error: 'Conflict' });
};

/** A unique index refused the row (two requests creating the same name or e-mail at once). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } })?.driverError?.code;
  const message = String((error as { message?: unknown })?.message ?? '');
  return code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/i.test(message);
}

/**
 * The admins screen's writes: create an admin, disable or enable one. Each write and its audit row (entity `admins`)
 * share one transaction. Disabling ends the admin's sessions in that transaction too.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminsService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminView[]> {
    const rows = await this.dataSource.getRepository(AdminEntity).find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(adminView);
  }

  async create(input: CreateAdminDto, user: SessionUser, lang: Lang): Promise<AdminView> {
    const problem = passwordProblemKey(input.password, input.name);
    if (problem) throw fieldError(400, 'password', authMessage(problem, lang, 'password'));
    const email = input.email.trim();
    const passwordHash = await this.admins.hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(AdminEntity, { name: input.name })) {
          throw fieldError(409, 'name', adminMessage('nameTaken', lang));
        }
        if (await manager.existsBy(AdminEntity, { email })) {
          throw fieldError(409, 'email', adminMessage('emailTaken', lang));
        }
        const now = new Date(Math.floor(Date.now() / 1000) * 1000);
        const saved = await manager.save(
          manager.create(AdminEntity, {
            name: input.name,
            email,
            role: input.role,
            passwordHash,
            failedAttempts: 0,
            lockedUntil: null,
            passwordChangedAt: now,
            createdAt: now,
            disabledAt: null,
            lastSignInAt: null,
          }),
        );
        await this.audit.record(manager, user, {
          action: 'create',
          entity: 'admins',
          entityId: saved.id,
          fields: ['name', 'email', 'role', 'password'],
        });
        return adminView(saved);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, 'name', adminMessage('nameTaken', lang));
      throw error;
    }
  }

  /**
   * Disables (or enables) an admin. Nobody disables themself, and the last active admin (role admin, not disabled)
   * stays: every admin row is locked first, in id order, so two admins disabling each other at once run one after
   * the other and the second is refused.
   */
  async setDisabled(id: number, disabled: boolean, user: SessionUser, lang: Lang): Promise<AdminView> {
    return this.dataSource.transaction(async (manager) => {
      const all = await this.lockAll(manager);
      const target = all.find((admin) => admin.id === id);
      if (!target) throw new NotFoundException(`Admin ${id} not found`);
      const wasDisabled = target.disabledAt !== null;
      if (disabled && !wasDisabled) {
        if (target.id === user.id) throw new ConflictException(adminMessage('cannotDisableSelf', lang));
        const othersActive = all.filter(
          (admin) => admin.id !== target.id && admin.role === 'admin' && admin.disabledAt === null,
        );
        if (target.role === 'admin' && othersActive.length === 0) {
          throw new ConflictException(adminMessage('lastActiveAdmin', lang));
        }
        target.disabledAt = new Date();
        await manager.update(AdminEntity, { id, disabledAt: IsNull() }, { disabledAt: target.disabledAt });
        await manager.delete(SessionEntity, { adminId: id });
      } else if (!disabled && wasDisabled) {
        target.disabledAt = null;
        await manager.update(AdminEntity, { id }, { disabledAt: () => 'NULL' });
      }
      await this.audit.record(manager, user, {
        action: 'update',
        entity: 'admins',
        entityId: id,
        fields: wasDisabled === disabled ? [] : ['disabled'],
      });
      return adminView(target);
    });
  }

  private lockAll(manager: EntityManager): Promise<AdminEntity[]> {
    // SQLite runs one write transaction at a time (and has no row locks).
    const lock =
      manager.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
    return manager.find(AdminEntity, { order: { id: 'ASC' }, ...(lock ? { lock } : {}) });
  }
}

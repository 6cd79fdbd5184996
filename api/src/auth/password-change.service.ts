import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { adminMessage } from '../admins/admin-messages.js';
import { AdminsService } from '../admins/admins.service.js';
import { passwordProblemKey } from '../admins/password-policy.js';
import { AuditService } from '../audit/audit.service.js';
import type { Lang } from '../common/lang/languages.js';
import { authMessage } from './auth-messages.js';
import { SessionEntity } from './session.entity.js';
import type { SessionUser } from './session-user.js';
import { hashToken } from './sessions.service.js';

const fieldError = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, message, error: 'Bad Request', fields: { [field]: [message] } });

/**
 * A signed-in admin (any role) changes their own password: the current one is required, the new one follows the
 * reset policy, and every OTHER session of that admin ends in the same transaction (the one asking stays).
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminsService,
    private readonly audit: AuditService,
  ) {}

  async change(
    user: SessionUser,
    token: string,
    currentPassword: string,
    newPassword: string,
    lang: Lang,
  ): Promise<{ message: string }> {
    const admin = await this.admins.findById(user.id);
    if (!admin) throw new UnauthorizedException('Sign in required');
    const problem = passwordProblemKey(newPassword, admin.name);
    if (problem) throw fieldError('newPassword', authMessage(problem, lang));
    if (!(await verify(admin.passwordHash, currentPassword).catch(() => false))) {
      throw fieldError('currentPassword', adminMessage('currentPasswordWrong', lang));
    }
    const passwordHash = await this.admins.hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(AdminEntity, { id: admin.id }, { passwordHash, passwordChangedAt: new Date() });
      await manager
        .createQueryBuilder()
        .delete()
        .from(SessionEntity)
        .where('admin_id = :adminId AND id_hash <> :keep', { adminId: admin.id, keep: hashToken(token) })
        .execute();
      await this.audit.record(manager, user, {
        action: 'update',
        entity: 'admins',
        entityId: admin.id,
        fields: ['password'],
      });
    });
    return { message: adminMessage('passwordChanged', lang) };
  }
}

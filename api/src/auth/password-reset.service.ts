import { randomInt } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { passwordProblemKey } from '../admins/password-policy.js';
import type { Lang } from '../common/lang/languages.js';
import { MailService } from '../mail/mail.service.js';
import { authMessage } from './auth-messages.js';
import { PasswordResetCodeEntity } from './password-reset-code.entity.js';
import { SessionEntity } from './session.entity.js';

export const CODE_DIGITS = 8;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(PasswordResetCodeEntity) private readonly codes: Repository<PasswordResetCodeEntity>,
    private readonly admins: AdminsService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {}

  async requestCode(name: string, lang: Lang = 'en'): Promise<{ message: string }> {
    const admin = await this.admins.findByName(name);
    const code = randomInt(0, 10 ** CODE_DIGITS)
      .toString()
      .padStart(CODE_DIGITS, '0');
    const codeHash = await hash(code);
    if (!admin) return { message: authMessage('forgotAnswer', lang) };
    const now = new Date();
    await this.codes.update({ adminId: admin.id, usedAt: IsNull() }, { usedAt: now });
    await this.codes.insert({
      adminId: admin.id,
      codeHash,
      attempts: 0,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      usedAt: null,
      createdAt: now,
    });
    await this.mail.send({
      to: admin.email ?? admin.name,
      subject: 'Your Aurinko password reset code',
      text: `Your one-time code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
      code,
    });
    return { message: authMessage('forgotAnswer', lang) };
  }

  async reset(
    name: string,
    otp: string,
    newPassword: string,
    lang: Lang = 'en',
  ): Promise<{ message: string }> {
    const problem = passwordProblemKey(newPassword, name);
    if (problem) throw new BadRequestException(authMessage(problem, lang));
    const invalidCode = authMessage('invalidCode', lang);
    const admin = await this.admins.findByName(name);
    const entry = admin
      ? await this.codes.findOne({
          where: { adminId: admin.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
          order: { id: 'DESC' },
        })
      : null;
    if (!admin || !entry || entry.attempts >= CODE_MAX_ATTEMPTS) throw new BadRequestException(invalidCode);

    const counted = await this.codes
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max AND used_at IS NULL', { id: entry.id, max: CODE_MAX_ATTEMPTS })
      .execute();
    if (!counted.affected) throw new BadRequestException(invalidCode);
    if (!(await verify(entry.codeHash, otp).catch(() => false))) throw new BadRequestException(invalidCode);

    const passwordHash = await this.admins.hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      const used = await manager
        .createQueryBuilder()
        .update(PasswordResetCodeEntity)
        .set({ usedAt: new Date() })
        .where('id = :id AND used_at IS NULL', { id: entry.id })
        .execute();
      if (!used.affected) throw new BadRequestException(invalidCode);
      await manager.update(
        AdminEntity,
        { id: admin.id },
        { passwordHash, passwordChangedAt: new Date(), failedAttempts: 0, lockedUntil: null },
      );
      await manager.delete(SessionEntity, { adminId: admin.id });
    });
    return { message: authMessage('resetOk', lang) };
  }
}

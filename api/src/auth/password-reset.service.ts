import { randomInt } from 'node:crypto';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
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

  private readonly logger = new Logger('PasswordReset');
  private readonly deliveries = new Set<Promise<void>>();

  /**
   * The answer is the same, and takes as long, whether the name is unknown, belongs to an admin without an e-mail
   * address, or gets a code: the same hash and the same kind of database write happen on every path, and the mail
   * goes out after the answer (a mail server's delay must not tell names apart either).
   */
  async requestCode(name: string, lang: Lang = 'en'): Promise<{ message: string }> {
    const admin = await this.admins.findByName(name);
    const code = randomInt(0, 10 ** CODE_DIGITS)
      .toString()
      .padStart(CODE_DIGITS, '0');
    const codeHash = await hash(code);
    const recipient = admin?.email ?? null;
    const now = new Date();
    // Voids earlier codes; for nobody (id 0 never exists) it is the same statement matching no row.
    await this.codes.update(
      { adminId: recipient ? (admin as AdminEntity).id : 0, usedAt: IsNull() },
      { usedAt: now },
    );
    if (admin && recipient) {
      await this.codes.insert({
        adminId: admin.id,
        codeHash,
        attempts: 0,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        usedAt: null,
        createdAt: now,
      });
      this.deliverLater({
        to: recipient,
        subject: 'Your Aurinko password reset code',
        text: `Your one-time code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
        code,
      });
    } else if (admin) {
      this.logger.warn(
        `Admin "${admin.name}" asked for a reset code but has no e-mail address; nothing was sent`,
      );
    }
    return { message: authMessage('forgotAnswer', lang) };
  }

  private deliverLater(mail: Parameters<MailService['send']>[0]): void {
    const delivery = this.mail
      .send(mail)
      .catch((error: unknown) => this.logger.error(`Could not send the reset code: ${String(error)}`))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Resolves once every mail queued so far has been handed over (tests, graceful shutdown). */
  async deliveriesSettled(): Promise<void> {
    await Promise.all([...this.deliveries]);
  }

  async reset(
    name: string,
    otp: string,
    newPassword: string,
    lang: Lang = 'en',
  ): Promise<{ message: string }> {
    const problem = passwordProblemKey(newPassword, name);
    if (problem) {
      const message = authMessage(problem, lang);
      throw new BadRequestException({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: { newPassword: [message] },
      });
    }
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

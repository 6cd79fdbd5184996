import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, MoreThan, Not, type Repository } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { MailService } from '../mail/mail.service.js';
import {
  DEFAULT_NOTIFICATION_MODE,
  NOTIFICATION_KINDS,
  NotificationEventEntity,
  type NotificationKind,
  type NotificationMode,
  NotificationPreferenceEntity,
} from './notification.entities.js';

export type NotificationPreferences = Record<NotificationKind, NotificationMode>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process looks for digests that are due (one day after each admin's last). */
const DIGEST_CHECK_MS = 60 * 60 * 1000;
/** Events older than this are no longer kept for digests. */
const EVENT_KEEP_MS = 30 * DAY_MS;

const KIND_TITLES: Record<NotificationKind, string> = {
  contact: 'New contact message',
  review: 'New review waiting for approval',
  signIn: 'Admin account locked after failed sign-ins',
};

/** Whole seconds: MySQL `datetime` keeps no fraction. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * Tells admins about what needs them, through the site's one mail transport (SMTP, or the local outbox): each admin
 * with an e-mail address chooses per kind an e-mail at once, a daily digest, or nothing. A failed e-mail is logged and
 * never fails the visitor's request that caused it.
 */
@Injectable()
export class NotificationsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private timer: NodeJS.Timeout | undefined;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    @InjectRepository(NotificationPreferenceEntity)
    private readonly preferences: Repository<NotificationPreferenceEntity>,
    @InjectRepository(NotificationEventEntity) private readonly events: Repository<NotificationEventEntity>,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sendDueDigests().catch((e) => this.fail('digest', e)),
      DIGEST_CHECK_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async preferencesOf(adminId: number): Promise<NotificationPreferences> {
    const rows = await this.preferences.findBy({ adminId });
    const chosen = new Map(rows.map((row) => [row.kind, row.mode]));
    return Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_NOTIFICATION_MODE]),
    ) as NotificationPreferences;
  }

  async setPreferences(
    adminId: number,
    changes: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    const rows = NOTIFICATION_KINDS.filter((kind) => changes[kind]).map((kind) => ({
      adminId,
      kind,
      mode: changes[kind] as NotificationMode,
    }));
    if (rows.length) await this.preferences.upsert(rows, ['adminId', 'kind']);
    return this.preferencesOf(adminId);
  }

  /**
   * Records the event for digests and mails it at once to every admin who wants this kind at once. Returns without
   * waiting for the mail (`deliveriesSettled` waits).
   */
  async notify(kind: NotificationKind, summary: string): Promise<void> {
    try {
      await this.events.insert({ kind, summary: summary.slice(0, 500), createdAt: now() });
      for (const admin of await this.recipients(kind, 'instant')) {
        this.deliver(
          admin.email as string,
          `${KIND_TITLES[kind]} — Aurinko`,
          `${summary}\n\nOpen the dashboard to act on it.`,
        );
      }
    } catch (error) {
      this.fail(kind, error);
    }
  }

  /**
   * Sends each admin whose digest is due (never sent, or sent a day ago or more) one e-mail listing the events of the
   * kinds they chose as a digest since their last one. The admin's row is claimed with one conditional UPDATE first,
   * so two API processes never send the same digest. Returns how many digests went out.
   */
  async sendDueDigests(at: Date = now()): Promise<number> {
    let sent = 0;
    for (const admin of await this.admins.find({
      where: { email: Not(IsNull()), disabledAt: IsNull(), role: 'admin' },
    })) {
      const prefs = await this.preferencesOf(admin.id);
      const kinds = NOTIFICATION_KINDS.filter((kind) => prefs[kind] === 'digest');
      if (!kinds.length) continue;
      const since = admin.digestSentAt ?? new Date(at.getTime() - DAY_MS);
      if (admin.digestSentAt && at.getTime() - admin.digestSentAt.getTime() < DAY_MS) continue;
      const claim = this.admins
        .createQueryBuilder()
        .update()
        .set({ digestSentAt: at })
        .where('id = :id', { id: admin.id });
      if (admin.digestSentAt) claim.andWhere('digest_sent_at = :last', { last: admin.digestSentAt });
      else claim.andWhere('digest_sent_at IS NULL');
      if ((await claim.execute()).affected !== 1) continue;
      const events = (
        await this.events.find({
          where: { createdAt: MoreThan(since) },
          order: { createdAt: 'ASC', id: 'ASC' },
        })
      ).filter((event) => kinds.includes(event.kind) && event.createdAt <= at);
      if (!events.length) continue;
      const lines = events.map(
        (e) =>
          `- ${e.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${KIND_TITLES[e.kind]}: ${e.summary}`,
      );
      this.deliver(
        admin.email as string,
        `Your daily Aurinko digest: ${events.length} new`,
        lines.join('\n'),
      );
      sent++;
    }
    await this.events.delete({ createdAt: LessThanOrEqual(new Date(at.getTime() - EVENT_KEEP_MS)) });
    return sent;
  }

  /** Resolves once every mail queued so far has been handed over (tests, graceful shutdown). */
  async deliveriesSettled(): Promise<void> {
    await Promise.all([...this.deliveries]);
  }

  private async recipients(kind: NotificationKind, mode: NotificationMode): Promise<AdminEntity[]> {
    const admins = await this.admins.find({
      where: { email: Not(IsNull()), disabledAt: IsNull(), role: 'admin' },
    });
    const chosen = await this.preferences.findBy({ kind });
    const modes = new Map(chosen.map((row) => [row.adminId, row.mode]));
    return admins.filter((admin) => (modes.get(admin.id) ?? DEFAULT_NOTIFICATION_MODE) === mode);
  }

  private deliver(to: string, subject: string, text: string): void {
    const delivery = this.mail
      .send({ to, subject, text })
      .catch((error: unknown) => this.fail('mail', error))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  private fail(what: string, error: unknown): void {
    this.logger.error(`Notification (${what}) failed: ${String(error)}`);
  }
}

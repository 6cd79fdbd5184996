import { BadGatewayException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { SessionUser } from '../../auth/session-user.js';
import { MailService } from '../../mail/mail.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import type { ContactFilterQueryDto, CreateContactMessageDto } from './contact.dto.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactReplyEntity } from './contact-reply.entity.js';

export interface ContactMessageView {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  /** The division whose contact page sent it, or null. */
  division: string | null;
  receivedAt: string;
  read: boolean;
  readAt: string | null;
  handled: boolean;
  handledAt: string | null;
}

/** One reply in a message's thread: who sent it and when. */
export interface ContactReplyView {
  _id: string;
  text: string;
  adminName: string;
  sentAt: string;
}

/** One message with its thread (`GET /api/contact/:id`). */
export interface ContactMessageThreadView extends ContactMessageView {
  replies: ContactReplyView[];
}

const replyView = (r: ContactReplyEntity): ContactReplyView => ({
  _id: String(r.id),
  text: r.body,
  adminName: r.adminName,
  sentAt: new Date(r.sentAt).toISOString(),
});

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const contactView = (m: ContactMessageEntity): ContactMessageView => ({
  _id: String(m.id),
  name: m.name,
  mobile: m.mobile,
  email: m.email,
  message: m.message,
  division: m.division,
  receivedAt: new Date(m.receivedAt).toISOString(),
  read: m.readAt !== null,
  readAt: iso(m.readAt),
  handled: Boolean(m.handled),
  handledAt: iso(m.handledAt),
});

export const CONTACT_RECEIVED = 'Thank you! Your message has been sent.';
/** The audit log's name for contact messages. */
export const CONTACT_AUDIT_ENTITY = 'contact-messages';
/** Rows read per query while the CSV export streams. */
const EXPORT_BATCH = 1000;

/** Whole seconds: MySQL `datetime` keeps no fraction, so what is answered equals what is read back. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** `%`, `_` and the escape character itself are literals in a `LIKE … ESCAPE '!'` pattern. */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, '!$&');

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
  ) {}

  private readonly logger = new Logger('Contact');

  async submit(dto: CreateContactMessageDto): Promise<{ message: string }> {
    // Honeypot: a filled `website` is a bot; it gets the same answer and nothing is stored.
    if (dto.website?.trim()) return { message: CONTACT_RECEIVED };
    await this.messages.insert({
      name: dto.name,
      mobile: dto.mobile,
      email: dto.email,
      message: dto.message,
      division: dto.division ?? null,
      receivedAt: now(),
      handled: false,
      handledAt: null,
      readAt: null,
    });
    await this.notifications.notify(
      'contact',
      `${dto.name} (${dto.email}, ${dto.mobile}) wrote${dto.division ? ` from the ${dto.division} contact page` : ''}: "${dto.message.slice(0, 300)}"`,
    );
    return { message: CONTACT_RECEIVED };
  }

  /**
   * Newest first, filtered. The page's ids are found first, from the indexes alone (a deferred join), then only their
   * rows are read: a page deep in a large inbox otherwise reads every skipped message whole (on MariaDB with 100,000
   * messages, 28 ms against 5 ms for the middle page when the table is in memory; far more when it is not).
   */
  async list(query: ContactFilterQueryDto): Promise<Paginated<ContactMessageView>> {
    const [page, total] = await Promise.all([
      this.filtered(query)
        .select('m.id', 'id')
        .offset(query.skip)
        .limit(query.pageSize)
        .getRawMany<{ id: number }>(),
      this.filtered(query).getCount(),
    ]);
    const ids = page.map((row) => Number(row.id));
    const rows = ids.length ? await this.messages.findBy({ id: In(ids) }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return paginated(ordered.map(contactView), total, query);
  }

  /**
   * Every message the filters select, newest first, in keyset batches (received time, then id): what the CSV export
   * streams. Never the whole inbox in memory, and each batch costs the same however deep into the inbox it is. The
   * entities are let go of before a batch is handed over, and the consumer may empty the batch once it has used it
   * (contactCsv does): nothing of it then lives on while the export waits for the response (see contactCsv).
   */
  async *batches(query: ContactFilterQueryDto, size = EXPORT_BATCH): AsyncGenerator<ContactMessageView[]> {
    let after: { receivedAt: Date; id: number } | undefined;
    for (;;) {
      const qb = this.filtered(query);
      if (after) {
        qb.andWhere('m.receivedAt <= :afterAt', { afterAt: after.receivedAt }).andWhere(
          '(m.receivedAt < :afterAt OR m.id < :afterId)',
          { afterAt: after.receivedAt, afterId: after.id },
        );
      }
      const rows = await qb.take(size).getMany();
      const last = rows[rows.length - 1];
      const full = rows.length === size;
      const views = rows.map(contactView);
      rows.length = 0;
      if (views.length) yield views;
      if (!last || !full) return;
      after = { receivedAt: last.receivedAt, id: last.id };
    }
  }

  async unreadCount(): Promise<{ unread: number }> {
    return { unread: await this.messages.createQueryBuilder('m').where('m.readAt IS NULL').getCount() };
  }

  async findOne(id: number): Promise<ContactMessageThreadView> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} not found`);
    return this.thread(this.dataSource.manager, message);
  }

  /**
   * Answers the message by e-mail from the site's address (MAIL_FROM), then keeps the reply in its thread with who
   * sent it and when, marks the message read and handled, and audits it. The e-mail goes first: a reply the mail
   * transport refused (502) is not recorded as sent.
   */
  async reply(id: number, text: string, user: SessionUser): Promise<ContactMessageThreadView> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} not found`);
    try {
      await this.mail.send({
        to: message.email,
        subject: 'Re: your message to Aurinko Life Sciences',
        text: `${text}\n\n— ${user.name}, Aurinko Life Sciences\n\n> ${message.message.replace(/\n/g, '\n> ')}`,
      });
    } catch (error) {
      this.logger.error(`Reply to contact message ${id} not sent: ${String(error)}`);
      throw new BadGatewayException('The reply could not be sent by e-mail; try again later');
    }
    return this.dataSource.transaction(async (manager) => {
      const current = await this.get(manager, id);
      const at = now();
      await manager.insert(ContactReplyEntity, {
        messageId: id,
        adminId: user.id,
        adminName: user.name,
        body: text,
        sentAt: at,
      });
      const changes = {
        readAt: current.readAt ?? at,
        handled: true,
        handledAt: current.handled && current.handledAt ? current.handledAt : at,
      };
      await manager.update(ContactMessageEntity, { id }, changes);
      await this.audit.record(manager, user, {
        action: 'reply',
        entity: CONTACT_AUDIT_ENTITY,
        entityId: id,
        fields: ['replies', 'handled'],
      });
      return this.thread(manager, Object.assign(current, changes));
    });
  }

  private async thread(
    manager: EntityManager,
    message: ContactMessageEntity,
  ): Promise<ContactMessageThreadView> {
    const replies = await manager.find(ContactReplyEntity, {
      where: { messageId: message.id },
      order: { sentAt: 'ASC', id: 'ASC' },
    });
    return { ...contactView(message), replies: replies.map(replyView) };
  }

  /** Read or unread again; audited when it changes. The first read time is kept until it is marked unread. */
  async setRead(id: number, read: boolean, user: SessionUser): Promise<ContactMessageView> {
    return this.dataSource.transaction(async (manager) => {
      const message = await this.get(manager, id);
      if (read === (message.readAt !== null)) return contactView(message);
      message.readAt = read ? now() : null;
      await manager.update(ContactMessageEntity, { id }, { readAt: message.readAt });
      await this.audit.record(manager, user, {
        action: read ? 'mark-read' : 'mark-unread',
        entity: CONTACT_AUDIT_ENTITY,
        entityId: id,
        fields: ['readAt'],
      });
      return contactView(message);
    });
  }

  /** Handled or not handled; audited when it changes. */
  async setHandled(id: number, handled: boolean, user: SessionUser): Promise<ContactMessageView> {
    return this.dataSource.transaction(async (manager) => {
      const message = await this.get(manager, id);
      if (handled === Boolean(message.handled)) return contactView(message);
      message.handled = handled;
      message.handledAt = handled ? now() : null;
      await manager.update(
        ContactMessageEntity,
        { id },
        { handled: message.handled, handledAt: message.handledAt },
      );
      await this.audit.record(manager, user, {
        action: handled ? 'mark-handled' : 'mark-unhandled',
        entity: CONTACT_AUDIT_ENTITY,
        entityId: id,
        fields: ['handled'],
      });
      return contactView(message);
    });
  }

  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      await this.get(manager, id);
      await manager.delete(ContactMessageEntity, { id });
      await this.audit.record(manager, user, {
        action: 'delete',
        entity: CONTACT_AUDIT_ENTITY,
        entityId: id,
      });
    });
    return { _id: String(id), message: 'Contact message deleted' };
  }

  /** The row, locked until the transaction ends on MySQL (SQLite runs one write transaction at a time). */
  private async get(manager: EntityManager, id: number): Promise<ContactMessageEntity> {
    const message = await manager.findOne(ContactMessageEntity, {
      where: { id },
      ...(manager.connection.options.type === 'mysql'
        ? { lock: { mode: 'pessimistic_write' as const } }
        : {}),
    });
    if (!message) throw new NotFoundException(`Contact message ${id} not found`);
    return message;
  }

  private filtered(query: ContactFilterQueryDto): SelectQueryBuilder<ContactMessageEntity> {
    const qb = this.messages.createQueryBuilder('m');
    if (query.handled !== undefined) qb.andWhere('m.handled = :handled', { handled: query.handled });
    if (query.read !== undefined) qb.andWhere(query.read ? 'm.readAt IS NOT NULL' : 'm.readAt IS NULL');
    if (query.division === 'none') qb.andWhere('m.division IS NULL');
    else if (query.division) qb.andWhere('m.division = :division', { division: query.division });
    const { from, to } = query.window;
    if (from) qb.andWhere('m.receivedAt >= :from', { from });
    if (to) qb.andWhere('m.receivedAt < :to', { to });
    const q = query.q?.trim();
    if (q) {
      // MySQL's collation ignores case; SQLite's LIKE folds ASCII only, so the lower-cased query is tried too.
      const params = { q0: `%${likeLiteral(q)}%`, q1: `%${likeLiteral(q.toLowerCase())}%` };
      const ors = ['name', 'email', 'mobile', 'message'].flatMap((column) =>
        ['q0', 'q1'].map((p) => `m.${column} LIKE :${p} ESCAPE '!'`),
      );
      qb.andWhere(`(${ors.join(' OR ')})`, params);
    }
    return qb.orderBy('m.receivedAt', 'DESC').addOrderBy('m.id', 'DESC');
  }
}

import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { AuditService } from '../../audit/audit.service.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { StudioRecord, StudioService } from '../studio.service.js';
import type { StudioDefinition, StudioEntity } from '../studio-definition.js';
import {
  applyDraft,
  checkRequiredEnglish,
  type DraftInput,
  draftInputOf,
  mergeDraftInputs,
  parseDraftInput,
} from './draft-input.js';
import { StudioDraftEntity } from './studio-draft.entity.js';

type Row = StudioEntity & Record<string, unknown>;

/** A pending draft as the editor reads it. */
export interface DraftView {
  /** The record as it will be once published (the live record with the draft applied; files are the live ones). */
  values: StudioRecord;
  /** Fields the draft changes. */
  fields: string[];
  updatedAt: string;
  updatedBy: string;
}

export type RecordWithDraft = StudioRecord & { draft: DraftView | null };

/** Whole seconds, like the studio's timestamps (MySQL `datetime` keeps no fraction). */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

const NOT_IN_DRAFT =
  'published cannot be part of a draft: publish it (POST …/:id/publish) or use PUT …/:id/published';

/**
 * Drafts of one studio resource (built next to its StudioService by the generic controller): save, discard and
 * publish a record's pending input, and show it to the editor. The live row is touched only by publishing, which
 * goes through StudioService.update in the same transaction as the draft's removal and the audit rows.
 */
export class StudioDraftsService {
  constructor(
    private readonly def: StudioDefinition,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly studio: StudioService,
  ) {}

  /** The editor's record plus its pending draft (or null). */
  async attach(record: StudioRecord): Promise<RecordWithDraft> {
    const id = Number(record._id);
    const draft = await this.dataSource.manager.findOneBy(StudioDraftEntity, {
      resource: this.def.path,
      recordId: id,
    });
    if (!draft) return { ...record, draft: null };
    const row = await this.dataSource.manager.findOneBy<Row>(this.def.entity, { id });
    return row ? this.withDraft(row, draft) : { ...record, draft: null };
  }

  /** A list page with `hasDraft` on each record. */
  async markList<P extends { items: StudioRecord[] }>(
    page: P,
  ): Promise<Omit<P, 'items'> & { items: Array<StudioRecord & { hasDraft: boolean }> }> {
    const ids = page.items.map((item) => Number(item._id));
    const drafts = ids.length
      ? await this.dataSource.manager.find(StudioDraftEntity, {
          select: { recordId: true },
          where: { resource: this.def.path, recordId: In(ids) },
        })
      : [];
    const withDraft = new Set(drafts.map((draft) => draft.recordId));
    return {
      ...page,
      items: page.items.map((item) => ({ ...item, hasDraft: withDraft.has(Number(item._id)) })),
    };
  }

  /** Stores `input` (validated like PUT) over the record's draft; the live row stays as it is. */
  async save(id: number, input: DraftInput, user: SessionUser): Promise<RecordWithDraft> {
    const changes = this.contentOf(input);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      const existing = await this.find(manager, id);
      const data = mergeDraftInputs(this.def, existing ? parseDraftInput(existing.data) : {}, changes);
      // The same refusals as PUT, now rather than when publishing.
      checkRequiredEnglish(this.def, applyDraft(this.def, row, data));
      const draft = existing ?? manager.create(StudioDraftEntity, { resource: this.def.path, recordId: id });
      draft.data = JSON.stringify(data);
      draft.updatedAt = now();
      draft.updatedBy = user.name;
      await manager.save(StudioDraftEntity, draft);
      await this.audit.record(manager, user, {
        action: 'draft-save',
        entity: this.def.path,
        entityId: id,
        fields: Object.keys(changes),
      });
      return this.withDraft(row, draft);
    });
  }

  /** Drops the record's draft (nothing to drop: the record as it is, nothing audited). */
  async discard(id: number, user: SessionUser): Promise<RecordWithDraft> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      const existing = await this.find(manager, id);
      if (existing) {
        await manager.delete(StudioDraftEntity, { id: existing.id });
        await this.audit.record(manager, user, {
          action: 'draft-discard',
          entity: this.def.path,
          entityId: id,
          fields: Object.keys(parseDraftInput(existing.data)),
        });
      }
      return { ...this.studio.view(row), draft: null };
    });
  }

  /**
   * Applies the draft (and `input`, validated like PUT, on top of it) through the normal update path, publishes the
   * record and drops the draft, in one transaction with the audit rows (`update` for the fields, then `publish`).
   */
  async publish(id: number, input: DraftInput, user: SessionUser): Promise<RecordWithDraft> {
    const changes = this.contentOf(input);
    return this.studio.write(async (manager) => {
      const row = await this.lock(manager, id);
      const before = this.studio.view(row);
      const existing = await this.find(manager, id);
      const data = mergeDraftInputs(this.def, existing ? parseDraftInput(existing.data) : {}, changes);
      if (Object.keys(data).length) await this.studio.update(id, data, user, manager);
      if (!row.published) {
        await manager.update(this.def.entity, { id }, { published: true, updatedAt: now() });
      }
      if (existing) await manager.delete(StudioDraftEntity, { id: existing.id });
      const after = this.studio.view(await this.lock(manager, id));
      await this.audit.record(manager, user, {
        action: 'publish',
        entity: this.def.path,
        entityId: id,
        fields: Object.keys(after).filter(
          (key) => key !== 'updatedAt' && JSON.stringify(after[key]) !== JSON.stringify(before[key]),
        ),
      });
      return { ...after, draft: null };
    });
  }

  private withDraft(row: Row, draft: StudioDraftEntity): RecordWithDraft {
    const data = parseDraftInput(draft.data);
    return {
      ...this.studio.view(row),
      draft: {
        values: this.studio.view(applyDraft(this.def, row, data)),
        fields: Object.keys(data),
        updatedAt: new Date(draft.updatedAt).toISOString(),
        updatedBy: draft.updatedBy,
      },
    };
  }

  /** The content part of an input: publication is not drafted (400 naming `published`). */
  private contentOf(input: DraftInput): DraftInput {
    const changes = draftInputOf(input);
    if ('published' in changes) {
      throw new BadRequestException({
        statusCode: 400,
        message: NOT_IN_DRAFT,
        error: 'Bad Request',
        fields: { published: [NOT_IN_DRAFT] },
      });
    }
    return changes;
  }

  private find(manager: EntityManager, id: number): Promise<StudioDraftEntity | null> {
    return manager.findOneBy(StudioDraftEntity, { resource: this.def.path, recordId: id });
  }

  /**
   * The live row, locked until the transaction ends (MySQL; SQLite runs one write transaction at a time), so a
   * draft saved while another admin publishes is either published with it or kept for later, never lost.
   */
  private async lock(manager: EntityManager, id: number): Promise<Row> {
    const mysql = manager.connection.options.type === 'mysql';
    const row = await manager.findOne<Row>(this.def.entity, {
      where: { id },
      ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} not found`);
    return row;
  }
}

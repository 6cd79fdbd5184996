import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { AuditService } from '../../audit/audit.service.js';
import type { SessionUser } from '../../auth/session-user.js';
import { changesBetween, draftInputFromVersion, keepVersion, titleOf } from '../history/history.js';
import { StudioVersionEntity } from '../history/studio-history.entities.js';
import type { RecordWithDraft, StudioRecord, StudioService } from '../studio.service.js';
import type { StudioDefinition, StudioEntity } from '../studio-definition.js';
import {
  discardTranslationSources,
  publishTranslationSources,
  recordTranslationSources,
} from '../translation-sources.js';
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

export type { DraftView, RecordWithDraft } from '../studio.service.js';

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
  async save(id: number, input: DraftInput, user: SessionUser, ifMatch?: string): Promise<RecordWithDraft> {
    const changes = this.contentOf(input);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      await this.studio.checkVersion(manager, row, ifMatch);
      const existing = await this.find(manager, id);
      const before = this.editorValues(row, existing);
      const data = mergeDraftInputs(this.def, existing ? parseDraftInput(existing.data) : {}, changes);
      // The same refusals as PUT, now rather than when publishing.
      checkRequiredEnglish(this.def, applyDraft(this.def, row, data));
      const draft = existing ?? manager.create(StudioDraftEntity, { resource: this.def.path, recordId: id });
      draft.data = JSON.stringify(data);
      draft.updatedAt = now();
      draft.updatedBy = user.name;
      await manager.save(StudioDraftEntity, draft);
      const view = this.withDraft(row, draft);
      const after = view.draft?.values ?? this.studio.view(row);
      await recordTranslationSources(manager, this.def, id, 'draft', before, after);
      const versionId = await keepVersion(manager, this.def, id, 'draft', after, user);
      await this.audit.record(manager, user, {
        action: 'draft-save',
        entity: this.def.path,
        entityId: id,
        fields: Object.keys(changes),
        title: titleOf(this.def, after),
        changes: changesBetween(this.def, before, after),
        versionId,
      });
      return view;
    });
  }

  /** Drops the record's draft (nothing to drop: the record as it is, nothing audited). */
  async discard(id: number, user: SessionUser, ifMatch?: string): Promise<RecordWithDraft> {
    let dropped: string[] = [];
    const view = await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      await this.studio.checkVersion(manager, row, ifMatch);
      const existing = await this.find(manager, id);
      if (existing) {
        dropped = this.filesIn(parseDraftInput(existing.data));
        await manager.delete(StudioDraftEntity, { id: existing.id });
        await discardTranslationSources(manager, this.def, id);
        await this.audit.record(manager, user, {
          action: 'draft-discard',
          entity: this.def.path,
          entityId: id,
          fields: Object.keys(parseDraftInput(existing.data)),
        });
      }
      return { ...this.studio.view(row), draft: null };
    });
    // Files uploaded into the draft and never published go (each unless the live record, another record, a kept
    // version or the media library still uses it).
    await this.removeUnused(dropped);
    return view;
  }

  /**
   * Applies the draft (and `input`, validated like PUT, on top of it) through the normal update path, publishes the
   * record and drops the draft, in one transaction with the audit rows (`update` for the fields, then `publish`).
   */
  async publish(
    id: number,
    input: DraftInput,
    user: SessionUser,
    ifMatch?: string,
  ): Promise<RecordWithDraft> {
    const changes = this.contentOf(input);
    let replaced: string[] = [];
    const published = await this.studio.write(async (manager) => {
      const row = await this.lock(manager, id);
      await this.studio.checkVersion(manager, row, ifMatch);
      const before = this.studio.view(row);
      const existing = await this.find(manager, id);
      const data = mergeDraftInputs(this.def, existing ? parseDraftInput(existing.data) : {}, changes);
      // The draft's files (uploaded into it, or removed in it) are swapped in; the other fields go through PUT's path.
      const files = this.studio.draftFiles(data);
      const content = Object.fromEntries(Object.entries(data).filter(([field]) => !(field in files)));
      if (Object.keys(content).length) await this.studio.update(id, content, user, manager);
      if (Object.keys(files).length) {
        const kept = new Set(this.filesIn(files));
        replaced = this.filesIn(Object.fromEntries(Object.keys(files).map((field) => [field, row[field]])));
        replaced = replaced.filter((url) => !kept.has(url));
        await manager.update(
          this.def.entity,
          { id },
          {
            ...Object.fromEntries(
              Object.entries(files).map(([field, value]) => [field, value === null ? () => 'NULL' : value]),
            ),
            updatedAt: now(),
          },
        );
      }
      if (!row.published) {
        await manager.update(this.def.entity, { id }, { published: true, updatedAt: now() });
      }
      if (existing) await manager.delete(StudioDraftEntity, { id: existing.id });
      const after = this.studio.view(await this.lock(manager, id));
      await publishTranslationSources(manager, this.def, id, after);
      const versionId = await keepVersion(manager, this.def, id, 'publish', after, user);
      await this.audit.record(manager, user, {
        action: 'publish',
        entity: this.def.path,
        entityId: id,
        fields: Object.keys(after).filter(
          (key) => key !== 'updatedAt' && JSON.stringify(after[key]) !== JSON.stringify(before[key]),
        ),
        title: titleOf(this.def, after),
        changes: changesBetween(this.def, before, after),
        versionId,
      });
      return { ...after, draft: null };
    });
    // The files the draft replaced or removed, handled as a live replacement is: each kept while a version (or
    // anything else) shows it, removed with the record's purge.
    await this.removeUnused(replaced);
    return published;
  }

  /**
   * Restores a version as the record's draft (the live record is untouched until published): the draft becomes
   * what makes the record read as the version (its files included: a version keeps them stored); a version equal to the
   * live record just drops the draft. Checked against If-Match like every write; keeps a `restore` version.
   */
  async restoreVersion(
    id: number,
    versionId: number,
    user: SessionUser,
    ifMatch?: string,
  ): Promise<RecordWithDraft> {
    let dropped: string[] = [];
    const restored = await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      await this.studio.checkVersion(manager, row, ifMatch);
      const version = await manager.findOneBy(StudioVersionEntity, {
        id: versionId,
        resource: this.def.path,
        recordId: id,
      });
      if (!version) throw new NotFoundException(`${this.def.path} ${id} has no version ${versionId}`);
      const existing = await this.find(manager, id);
      const before = this.editorValues(row, existing);
      const data = draftInputFromVersion(this.def, parseDraftInput(version.values), this.studio.view(row));
      checkRequiredEnglish(this.def, applyDraft(this.def, row, data));
      if (existing) dropped = this.filesIn(parseDraftInput(existing.data));
      let view: RecordWithDraft;
      if (Object.keys(data).length === 0) {
        if (existing) await manager.delete(StudioDraftEntity, { id: existing.id });
        view = { ...this.studio.view(row), draft: null };
      } else {
        const draft =
          existing ?? manager.create(StudioDraftEntity, { resource: this.def.path, recordId: id });
        draft.data = JSON.stringify(data);
        draft.updatedAt = now();
        draft.updatedBy = user.name;
        await manager.save(StudioDraftEntity, draft);
        view = this.withDraft(row, draft);
      }
      const after = view.draft?.values ?? this.studio.view(row);
      if (view.draft) await recordTranslationSources(manager, this.def, id, 'draft', before, after);
      else await discardTranslationSources(manager, this.def, id);
      const kept = await keepVersion(manager, this.def, id, 'restore', after, user);
      const changes = changesBetween(this.def, before, after);
      await this.audit.record(manager, user, {
        action: 'version-restore',
        entity: this.def.path,
        entityId: id,
        fields: Object.keys(changes),
        title: titleOf(this.def, after),
        changes,
        versionId: kept,
      });
      return view;
    });
    // A file the replaced draft held and the restored one does not (removeIfUnused keeps what is still used).
    await this.removeUnused(dropped);
    return restored;
  }

  /** The stored files a draft input's file fields name. */
  private filesIn(data: DraftInput): string[] {
    return Object.values(this.studio.draftFiles(data)).flatMap((value) => this.studio.urlsOf(value));
  }

  private async removeUnused(urls: string[]): Promise<void> {
    for (const url of new Set(urls)) await this.studio.removeIfUnused(url);
  }

  /** What the editor reads as the record's values: the draft applied, or the live record. */
  private editorValues(row: Row, draft: StudioDraftEntity | null): StudioRecord {
    return draft
      ? (this.withDraft(row, draft).draft?.values ?? this.studio.view(row))
      : this.studio.view(row);
  }

  private withDraft(row: Row, draft: StudioDraftEntity): RecordWithDraft {
    return this.studio.withDraft(row, draft);
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

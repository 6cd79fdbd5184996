import { isRichTextEmpty } from '@aurinko/contract/rich-text';
import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { LANGUAGES } from '../common/lang/languages.js';
import { mergeTranslations, type Translations } from '../common/translations/translations.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import { type Documents, mergeDocuments } from './drafts/draft-input.js';
import { StudioDraftEntity } from './drafts/studio-draft.entity.js';
import { changesBetween, keepVersion, titleOf } from './history/history.js';
import { StudioBinEntity } from './history/studio-history.entities.js';
import type { FileKind, StudioDefinition } from './studio-definition.js';
import { StudioFileFields } from './studio-file-fields.js';
import { StudioListing, type StudioPage } from './studio-listing.js';
import type { BulkAction, StudioListQueryDto } from './studio-query.dto.js';
import { type Lists, now, type Row, type StudioRecord, StudioRecords } from './studio-records.js';
import { recordTranslationSources } from './translation-sources.js';

export type { StudioPage } from './studio-listing.js';
export type { DraftView, RecordWithDraft, StudioRecord } from './studio-records.js';

type Input = Record<string, unknown>;

/** What `POST …/bulk` answers: the ids done, those that do not exist, and those a rule kept (with why). */
export interface BulkResult {
  action: BulkAction;
  done: string[];
  missing: string[];
  refused: Array<{ _id: string; message: string }>;
}

/** A date field's `YYYY-MM-DD` (validated by `@DateInput()`) as that day, 00:00 UTC. */
const dayOf = (text: string) => new Date(`${text}T00:00:00.000Z`);

/** Applies a per-language list edit: a language's list replaces it, `[]` removes it, an absent language is kept. */
function mergeLists(current: Lists, changes: Lists): Lists {
  const next: Lists = { ...current };
  for (const language of LANGUAGES) {
    const list = changes[language];
    if (list === undefined) continue;
    // Items arrive as DTO instances: stored (and answered) as plain JSON.
    if (list.length === 0) delete next[language];
    else next[language] = JSON.parse(JSON.stringify(list)) as unknown[];
  }
  return next;
}

/**
 * The generic admin service behind every studio resource: one instance per definition (built by its controller).
 * The record writes are here (create, update, delete to the bin, bulk, order, publish); reading rows and the checks
 * every write runs are its base (StudioRecords), the list is StudioListing and the file fields StudioFileFields.
 * Writes and their audit row share one transaction.
 */
export class StudioService extends StudioRecords {
  private readonly listing: StudioListing;
  private readonly fileWrites: StudioFileFields;

  constructor(
    def: StudioDefinition,
    dataSource: DataSource,
    files: FilesService,
    private readonly audit: AuditService,
  ) {
    super(def, dataSource);
    this.listing = new StudioListing(def, dataSource, this);
    this.fileWrites = new StudioFileFields(def, dataSource, files, audit, this);
  }

  /** One page of the admin list (StudioListing.list). */
  list(query: StudioListQueryDto): Promise<StudioPage> {
    return this.listing.list(query);
  }

  /** Fields a list may be sorted by (StudioListing.sortableFields). */
  sortableFields(): string[] {
    return this.listing.sortableFields();
  }

  // The file fields (StudioFileFields): uploads, files from the media library, removals, and what the drafts and the
  // bin ask of them.
  upload(id: number, field: string, file: IncomingFile | undefined, user: SessionUser, ifMatch?: string) {
    return this.fileWrites.upload(id, field, file, user, ifMatch);
  }

  attachStored(id: number, field: string, url: string, kind: FileKind, user: SessionUser) {
    return this.fileWrites.attachStored(id, field, url, kind, user);
  }

  removeFile(id: number, field: string, user: SessionUser, url?: unknown, ifMatch?: string) {
    return this.fileWrites.removeFile(id, field, user, url, ifMatch);
  }

  fileTarget(manager: EntityManager, live: Row) {
    return this.fileWrites.fileTarget(manager, live);
  }

  draftFiles(data: Record<string, unknown>) {
    return this.fileWrites.draftFiles(data);
  }

  urlsOf(value: unknown) {
    return this.fileWrites.urlsOf(value);
  }

  filesOf(row: Row) {
    return this.fileWrites.filesOf(row);
  }

  removeIfUnused(url: string | null) {
    return this.fileWrites.removeIfUnused(url);
  }

  async findOne(id: number): Promise<StudioRecord> {
    return this.view(await this.get(this.dataSource.manager, id));
  }

  async create(input: Input, user: SessionUser): Promise<StudioRecord> {
    const row = this.dataSource.getRepository<Row>(this.def.entity).create() as Row;
    for (const field of this.def.translated) {
      row[field] = mergeTranslations({}, (input[field] as Translations | undefined) ?? {});
    }
    for (const field of this.def.translatedLists ?? []) {
      row[field] = mergeLists({}, (input[field] as Lists | undefined) ?? {});
    }
    for (const field of this.def.translatedRichTexts ?? []) {
      row[field] = mergeDocuments({}, (input[field] as Documents | undefined) ?? {});
    }
    this.setPlain(row, input);
    for (const field of this.fileFields()) row[field] = this.isList(field) ? [] : null;
    Object.assign(row, this.def.fixed);
    row.published = (input.published as boolean | undefined) ?? true;
    this.checkRequired(row);
    this.def.prepare?.(row);
    row.createdAt = row.updatedAt = now();
    return this.write(async (manager) => {
      await this.checkUnique(manager, row);
      await this.checkReferences(manager, row);
      row.sortOrder = (input.sortOrder as number | undefined) ?? (await this.nextSortOrder(manager, row));
      const saved = (await manager.save(this.def.entity, row)) as Row;
      const view = this.view(saved);
      await recordTranslationSources(manager, this.def, saved.id, 'live', null, view);
      const versionId = await keepVersion(manager, this.def, saved.id, 'create', view, user);
      await this.audit.record(manager, user, {
        action: 'create',
        entity: this.def.path,
        entityId: saved.id,
        fields: Object.keys(input).filter((key) => input[key] !== undefined),
        title: titleOf(this.def, view),
        changes: changesBetween(this.def, null, view),
        versionId,
      });
      return view;
    });
  }

  /** `within`: a caller's transaction to run in (publishing a draft commits the update with the draft's removal). */
  async update(
    id: number,
    input: Input,
    user: SessionUser,
    within?: EntityManager,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    return this.inTransaction(within, async (manager) => {
      const row = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, row, ifMatch);
      const watched = [
        ...this.def.translated,
        ...(this.def.translatedLists ?? []),
        ...(this.def.translatedRichTexts ?? []),
        ...this.def.plain,
        ...(this.def.derived ?? []),
        'published',
      ];
      const before = Object.fromEntries(watched.map((field) => [field, JSON.stringify(row[field])]));
      const beforeView = this.view(row);
      for (const field of this.def.translated) {
        const changes = input[field] as Translations | undefined;
        if (changes !== undefined) row[field] = mergeTranslations(row[field] as Translations, changes);
      }
      for (const field of this.def.translatedLists ?? []) {
        const changes = input[field] as Lists | undefined;
        if (changes !== undefined) row[field] = mergeLists(row[field] as Lists, changes);
      }
      for (const field of this.def.translatedRichTexts ?? []) {
        const changes = input[field] as Documents | undefined;
        if (changes !== undefined) row[field] = mergeDocuments(row[field] as Documents, changes);
      }
      this.setPlain(row, input);
      if (input.published !== undefined) row.published = input.published as boolean;
      this.checkRequired(row);
      this.def.prepare?.(row);
      await this.checkUnique(manager, row);
      await this.checkReferences(manager, row);
      const changed = watched.filter((field) => JSON.stringify(row[field]) !== before[field]);
      const scopeChanged = this.def.scope.some((field) => changed.includes(field));
      if (input.sortOrder !== undefined && input.sortOrder !== row.sortOrder) {
        row.sortOrder = input.sortOrder as number;
        changed.push('sortOrder');
      } else if (scopeChanged) {
        // A record moved to another scope (a product to another group) goes to the end of that scope's order.
        row.sortOrder = await this.nextSortOrder(manager, row);
        changed.push('sortOrder');
      }
      if (changed.length) {
        row.updatedAt = now();
        await manager.save(this.def.entity, row);
      }
      const view = this.view(row);
      await recordTranslationSources(manager, this.def, id, 'live', beforeView, view);
      // Publishing a draft (`within`) keeps its own version, after the publication.
      const versionId =
        changed.length && !within
          ? await keepVersion(manager, this.def, id, 'update', view, user)
          : undefined;
      await this.audit.record(manager, user, {
        action: 'update',
        entity: this.def.path,
        entityId: id,
        fields: changed,
        title: titleOf(this.def, view),
        changes: changesBetween(this.def, beforeView, view),
        ...(versionId ? { versionId } : {}),
      });
      return view;
    });
  }

  /**
   * Moves the record to the bin (kept 30 days with its draft and its files, then purged: StudioBinService); its
   * versions stay, so a record put back keeps its history.
   */
  async remove(id: number, user: SessionUser, ifMatch?: string): Promise<{ _id: string; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const found = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, found, ifMatch);
      await this.def.beforeRemove?.(manager, found);
      const draft = await this.draftOf(manager, id);
      const title = titleOf(this.def, found);
      // A record deleted again after a restore replaces its older bin row.
      await manager.delete(StudioBinEntity, { resource: this.def.path, recordId: id });
      await manager.insert(StudioBinEntity, {
        resource: this.def.path,
        recordId: id,
        title: JSON.stringify(title),
        row: JSON.stringify(found),
        draft: draft?.data ?? null,
        deletedAt: now(),
        adminId: user.id,
        adminName: user.name,
      });
      await manager.delete(this.def.entity, { id });
      await manager.delete(StudioDraftEntity, { resource: this.def.path, recordId: id });
      await this.audit.record(manager, user, {
        action: 'delete',
        entity: this.def.path,
        entityId: id,
        title,
      });
    });
    return { _id: String(id), message: `${this.def.path} ${id} deleted` };
  }

  /**
   * One action on many records (the list's selection): each record in its own transaction with its own audit row, as
   * if done one by one. Ids that do not exist are answered in `missing`, records a rule keeps (a delete refused while
   * others use it) in `refused` with the reason; the rest in `done`.
   */
  async bulk(action: BulkAction, ids: readonly string[], user: SessionUser): Promise<BulkResult> {
    const result: BulkResult = { action, done: [], missing: [], refused: [] };
    for (const id of [...new Set(ids)]) {
      try {
        if (action === 'delete') await this.remove(Number(id), user);
        else await this.setPublished(Number(id), action === 'publish', user);
        result.done.push(id);
      } catch (error) {
        if (error instanceof NotFoundException) result.missing.push(id);
        else if (error instanceof HttpException) {
          const body = error.getResponse();
          const message =
            typeof body === 'object' && body && 'message' in body ? String(body.message) : error.message;
          result.refused.push({ _id: id, message });
        } else throw error;
      }
    }
    return result;
  }

  /** Swaps the sort order with the neighbour in the same scope; at either end nothing changes. */
  async move(
    id: number,
    direction: 'up' | 'down',
    user: SessionUser,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, row, ifMatch);
      const siblings = await manager.find<Row>(this.def.entity, {
        select: { id: true, sortOrder: true },
        where: { ...this.scopeOf(row), ...this.def.fixed },
        order: { sortOrder: 'ASC', id: 'ASC' },
      });
      const index = siblings.findIndex((s) => s.id === id);
      const target = index + (direction === 'up' ? -1 : 1);
      const self = siblings[index];
      const neighbour = siblings[target];
      if (!self || !neighbour) return this.view(row);
      if (self.sortOrder === neighbour.sortOrder) {
        // Equal orders cannot be swapped: number the scope 0…n-1 first (ties keep their id order).
        for (const [position, sibling] of siblings.entries()) {
          if (sibling.sortOrder !== position) {
            sibling.sortOrder = position;
            await manager.update(this.def.entity, { id: sibling.id }, { sortOrder: position });
          }
        }
      }
      const [mine, theirs] = [self.sortOrder, neighbour.sortOrder];
      await manager.update(this.def.entity, { id: self.id }, { sortOrder: theirs });
      await manager.update(this.def.entity, { id: neighbour.id }, { sortOrder: mine });
      await this.audit.record(manager, user, {
        action: 'move',
        entity: this.def.path,
        entityId: id,
        fields: ['sortOrder'],
      });
      row.sortOrder = theirs;
      return this.view(row);
    });
  }

  async setPublished(
    id: number,
    published: boolean,
    user: SessionUser,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, row, ifMatch);
      if (row.published !== published) {
        row.published = published;
        row.updatedAt = now();
        await manager.update(this.def.entity, { id }, { published, updatedAt: row.updatedAt });
      }
      await this.audit.record(manager, user, {
        action: published ? 'publish' : 'unpublish',
        entity: this.def.path,
        entityId: id,
        fields: ['published'],
      });
      return this.view(row);
    });
  }

  /** Plain fields from the input; a date field's `YYYY-MM-DD` becomes that day. */
  private setPlain(row: Row, input: Input): void {
    for (const field of this.def.plain) {
      const value = input[field];
      if (value === undefined) continue;
      row[field] = this.def.dates?.includes(field) && typeof value === 'string' ? dayOf(value) : value;
    }
  }

  private checkRequired(row: Row): void {
    const fields: Record<string, string[]> = {};
    for (const field of this.def.required) {
      if (!(row[field] as Translations).en) fields[`${field}.en`] = [`${field}.en must not be empty`];
    }
    for (const field of this.def.requiredRichTexts ?? []) {
      if (isRichTextEmpty((row[field] as Documents | null)?.en))
        fields[`${field}.en`] = [`${field}.en must not be empty`];
    }
    const messages = Object.values(fields).flat();
    if (messages.length) {
      throw new BadRequestException({
        statusCode: 400,
        message: messages.join('; '),
        error: 'Bad Request',
        fields,
      });
    }
  }

  private scopeOf(row: Row): ObjectLiteral {
    return Object.fromEntries(this.def.scope.map((field) => [field, row[field]]));
  }

  private async nextSortOrder(manager: EntityManager, row: Row): Promise<number> {
    const qb = manager.createQueryBuilder(this.def.entity, 'r').select('MAX(r.sortOrder)', 'max');
    this.whereFixed(qb);
    for (const field of this.def.scope) qb.andWhere(`r.${field} = :${field}`, { [field]: row[field] });
    const result = await qb.getRawOne<{ max: number | string | null }>();
    return result?.max === null || result?.max === undefined ? 0 : Number(result.max) + 1;
  }

  private inTransaction<T>(within: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>) {
    return within ? work(within) : this.write(work);
  }
}

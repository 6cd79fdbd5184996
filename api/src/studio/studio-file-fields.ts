import type { DataSource, EntityManager } from 'typeorm';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import type { FilesService, IncomingFile, StoredFile } from '../files/files.service.js';
import { nameField } from '../files/name-field.js';
import { storageKeysOf, storedFileColumns } from '../files/stored-file-columns.js';
import { MediaItemEntity } from '../media/media-item.entity.js';
import { registerMedia } from '../media/media-registry.js';
import { applyDraft, parseDraftInput } from './drafts/draft-input.js';
import { StudioDraftEntity } from './drafts/studio-draft.entity.js';
import { likeLiteral } from './search-texts.js';
import type { FileField, FileKind, StudioDefinition } from './studio-definition.js';
import { fieldError, now, type Row, type StudioRecord, type StudioRecords } from './studio-records.js';

const DEFAULT_MAX_ITEMS = 20;

/**
 * The file fields of one studio resource: uploads, files taken from the media library, removals. Files are stored
 * before the write's transaction and removed after it (a refused or failed write removes the new file; a committed
 * one removes the replaced file if nothing uses it). A record with a pending draft gets the file in its draft.
 */
export class StudioFileFields {
  constructor(
    private readonly def: StudioDefinition,
    private readonly dataSource: DataSource,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly records: StudioRecords,
  ) {}

  async upload(
    id: number,
    field: string,
    file: IncomingFile | undefined,
    user: SessionUser,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    const spec = this.fileField(field);
    if (!file) throw fieldError(field, `${field} must be a file (one multipart part named "file")`);
    const found = await this.records.get(this.dataSource.manager, id);
    await this.records.checkVersion(this.dataSource.manager, found, ifMatch);
    const { current: edited } = await this.fileTarget(this.dataSource.manager, found);
    this.checkRoom(field, spec, edited);
    this.def.checkUpload?.(edited, field);
    const stored = await this.store(field, spec, file);
    let replaced: string | null;
    let row: Row;
    let duplicate = false;
    try {
      [row, replaced] = await this.dataSource.transaction(async (manager) => {
        const live = await this.records.getForUpdate(manager, id);
        await this.records.checkVersion(manager, live, ifMatch);
        const { draft, current } = await this.fileTarget(manager, live);
        // A list field gains the file (checked again under the lock); a single field has it replace the old one.
        if (spec.list) this.checkRoom(field, spec, current);
        this.def.checkUpload?.(current, field);
        // Into the media library (issue 34): the same content already there is used instead of a second copy.
        const registered = await registerMedia(manager, stored);
        duplicate = registered.duplicate;
        const url = registered.url;
        const old = spec.list ? null : (current[field] as string | null);
        const value = spec.list ? [...(current[field] as string[]), url] : url;
        await this.writeFile(manager, live, draft, field, value, user, 'upload');
        current[field] = value;
        await this.files.committed(manager, [stored.key]);
        return [current, old] as const;
      });
    } catch (error) {
      await this.files.remove(stored.key);
      throw error;
    }
    if (duplicate) await this.files.remove(stored.key);
    if (replaced !== row[field]) await this.removeIfUnused(replaced);
    return this.records.view(row);
  }

  /**
   * Puts a file the media library already holds into a file field (a list field gains it; a single field has it
   * replace the old one) — the upload's write without a new file. 400 naming `field` for a field of another kind.
   */
  async attachStored(
    id: number,
    field: string,
    url: string,
    kind: FileKind,
    user: SessionUser,
  ): Promise<void> {
    const spec = this.fileField(field);
    if (spec.kind !== kind) {
      throw fieldError(
        'field',
        `${field} takes ${spec.kind === 'pdf' ? 'a PDF' : `an ${spec.kind}`}, not this ${kind}`,
      );
    }
    const replaced = await this.dataSource.transaction(async (manager) => {
      const live = await this.records.getForUpdate(manager, id);
      const { draft, current } = await this.fileTarget(manager, live);
      if (spec.list && (current[field] as string[]).includes(url)) return null;
      if (spec.list) this.checkRoom(field, spec, current);
      this.def.checkUpload?.(current, field);
      const old = spec.list ? null : (current[field] as string | null);
      const value = spec.list ? [...(current[field] as string[]), url] : url;
      await this.writeFile(manager, live, draft, field, value, user, 'upload');
      return old;
    });
    if (replaced !== url) await this.removeIfUnused(replaced);
  }

  /** Empties a file field; a list field loses the one file named by `url` (400 naming `url` when it has no such file). */
  async removeFile(
    id: number,
    field: string,
    user: SessionUser,
    url?: unknown,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    const spec = this.fileField(field);
    if (spec.list) return this.removeFromList(id, field, url, user, ifMatch);
    const [row, old] = await this.dataSource.transaction(async (manager) => {
      const live = await this.records.getForUpdate(manager, id);
      await this.records.checkVersion(manager, live, ifMatch);
      const { draft, current } = await this.fileTarget(manager, live);
      const previous = (current[field] as string | null) ?? null;
      if (previous !== null) await this.writeFile(manager, live, draft, field, null, user, 'remove-file');
      return [live, previous] as const;
    });
    await this.removeIfUnused(old);
    return this.records.view(row);
  }

  private async removeFromList(id: number, field: string, url: unknown, user: SessionUser, ifMatch?: string) {
    const row = await this.dataSource.transaction(async (manager) => {
      const live = await this.records.getForUpdate(manager, id);
      await this.records.checkVersion(manager, live, ifMatch);
      const { draft, current } = await this.fileTarget(manager, live);
      const list = (current[field] as string[] | null) ?? [];
      if (typeof url !== 'string' || !list.includes(url)) {
        throw fieldError('url', `url must name one of the files of ${field} (?url=/api/uploads/…)`);
      }
      const value = list.filter((item) => item !== url);
      await this.writeFile(manager, live, draft, field, value, user, 'remove-file');
      return live;
    });
    await this.removeIfUnused(url as string);
    return this.records.view(row);
  }

  /**
   * Where a file write goes: into the record's pending draft when it has one (visitors keep the published file until
   * the draft is published), onto the live row otherwise — like the text edits (PUT …/:id/draft vs PUT …/:id).
   * `current` is the row as the editor sees it (the draft applied), so a second upload replaces the draft's file.
   */
  async fileTarget(
    manager: EntityManager,
    live: Row,
  ): Promise<{ draft: StudioDraftEntity | null; current: Row }> {
    const draft = await this.records.draftOf(manager, live.id);
    return { draft, current: draft ? applyDraft(this.def, live, parseDraftInput(draft.data)) : live };
  }

  /**
   * Writes a file field's new value (a URL, null, or a list) where `fileTarget` says, with its audit row: a live
   * write as `upload`/`remove-file`, a drafted one as `draft-save` of the field. A draft whose file field comes back
   * to the live value no longer changes it.
   */
  private async writeFile(
    manager: EntityManager,
    live: Row,
    draft: StudioDraftEntity | null,
    field: string,
    value: string | string[] | null,
    user: SessionUser,
    action: 'upload' | 'remove-file',
  ): Promise<void> {
    if (draft) {
      const data = parseDraftInput(draft.data);
      const liveValue = live[field] ?? (this.records.isList(field) ? [] : null);
      if (JSON.stringify(liveValue) === JSON.stringify(value)) delete data[field];
      else data[field] = value;
      draft.data = JSON.stringify(data);
      draft.updatedAt = now();
      draft.updatedBy = user.name;
      await manager.save(StudioDraftEntity, draft);
    } else {
      live[field] = value;
      live.updatedAt = now();
      await manager.update(
        this.def.entity,
        { id: live.id },
        value === null
          ? { [field]: () => 'NULL', updatedAt: live.updatedAt }
          : { [field]: value, updatedAt: live.updatedAt },
      );
    }
    await this.audit.record(manager, user, {
      action: draft ? 'draft-save' : action,
      entity: this.def.path,
      entityId: live.id,
      fields: [field],
    });
  }

  /** The file fields a draft input sets (`{field: url | null | urls}`), for publishing and discarding it. */
  draftFiles(data: Record<string, unknown>): Record<string, string | string[] | null> {
    return Object.fromEntries(
      this.records
        .fileFields()
        .filter((field) => Object.hasOwn(data, field))
        .map((field) => [field, data[field] as string | string[] | null]),
    );
  }

  /** Every stored file URL a file value (single or list) names. */
  urlsOf(value: unknown): string[] {
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : typeof value === 'string'
        ? [value]
        : [];
  }

  /** Every stored file a row references, over its single and list file fields. */
  filesOf(row: Row): string[] {
    return this.records.fileFields().flatMap((field) => {
      const value = row[field] as string | string[] | null;
      return Array.isArray(value) ? value : value ? [value] : [];
    });
  }

  /** A list field already holding its maximum refuses one more file (400 naming the field). */
  private checkRoom(field: string, spec: FileField, row: Row): void {
    const max = spec.maxItems ?? DEFAULT_MAX_ITEMS;
    if (spec.list && (row[field] as string[]).length >= max) {
      throw fieldError(field, `${field} holds at most ${max} files; remove one first`);
    }
  }

  private fileField(field: string): FileField {
    const spec = Object.hasOwn(this.def.files, field)
      ? (this.def.files as Record<string, FileField>)[field]
      : undefined;
    if (!spec) {
      throw fieldError(
        'field',
        `field must be one of: ${this.records.fileFields().join(', ')} (got ${JSON.stringify(field.slice(0, 40))})`,
      );
    }
    return spec;
  }

  private async store(field: string, spec: FileField, file: IncomingFile): Promise<StoredFile> {
    try {
      if (spec.kind === 'pdf') return await this.files.storeDocument(file, { folder: spec.folder });
      if (spec.kind === 'video') return await this.files.storeVideo(file, { folder: spec.folder });
      return await this.files.storeImage(file, {
        folder: spec.folder,
        ...(spec.maxDimension ? { maxDimension: spec.maxDimension } : {}),
      });
    } catch (error) {
      throw nameField(error, field);
    }
  }

  /**
   * Seed records share files: a URL is removed from storage only when no column that references stored files (the
   * one registry of `@StoredFileReference()` columns, studio resources or not) still holds it.
   */
  async removeIfUnused(url: string | null): Promise<void> {
    const key = this.files.keyOf(url);
    if (!key || !url) return;
    for (const { entity, property, list } of storedFileColumns()) {
      if (!this.dataSource.hasMetadata(entity) || entity === MediaItemEntity) continue;
      if (list) {
        // A JSON array in a text column: rows whose text contains the key, then their parsed lists, decide.
        const metadata = this.dataSource.getMetadata(entity);
        const column = metadata.findColumnWithPropertyName(property)?.databaseName ?? property;
        const rows = (await this.dataSource
          .createQueryBuilder()
          .select(`t.${column}`, 'value')
          .from(metadata.tableName, 't')
          .where(`t.${column} LIKE :key ESCAPE '!'`, { key: `%${likeLiteral(key)}%` })
          .getRawMany()) as Array<{ value: unknown }>;
        if (rows.some(({ value }) => storageKeysOf(value).includes(key))) return;
      } else if (await this.dataSource.manager.existsBy(entity, { [property]: url })) return;
    }
    // No record uses it: a library item the library keeps stays (deleted in the library); one that only ever was
    // this record's upload goes with it.
    const item = await this.dataSource.manager.findOneBy(MediaItemEntity, { url });
    if (item?.kept) return;
    if (item) await this.dataSource.manager.delete(MediaItemEntity, { id: item.id, kept: false });
    await this.files.remove(key);
  }
}

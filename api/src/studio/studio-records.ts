import { EMPTY_RICH_TEXT } from '@aurinko/contract/rich-text';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { type DataSource, type EntityManager, type ObjectLiteral, QueryFailedError } from 'typeorm';
import { LANGUAGES } from '../common/lang/languages.js';
import { allLanguages, type Translations } from '../common/translations/translations.js';
import { applyDraft, type Documents, parseDraftInput } from './drafts/draft-input.js';
import { StudioDraftEntity } from './drafts/studio-draft.entity.js';
import type { FileField, StudioDefinition, StudioEntity } from './studio-definition.js';
import { type TranslationStatus, translationStatuses } from './translation-sources.js';
import { expectedVersions, staleVersion, versionOf } from './versions/record-version.js';

export type Row = StudioEntity & Record<string, unknown>;
export type Lists = Partial<Record<string, unknown[]>>;
export type StudioRecord = Record<string, unknown> & { _id: string };

/** A pending draft as the editor reads it. */
export interface DraftView {
  /** The record as it will be once published (the live record with the draft applied, its files included). */
  values: StudioRecord;
  /** Fields the draft changes. */
  fields: string[];
  updatedAt: string;
  updatedBy: string;
  /** Per language other than English: missing, filled or stale in the draft (translation-sources.ts). */
  translationStatus?: TranslationStatus;
}

/** What the editor reads: the live record, its draft, and the version a write names in `If-Match`. */
export type RecordWithDraft = StudioRecord & {
  draft: DraftView | null;
  _version?: string;
  /** Per language other than English: missing, filled or stale in the live record (translation-sources.ts). */
  translationStatus?: TranslationStatus;
};

export const fieldError = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, message, error: 'Bad Request', fields: { [field]: [message] } });

export const conflict = (field: string, message: string) =>
  new ConflictException({ statusCode: 409, message, error: 'Conflict', fields: { [field]: [message] } });

/** Whole seconds: MySQL `datetime` keeps no fraction, so the record answered equals the record read back. */
export const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * One studio resource's rows as its editor reads them: the record's JSON (`view`), its draft and version, the rows
 * found (and locked) by id, and the checks every write runs (version, unique values, references). The listing, the
 * file fields and the record writes (StudioService) are built on it.
 */
export class StudioRecords {
  constructor(
    protected readonly def: StudioDefinition,
    protected readonly dataSource: DataSource,
  ) {}

  /** The JSON an editor reads and writes back. */
  view(row: Row): StudioRecord {
    const record: StudioRecord = { _id: String(row.id) };
    for (const field of [...this.def.plain, ...(this.def.derived ?? [])]) record[field] = row[field];
    for (const field of this.def.dates ?? []) {
      record[field] = row[field] ? new Date(row[field] as Date).toISOString() : null;
    }
    for (const field of this.def.translated) record[field] = allLanguages((row[field] as Translations) ?? {});
    for (const field of this.def.translatedLists ?? []) {
      const lists = (row[field] as Lists | null) ?? {};
      record[field] = Object.fromEntries(LANGUAGES.map((language) => [language, lists[language] ?? []]));
    }
    for (const field of this.def.translatedRichTexts ?? []) {
      const docs = (row[field] as Documents | null) ?? {};
      record[field] = Object.fromEntries(
        LANGUAGES.map((language) => [language, docs[language] ?? EMPTY_RICH_TEXT]),
      );
    }
    for (const field of this.fileFields()) {
      record[field] = this.isList(field)
        ? ((row[field] as string[] | null) ?? [])
        : ((row[field] as string | null) ?? null);
    }
    record.sortOrder = row.sortOrder;
    record.published = Boolean(row.published);
    record.createdAt = new Date(row.createdAt).toISOString();
    record.updatedAt = new Date(row.updatedAt).toISOString();
    return record;
  }

  /** The editor's view of a row and its draft (null: none). */
  withDraft(row: Row, draft: StudioDraftEntity | null): RecordWithDraft {
    if (!draft) return { ...this.view(row), draft: null };
    const data = parseDraftInput(draft.data);
    return {
      ...this.view(row),
      draft: {
        values: this.view(applyDraft(this.def, row, data)),
        fields: Object.keys(data),
        updatedAt: new Date(draft.updatedAt).toISOString(),
        updatedBy: draft.updatedBy,
      },
    };
  }

  /** The record as its editor reads it now, with its version (404 when it is gone). */
  async current(id: number, manager: EntityManager = this.dataSource.manager): Promise<RecordWithDraft> {
    const row = await this.get(manager, id);
    const view = this.withDraft(row, await this.draftOf(manager, id));
    return { ...view, _version: versionOf(view) };
  }

  /** The editor's answer with each language's translation status, the record's and its draft's (not in the version). */
  async withTranslationStatus(
    current: RecordWithDraft,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RecordWithDraft> {
    const id = Number(current._id);
    const statuses = await translationStatuses(manager, this.def, id, current, current.draft?.values ?? null);
    return {
      ...current,
      translationStatus: statuses.live,
      draft: current.draft ? { ...current.draft, translationStatus: statuses.draft ?? undefined } : null,
    };
  }

  /**
   * Optimistic concurrency: a write whose `If-Match` does not name the record's current version (the row, locked by
   * the caller, and its draft) is refused with 409 and the record as it is now, with its translation status as the
   * record's answer carries it (so the conflict screen shows the tabs' state). No header: no check.
   */
  async checkVersion(manager: EntityManager, row: Row, ifMatch: string | undefined): Promise<void> {
    const expected = expectedVersions(ifMatch);
    if (!expected) return;
    const view = this.withDraft(row, await this.draftOf(manager, row.id));
    const version = versionOf(view);
    if (!expected.includes(version))
      throw staleVersion(version, await this.withTranslationStatus(view, manager));
  }

  draftOf(manager: EntityManager, id: number): Promise<StudioDraftEntity | null> {
    return manager.findOneBy(StudioDraftEntity, { resource: this.def.path, recordId: id });
  }

  async get(manager: EntityManager, id: number): Promise<Row> {
    const row = await manager.findOneBy<Row>(this.def.entity, { id, ...this.def.fixed });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} not found`);
    return row;
  }

  /**
   * The row, locked until the transaction ends, so concurrent writes to one record (two uploads, an upload racing a
   * delete) run one after the other and none leaves an orphan file or brings a deleted record back. MySQL needs
   * `FOR UPDATE`; SQLite runs one write transaction at a time anyway (and has no row locks).
   */
  async getForUpdate(manager: EntityManager, id: number): Promise<Row> {
    if (manager.connection.options.type !== 'mysql') return this.get(manager, id);
    const row = await manager.findOne<Row>(this.def.entity, {
      where: { id, ...this.def.fixed },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} not found`);
    return row;
  }

  /** Only the records holding the definition's fixed values belong to it. */
  whereFixed(qb: { andWhere(where: string, parameters: ObjectLiteral): unknown }): void {
    for (const [field, value] of Object.entries(this.def.fixed ?? {})) {
      qb.andWhere(`r.${field} = :fixed_${field}`, { [`fixed_${field}`]: value });
    }
  }

  fileFields(): string[] {
    return Object.keys(this.def.files);
  }

  isList(field: string): boolean {
    return Boolean((this.def.files as Record<string, FileField>)[field]?.list);
  }

  /** Plain fields pointing at another table's rows (a photo's category) must name an existing row (locked on MySQL). */
  async checkReferences(manager: EntityManager, row: Row): Promise<void> {
    const mysql = manager.connection.options.type === 'mysql';
    for (const [field, reference] of Object.entries(this.def.references ?? {})) {
      const value = row[field];
      if (!reference || value === null || value === undefined) continue;
      const found = await manager.findOne(reference.entity, {
        where: { [reference.column]: value },
        ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
      if (!found) throw fieldError(field, reference.message);
    }
  }

  /** The pre-check of unique fields, inside the write's transaction (another record with the value → 409). */
  async checkUnique(manager: EntityManager, row: Row): Promise<void> {
    for (const field of this.def.unique ?? []) {
      const value = row[field];
      if (value === undefined || value === null || value === '') continue;
      const other = await manager.findOne<Row>(this.def.entity, {
        select: { id: true },
        where: { [field]: value },
      });
      if (other && other.id !== row.id) throw this.taken(field, value);
    }
  }

  private taken(field: string, value: unknown): ConflictException {
    return conflict(
      field,
      `${field} ${JSON.stringify(value)} is already used by another record; choose another`,
    );
  }

  /**
   * A write transaction whose duplicate-key error (the unique index: two writes passed the pre-check at once) is
   * answered as the pre-check would have: 409 naming the field.
   */
  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw this.uniqueViolation(error);
    }
  }

  private uniqueViolation(error: unknown): unknown {
    const unique = this.def.unique ?? [];
    if (!(error instanceof QueryFailedError) || unique.length === 0) return error;
    const code = (error.driverError as { code?: unknown } | undefined)?.code;
    if (code !== 'ER_DUP_ENTRY' && !String(code).startsWith('SQLITE_CONSTRAINT_UNIQUE')) return error;
    const metadata = this.dataSource.getMetadata(this.def.entity);
    const field =
      unique.find((name) =>
        error.message.includes(metadata.findColumnWithPropertyName(name)?.databaseName ?? name),
      ) ?? unique[0];
    const value = /Duplicate entry '(.*)' for key/.exec(error.message)?.[1];
    return conflict(
      field as string,
      `${field} ${value === undefined ? '' : `${JSON.stringify(value)} `}is already used by another record; choose another`,
    );
  }
}

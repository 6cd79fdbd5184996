import { EMPTY_RICH_TEXT, isRichTextEmpty } from '@aurinko/contract/rich-text';
import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import {
  type DataSource,
  type EntityManager,
  In,
  type ObjectLiteral,
  QueryFailedError,
  type SelectQueryBuilder,
} from 'typeorm';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { LANGUAGES } from '../common/lang/languages.js';
import { allLanguages, mergeTranslations, type Translations } from '../common/translations/translations.js';
import { type Paginated, paginated } from '../content/common/content-query.dto.js';
import type { FilesService, IncomingFile, StoredFile } from '../files/files.service.js';
import { nameField } from '../files/name-field.js';
import { storageKeysOf, storedFileColumns } from '../files/stored-file-columns.js';
import { MediaItemEntity } from '../media/media-item.entity.js';
import { registerMedia } from '../media/media-registry.js';
import { applyDraft, type Documents, mergeDocuments, parseDraftInput } from './drafts/draft-input.js';
import { StudioDraftEntity } from './drafts/studio-draft.entity.js';
import { changesBetween, keepVersion, titleOf } from './history/history.js';
import { StudioBinEntity } from './history/studio-history.entities.js';
import {
  likeLiteral,
  matchingRecordsSql,
  type SearchedTable,
  searchedTables,
  searchTextsReady,
} from './search-texts.js';
import type { FileField, FileKind, StudioDefinition, StudioEntity } from './studio-definition.js';
import type { BulkAction, StudioListQueryDto } from './studio-query.dto.js';
import {
  recordTranslationSources,
  type TranslationStatus,
  translationStatuses,
} from './translation-sources.js';
import { englishTitleSql } from './translation-sql.js';
import { expectedVersions, staleVersion, versionOf } from './versions/record-version.js';

type Row = StudioEntity & Record<string, unknown>;

/** A page of an admin list: by page number (with the total) or by keyset cursor (without). */
export type StudioPage =
  | (Paginated<StudioRecord> & { nextCursor: string | null })
  | { items: StudioRecord[]; pageSize: number; nextCursor: string | null };
type Input = Record<string, unknown>;
type Lists = Partial<Record<string, unknown[]>>;
export type StudioRecord = Record<string, unknown> & { _id: string };

/** What `POST …/bulk` answers: the ids done, those that do not exist, and those a rule kept (with why). */
export interface BulkResult {
  action: BulkAction;
  done: string[];
  missing: string[];
  refused: Array<{ _id: string; message: string }>;
}

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

const fieldError = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, message, error: 'Bad Request', fields: { [field]: [message] } });

const conflict = (field: string, message: string) =>
  new ConflictException({ statusCode: 409, message, error: 'Conflict', fields: { [field]: [message] } });

const DEFAULT_MAX_ITEMS = 20;

/** The join of a search's matching ids (MySQL/MariaDB, `list`). */
const MATCHED = 'matched';

/**
 * MySQL/MariaDB: a search's statement starts from the matching ids and reads the list's table by primary key
 * (`matched STRAIGHT_JOIN table`). Left to itself MariaDB reads the table whole and probes the ids per row once the
 * ids' estimate nears the table's size (a common word: `zinc` is in a tenth of the bench's product names, ~1.1 texts
 * per product), and `FORCE INDEX (PRIMARY)` does not change that. TypeORM writes no join order, so the statement it
 * writes is reordered: `FROM table r INNER JOIN (ids) matched ON c` → `FROM (ids) matched STRAIGHT_JOIN table r ON c`.
 */
function byPrimaryKey<T extends SelectQueryBuilder<Row>>(qb: T): T {
  if (
    qb.connection.options.type !== 'mysql' ||
    !qb.expressionMap.joinAttributes.some((join) => join.alias.name === MATCHED)
  )
    return qb;
  const main = qb.expressionMap.mainAlias;
  if (!main?.hasMetadata) return qb;
  const quote = (name: string) => qb.connection.driver.escape(name);
  const table = `${quote(main.metadata.tableName)} ${quote(main.name)}`;
  const head = `FROM ${table} INNER JOIN (`;
  const tail = `) ${quote(MATCHED)} ON ${MATCHED}.record_id = ${quote(main.name)}.${quote('id')}`;
  const getQuery = qb.getQuery.bind(qb);
  qb.getQuery = () => {
    const sql = getQuery();
    const start = sql.indexOf(head);
    const end = start < 0 ? -1 : sql.indexOf(tail, start);
    if (end < 0) throw new Error(`byPrimaryKey: unexpected statement ${sql.slice(0, 200)}`);
    const ids = sql.slice(start + head.length - 1, end + 1);
    const on = tail.slice(tail.indexOf(' ON ') + 1);
    return `${sql.slice(0, start)}FROM ${ids} ${quote(MATCHED)} STRAIGHT_JOIN ${table} ${on}${sql.slice(end + tail.length)}`;
  };
  return qb;
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

/** Whole seconds: MySQL `datetime` keeps no fraction, so the record answered equals the record read back. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * The generic admin service behind every studio resource: one instance per definition (built by its controller).
 * Writes and their audit row share one transaction; files are stored before the transaction and removed after it
 * (a refused or failed write removes the new file; a committed one removes the replaced file if nothing uses it).
 */
export class StudioService {
  constructor(
    private readonly def: StudioDefinition,
    private readonly dataSource: DataSource,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /**
   * One page of the admin list, filtered, searched and ordered as the definition says. By page number (`?page=`:
   * with the total, for the dashboard's pager) or by keyset (`?cursor=`, the previous answer's `nextCursor`: the
   * same cost on any page, no count). Both answers carry `nextCursor` (null on the last page).
   */
  async list(query: StudioListQueryDto): Promise<StudioPage> {
    const qb = this.dataSource.getRepository<Row>(this.def.entity).createQueryBuilder('r');
    this.whereFixed(qb);
    if (query.published !== undefined)
      qb.andWhere('r.published = :published', { published: query.published });
    const filters = query as unknown as Record<string, unknown>;
    for (const key of this.def.filters ?? []) {
      const value = filters[key];
      if (value !== undefined) qb.andWhere(`r.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    const q = query.q?.trim();
    if (q && this.def.search.length) {
      // SQLite's LIKE folds ASCII only, so the query is also tried lower-cased, upper-cased and capitalised (Cyrillic,
      // Greek, accents); MySQL's collation ignores case.
      const variants = [
        ...new Set([
          q,
          q.toLowerCase(),
          q.toUpperCase(),
          q.charAt(0).toUpperCase() + q.slice(1).toLowerCase(),
        ]),
      ];
      const table = (await searchTextsReady(this.dataSource)) ? this.searchTable() : undefined;
      if (table) {
        // The search-text table's full-text index narrows, the same LIKE patterns on the plain text confirm.
        const { sql, params } = await matchingRecordsSql(this.dataSource, {
          table,
          fields: this.def.search,
          query: q,
          variants,
        });
        if (this.dataSource.options.type === 'mysql')
          // MariaDB reads the table whole and probes `IN (…)` per row even when the index narrows to a few texts; a
          // join on the distinct matching ids lets it start from them (then each row by primary key).
          qb.innerJoin(
            `(SELECT DISTINCT q.record_id FROM (${sql}) q)`,
            MATCHED,
            `${MATCHED}.record_id = r.id`,
            params,
          );
        else qb.andWhere(`r.id IN (${sql})`, params);
      } else {
        // Until the search texts are ready: translations are JSON text, so the JSON-escaped query is searched.
        const params = Object.fromEntries(
          variants.map((v, i) => [`q${i}`, `%${likeLiteral(JSON.stringify(v).slice(1, -1))}%`]),
        );
        const ors = this.def.search.flatMap((field) =>
          variants.map((_v, i) => `r.${field} LIKE :q${i} ESCAPE '!'`),
        );
        qb.andWhere(`(${ors.join(' OR ')})`, params);
      }
    }
    if (query.sort) {
      // A column the admin chose (the list's header): one page by number; keyset cursors follow the fixed order.
      if (query.cursor !== undefined) throw fieldError('sort', 'sort cannot be combined with cursor');
      this.orderBySort(qb, query.sort);
      const [rows, total] = await this.pageAndTotal(qb, query, Boolean(q));
      return {
        ...paginated(
          rows.map((row) => this.view(row)),
          total,
          query,
        ),
        nextCursor: null,
      };
    }
    const order = this.def.listOrder?.length
      ? this.def.listOrder
      : [{ field: 'sortOrder', direction: 'ASC' as const }];
    for (const [index, { field, direction }] of order.entries()) {
      if (index === 0) qb.orderBy(`r.${field}`, direction);
      else qb.addOrderBy(`r.${field}`, direction);
    }
    const direction = order[0]?.direction ?? 'ASC';
    qb.addOrderBy('r.id', direction);
    const keys = [...order.map((o) => String(o.field)), 'id'];
    const cursorOf = (rows: Row[], more: boolean) => {
      const last = rows[rows.length - 1];
      if (!more || !last) return null;
      const values = keys.map((key) => {
        const value = last[key];
        return value instanceof Date ? { d: value.toISOString() } : value;
      });
      return Buffer.from(JSON.stringify(values)).toString('base64url');
    };
    if (query.cursor !== undefined) {
      this.afterCursor(qb, keys, direction, query.cursor);
      // One more row than asked says whether there is a next page.
      const rows = await byPrimaryKey(qb.take(query.pageSize + 1)).getMany();
      const more = rows.length > query.pageSize;
      const page = rows.slice(0, query.pageSize);
      return {
        items: page.map((row) => this.view(row)),
        pageSize: query.pageSize,
        nextCursor: cursorOf(page, more),
      };
    }
    const [rows, total] = await this.pageAndTotal(qb, query, Boolean(q));
    return {
      ...paginated(
        rows.map((row) => this.view(row)),
        total,
        query,
      ),
      nextCursor: cursorOf(rows, query.skip + rows.length < total),
    };
  }

  /**
   * One page and the total. A search (`?q=`) counts in the same statement (`COUNT(*) OVER ()`): its matching ids are
   * found once, not once for the page and again for the count (issue 37: a common word at 100,000 products).
   */
  private async pageAndTotal(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
    searched: boolean,
  ): Promise<[Row[], number]> {
    if (!searched && query.skip && !query.sort) return this.deferredPage(qb, query);
    if (!searched) return qb.skip(query.skip).take(query.pageSize).getManyAndCount();
    if (!query.sort && qb.expressionMap.joinAttributes.some((join) => join.alias.name === MATCHED))
      return this.matchedPage(qb, query);
    const counted = byPrimaryKey(qb.clone().addSelect('COUNT(*) OVER ()', 'list_total'));
    const { entities, raw } = await counted.offset(query.skip).limit(query.pageSize).getRawAndEntities();
    const first = raw[0] as { list_total?: number | string } | undefined;
    // Past the last page there is no row to carry the total.
    const total = first ? Number(first.list_total) : await qb.getCount();
    return [entities, total];
  }

  /**
   * A page after the first in the list's own order: its ids from the order's index alone, then only their rows (a
   * deferred join) — otherwise every row the page skips is read whole, most of a middle page's time at 100,000 rows
   * on MariaDB. The count runs beside it.
   */
  /**
   * MySQL/MariaDB, a search in the list's own order: the page's ids and the total from the matching ids and the
   * order's index alone (no row read whole: a common word matches a tenth of 100,000 products, whose rows the
   * statement would otherwise read to order and count them), then only the page's rows. The planner starts from
   * the matching ids when they are few, from the order's index when they are many.
   */
  private async matchedPage(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
  ): Promise<[Row[], number]> {
    const page = await qb
      .clone()
      .select('r.id', 'id')
      .addSelect('COUNT(*) OVER ()', 'list_total')
      .offset(query.skip)
      .limit(query.pageSize)
      .getRawMany<{ id: number | string; list_total: number | string }>();
    // Past the last page there is no row to carry the total.
    const total = page[0] ? Number(page[0].list_total) : await qb.getCount();
    const ids = page.map((row) => Number(row.id));
    if (ids.length === 0) return [[], total];
    const rows = await this.dataSource.getRepository<Row>(this.def.entity).findBy({ id: In(ids) } as never);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return [ids.flatMap((id) => byId.get(id) ?? []), total];
  }

  private async deferredPage(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
  ): Promise<[Row[], number]> {
    const [page, total] = await Promise.all([
      qb
        .clone()
        .select('r.id', 'id')
        .offset(query.skip)
        .limit(query.pageSize)
        .getRawMany<{ id: number | string }>(),
      qb.getCount(),
    ]);
    const ids = page.map((row) => Number(row.id));
    if (ids.length === 0) return [[], total];
    const rows = await this.dataSource.getRepository<Row>(this.def.entity).findBy({ id: In(ids) } as never);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return [ids.flatMap((id) => byId.get(id) ?? []), total];
  }

  /** Fields a list may be sorted by: plain fields, dates, translated fields (by English text) and the record's own. */
  sortableFields(): string[] {
    return [
      ...this.def.translated,
      ...this.def.plain,
      ...(this.def.dates ?? []),
      ...(this.def.derived ?? []),
      'published',
      'sortOrder',
      'createdAt',
      'updatedAt',
    ].filter((field, index, all) => all.indexOf(field) === index);
  }

  /** `sort=field` or `sort=-field` (descending), then id in the same direction; 400 naming `sort` for another field. */
  private orderBySort(qb: SelectQueryBuilder<Row>, sort: string): void {
    const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
    const field = sort.replace(/^-/, '');
    const allowed = this.sortableFields();
    const column = this.dataSource.getMetadata(this.def.entity).findColumnWithPropertyName(field);
    if (!allowed.includes(field) || !column)
      throw fieldError('sort', `sort must be one of ${allowed.join(', ')}`);
    const sql = `${qb.escape('r')}.${qb.escape(column.databaseName)}`;
    if ((this.def.translated as readonly string[]).includes(field)) {
      qb.addSelect(englishTitleSql(this.dataSource.options.type === 'mysql', sql), 'sort_key');
      qb.orderBy('sort_key', direction);
    } else {
      qb.orderBy(`r.${field}`, direction);
    }
    qb.addOrderBy('r.id', direction);
  }

  /**
   * Rows after the cursor's (values of the order's fields, then id; one direction for all): `f >= v AND (f > v OR
   * id > i)` keeps the leading condition a range the order's index can seek to, on both engines.
   */
  private afterCursor(
    qb: SelectQueryBuilder<Row>,
    keys: string[],
    direction: 'ASC' | 'DESC',
    cursor: string,
  ) {
    let values: unknown;
    try {
      values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      values = undefined;
    }
    const valid =
      Array.isArray(values) &&
      values.length === keys.length &&
      values.every(
        (v) =>
          (typeof v === 'number' && Number.isFinite(v)) ||
          (typeof v === 'string' && v.length <= 200) ||
          (typeof v === 'object' && v !== null && typeof v.d === 'string' && !Number.isNaN(Date.parse(v.d))),
      );
    if (!valid) throw new BadRequestException('cursor must be a nextCursor of a previous answer');
    const params = Object.fromEntries(
      (values as unknown[]).map((v, i) => [
        `c${i}`,
        typeof v === 'object' && v !== null ? new Date((v as { d: string }).d) : v,
      ]),
    );
    const op = direction === 'ASC' ? '>' : '<';
    // (k0, k1, …, id) after (c0, c1, …): k0 op c0 OR (k0 = c0 AND (k1 op c1 OR (…)))
    let expression = '';
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = `r.${keys[i]}`;
      expression = expression
        ? `(${key} ${op} :c${i} OR (${key} = :c${i} AND ${expression}))`
        : `${key} ${op} :c${i}`;
    }
    qb.andWhere(`r.${keys[0]} ${op}= :c0`, params).andWhere(expression, params);
  }

  private searched?: SearchedTable;

  /** This resource's table in the search texts. */
  private searchTable(): SearchedTable | undefined {
    const name = this.dataSource.getMetadata(this.def.entity).tableName;
    this.searched ??= searchedTables(this.dataSource).find((t) => t.table === name);
    return this.searched;
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

  async upload(
    id: number,
    field: string,
    file: IncomingFile | undefined,
    user: SessionUser,
    ifMatch?: string,
  ): Promise<StudioRecord> {
    const spec = this.fileField(field);
    if (!file) throw fieldError(field, `${field} must be a file (one multipart part named "file")`);
    const found = await this.get(this.dataSource.manager, id);
    await this.checkVersion(this.dataSource.manager, found, ifMatch);
    const { current: edited } = await this.fileTarget(this.dataSource.manager, found);
    this.checkRoom(field, spec, edited);
    this.def.checkUpload?.(edited, field);
    const stored = await this.store(field, spec, file);
    let replaced: string | null;
    let row: Row;
    let duplicate = false;
    try {
      [row, replaced] = await this.dataSource.transaction(async (manager) => {
        const live = await this.getForUpdate(manager, id);
        await this.checkVersion(manager, live, ifMatch);
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
    return this.view(row);
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
      const live = await this.getForUpdate(manager, id);
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
      const live = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, live, ifMatch);
      const { draft, current } = await this.fileTarget(manager, live);
      const previous = (current[field] as string | null) ?? null;
      if (previous !== null) await this.writeFile(manager, live, draft, field, null, user, 'remove-file');
      return [live, previous] as const;
    });
    await this.removeIfUnused(old);
    return this.view(row);
  }

  private async removeFromList(id: number, field: string, url: unknown, user: SessionUser, ifMatch?: string) {
    const row = await this.dataSource.transaction(async (manager) => {
      const live = await this.getForUpdate(manager, id);
      await this.checkVersion(manager, live, ifMatch);
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
    return this.view(row);
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
    const draft = await this.draftOf(manager, live.id);
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
      const liveValue = live[field] ?? (this.isList(field) ? [] : null);
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
      this.fileFields()
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

  private fileFields(): string[] {
    return Object.keys(this.def.files);
  }

  private isList(field: string): boolean {
    return Boolean((this.def.files as Record<string, FileField>)[field]?.list);
  }

  /** Every stored file a row references, over its single and list file fields. */
  filesOf(row: Row): string[] {
    return this.fileFields().flatMap((field) => {
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

  /** Plain fields from the input; a date field's `YYYY-MM-DD` becomes that day. */
  private setPlain(row: Row, input: Input): void {
    for (const field of this.def.plain) {
      const value = input[field];
      if (value === undefined) continue;
      row[field] = this.def.dates?.includes(field) && typeof value === 'string' ? dayOf(value) : value;
    }
  }

  /** The pre-check of unique fields, inside the write's transaction (another record with the value → 409). */
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

  private fileField(field: string): FileField {
    const spec = Object.hasOwn(this.def.files, field)
      ? (this.def.files as Record<string, FileField>)[field]
      : undefined;
    if (!spec) {
      throw fieldError(
        'field',
        `field must be one of: ${this.fileFields().join(', ')} (got ${JSON.stringify(field.slice(0, 40))})`,
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

  /** Only the records holding the definition's fixed values belong to it. */
  private whereFixed(qb: { andWhere(where: string, parameters: ObjectLiteral): unknown }): void {
    for (const [field, value] of Object.entries(this.def.fixed ?? {})) {
      qb.andWhere(`r.${field} = :fixed_${field}`, { [`fixed_${field}`]: value });
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

  private async get(manager: EntityManager, id: number): Promise<Row> {
    const row = await manager.findOneBy<Row>(this.def.entity, { id, ...this.def.fixed });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} not found`);
    return row;
  }

  /**
   * The row, locked until the transaction ends, so concurrent writes to one record (two uploads, an upload racing a
   * delete) run one after the other and none leaves an orphan file or brings a deleted record back. MySQL needs
   * `FOR UPDATE`; SQLite runs one write transaction at a time anyway (and has no row locks).
   */
  private async getForUpdate(manager: EntityManager, id: number): Promise<Row> {
    if (manager.connection.options.type !== 'mysql') return this.get(manager, id);
    const row = await manager.findOne<Row>(this.def.entity, {
      where: { id, ...this.def.fixed },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} not found`);
    return row;
  }

  private inTransaction<T>(within: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>) {
    return within ? work(within) : this.write(work);
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

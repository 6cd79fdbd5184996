import { BadRequestException } from '@nestjs/common';
import { type DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { LANGUAGES } from '../common/lang/languages.js';
import { type Paginated, paginated } from '../content/common/content-query.dto.js';
import {
  indexNarrows,
  likeLiteral,
  matchingRecordsSql,
  matchingTextsSql,
  type SearchedTable,
  searchedTables,
  searchTextsReady,
} from './search-texts.js';
import type { StudioDefinition } from './studio-definition.js';
import type { StudioListQueryDto } from './studio-query.dto.js';
import { fieldError, type Row, type StudioRecord, type StudioRecords } from './studio-records.js';
import { maintainedCount, PUBLISHED_FIELD, TOTAL_FIELD } from './translation-counters.js';
import { englishTitleSql } from './translation-sql.js';

/** The join of a search's matching ids (MySQL/MariaDB, `list`). */
const MATCHED = 'matched';

/**
 * A search matching more records than this is counted no further: the answer says `totalCapped` (the dashboard:
 * "more than 500 records", refine the search). Counting every match of a common word reads every matching text:
 * 1.3 s for `zinc` at 500,000 products on MariaDB (266,000 texts), past the 2 s statement limit under load (issue 37).
 */
export const SEARCH_COUNT_CAP = 500;

/**
 * A search the index narrows to fewer candidate texts than this (all tables) is read from the index whole: every
 * match found and counted (cheap: at most this many texts read). One it cannot narrow so far is walked in the list's
 * order instead, each record checked for a matching text, and stops after SEARCH_COUNT_CAP + 1 matches.
 */
const NARROW_TEXTS = 5_000;

/**
 * MySQL/MariaDB: a search's statement starts from the matching ids and reads the list's table by primary key
 * (`matched STRAIGHT_JOIN table`). Left to itself MariaDB reads the table whole and probes the ids per row once the
 * ids' estimate nears the table's size (a common word: `zinc` is in a tenth of the bench's product names, ~1.1 texts
 * per product), and `FORCE INDEX (PRIMARY)` does not change that. TypeORM writes no join order, so the statement it
 * writes is reordered: `FROM table r INNER JOIN (ids) matched ON c` → `FROM (ids) matched STRAIGHT_JOIN table r ON c`.
 * A statement of another shape (another join first) is left as it is: the same answer, read the slower way.
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
    if (end < 0) return sql;
    const ids = sql.slice(start + head.length - 1, end + 1);
    const on = tail.slice(tail.indexOf(' ON ') + 1);
    return `${sql.slice(0, start)}FROM ${ids} ${quote(MATCHED)} STRAIGHT_JOIN ${table} ${on}${sql.slice(end + tail.length)}`;
  };
  return qb;
}

/** A page of an admin list: by page number (with the total) or by keyset cursor (without). */
export type StudioPage =
  | (Paginated<StudioRecord> & { nextCursor: string | null; totalCapped: boolean })
  | { items: StudioRecord[]; pageSize: number; nextCursor: string | null };

/**
 * The admin list of one studio resource: filters, search (through the search texts once they are ready), a chosen
 * sort, pages by number (with the total) or by keyset cursor.
 */
export class StudioListing {
  constructor(
    private readonly def: StudioDefinition,
    private readonly dataSource: DataSource,
    private readonly records: StudioRecords,
  ) {}

  /**
   * One page of the admin list, filtered, searched and ordered as the definition says. By page number (`?page=`:
   * with the total, for the dashboard's pager) or by keyset (`?cursor=`, the previous answer's `nextCursor`: the
   * same cost on any page, no count). Both answers carry `nextCursor` (null on the last page).
   */
  async list(query: StudioListQueryDto): Promise<StudioPage> {
    const qb = this.dataSource.getRepository<Row>(this.def.entity).createQueryBuilder('r');
    this.records.whereFixed(qb);
    if (query.published !== undefined)
      qb.andWhere('r.published = :published', { published: query.published });
    const filters = query as unknown as Record<string, unknown>;
    for (const key of this.def.filters ?? []) {
      const value = filters[key];
      if (value !== undefined) qb.andWhere(`r.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    const q = query.q?.trim();
    // The counter that holds this list's total, when nothing but `published=true` (or nothing) narrows it.
    const narrowed =
      Object.keys(this.def.fixed ?? {}).length > 0 ||
      (this.def.filters ?? []).some((key) => filters[key] !== undefined) ||
      Boolean(q && this.def.search.length);
    const counter = narrowed
      ? undefined
      : query.published === undefined
        ? TOTAL_FIELD
        : query.published
          ? PUBLISHED_FIELD
          : undefined;
    let walked = false;
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
      const search = table && { table, fields: this.def.search, query: q, variants };
      if (
        search &&
        !this.sortsByText(query.sort) &&
        !(await indexNarrows(this.dataSource, search, NARROW_TEXTS))
      ) {
        // A common word (or one the index cannot narrow): the list's own order walked, each record kept when one of
        // its texts matches (the search texts' index on table, field, language and record; the same LIKE). The
        // first matches in that order come after a few records; the count stops at the cap (`walkedPage`).
        // A scalar subquery, not EXISTS: MariaDB turns an EXISTS into IN and may materialise every matching text of
        // the table before the first record (at 100,000 products: every name LIKE-tested, 650 ms for `zinc`, where
        // the walk takes 120); a subquery with LIMIT 1 is run per record, so the walk stops at the page's matches.
        const found = await matchingTextsSql(
          this.dataSource,
          { ...search, langs: LANGUAGES },
          { probe: true, prefix: 'sw_', where: ['s.record_id = r.id'] },
        );
        qb.andWhere(`(${found.sql}) IS NOT NULL`, found.params);
        walked = true;
      } else if (table) {
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
      if (walked) return this.walkedAnswer(qb, query);
      const [rows, total] = await this.pageAndTotal(qb, query, Boolean(q), counter);
      return {
        ...paginated(
          rows.map((row) => this.records.view(row)),
          total,
          query,
        ),
        totalCapped: false,
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
        items: page.map((row) => this.records.view(row)),
        pageSize: query.pageSize,
        nextCursor: cursorOf(page, more),
      };
    }
    if (walked) return this.walkedAnswer(qb, query, cursorOf);
    const [rows, total] = await this.pageAndTotal(qb, query, Boolean(q), counter);
    return {
      ...paginated(
        rows.map((row) => this.records.view(row)),
        total,
        query,
      ),
      totalCapped: false,
      nextCursor: cursorOf(rows, query.skip + rows.length < total),
    };
  }

  /** A walked search's answer (`walkedPage`); keyset cursors only in the list's own order (`cursorOf`). */
  private async walkedAnswer(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
    cursorOf?: (rows: Row[], more: boolean) => string | null,
  ): Promise<StudioPage> {
    const { rows, total, capped } = await this.walkedPage(qb, query);
    return {
      ...paginated(
        rows.map((row) => this.records.view(row)),
        total,
        query,
      ),
      totalCapped: capped,
      nextCursor: cursorOf ? cursorOf(rows, capped || query.skip + rows.length < total) : null,
    };
  }

  /**
   * Whether `sort` orders by a translated field's English text: a computed key no index holds, so a search sorted by
   * it cannot be walked (it keeps the exact path, every match found and then sorted).
   */
  private sortsByText(sort: string | undefined): boolean {
    return sort !== undefined && (this.def.translated as readonly string[]).includes(sort.replace(/^-/, ''));
  }

  /**
   * A walked search's page (`list`): the ids of the first matches in the list's order, enough for the cap and the
   * page (one statement; each record read through the order's index and checked for a matching text), then only the
   * page's rows. Counted up to SEARCH_COUNT_CAP, or to the page's end past it: `capped` when more match.
   */
  private async walkedPage(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
  ): Promise<{ rows: Row[]; total: number; capped: boolean }> {
    const counted = Math.max(SEARCH_COUNT_CAP, query.skip + query.pageSize);
    const found = await qb
      .clone()
      .select('r.id', 'id')
      .limit(counted + 1)
      .getRawMany<{ id: number | string }>();
    const capped = found.length > counted;
    const total = capped ? counted : found.length;
    const ids = found.slice(query.skip, query.skip + query.pageSize).map((row) => Number(row.id));
    if (ids.length === 0) return { rows: [], total, capped };
    const rows = await this.dataSource.getRepository<Row>(this.def.entity).findBy({ id: In(ids) } as never);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, capped };
  }

  /**
   * One page and the total. A search (`?q=`) counts in the same statement (`COUNT(*) OVER ()`): its matching ids are
   * found once, not once for the page and again for the count (issue 37: a common word at 100,000 products).
   */
  private async pageAndTotal(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
    searched: boolean,
    counter: typeof TOTAL_FIELD | typeof PUBLISHED_FIELD | undefined,
  ): Promise<[Row[], number]> {
    if (!searched && query.skip && !query.sort) return this.deferredPage(qb, query, counter);
    if (!searched)
      return Promise.all([
        qb.clone().skip(query.skip).take(query.pageSize).getMany(),
        this.countOf(qb, counter),
      ]);
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

  /**
   * A page after the first in the list's own order: its ids from the order's index alone, then only their rows (a
   * deferred join) — otherwise every row the page skips is read whole, most of a middle page's time at 100,000 rows
   * on MariaDB. The count runs beside it.
   */
  private async deferredPage(
    qb: SelectQueryBuilder<Row>,
    query: StudioListQueryDto,
    counter: typeof TOTAL_FIELD | typeof PUBLISHED_FIELD | undefined,
  ): Promise<[Row[], number]> {
    const [page, total] = await Promise.all([
      qb
        .clone()
        .select('r.id', 'id')
        .offset(query.skip)
        .limit(query.pageSize)
        .getRawMany<{ id: number | string }>(),
      this.countOf(qb, counter),
    ]);
    const ids = page.map((row) => Number(row.id));
    if (ids.length === 0) return [[], total];
    const rows = await this.dataSource.getRepository<Row>(this.def.entity).findBy({ id: In(ids) } as never);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return [ids.flatMap((id) => byId.get(id) ?? []), total];
  }

  /** The list's total: from the maintained counters when `counter` names the one that holds it, else counted. */
  private async countOf(
    qb: SelectQueryBuilder<Row>,
    counter: typeof TOTAL_FIELD | typeof PUBLISHED_FIELD | undefined,
  ): Promise<number> {
    const counted =
      counter &&
      (await maintainedCount(
        this.dataSource,
        this.dataSource.getMetadata(this.def.entity).tableName,
        counter,
      ));
    return typeof counted === 'number' ? counted : qb.getCount();
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
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../common/lang/languages.js';
import { HeadlineEntity } from '../headlines/headline.entity.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { coveredFields, type StudioDefinition } from './studio-definition.js';
import {
  ALL_LANGS,
  COUNTS_TABLE,
  countersReady,
  FALLBACK_FIELD,
  FALLBACKS_TABLE,
  TOTAL_FIELD,
} from './translation-counters.js';
import { SOURCES_TABLE } from './translation-sources.js';
import { englishTitleSql, filledSql } from './translation-sql.js';

/** At most this many records are listed per resource and language (the count is always complete). */
export const FALLBACK_LIST_LIMIT = 100;
/**
 * Ids per aggregate statement: MySQL/MariaDB evaluate the JSON functions several times slower than SQLite, and a
 * statement must finish within the 2 s query timeout even on a busy machine.
 */
const RANGE = { sqlite: 20_000, mysql: 2_000 } as const;

export interface FallbackRecord {
  _id: string;
  /** The record's English name (its first required translated field), for the link's text. */
  title: string;
  /** Translated fields with English text but none in this language. */
  fields: string[];
}

export interface ResourceCoverage {
  /** The definition's path, e.g. `products` (the dashboard maps it to its edit screen). */
  resource: string;
  total: number;
  fields: string[];
  /** Per language and field: how many records have that field filled in that language. */
  filled: Record<Lang, Record<string, number>>;
  /** Per language other than English: the records that show English somewhere (count, then the first ones). */
  fallbacks: Record<Exclude<Lang, 'en'>, { total: number; records: FallbackRecord[] }>;
  /**
   * Per language other than English: the records with a text saved when English said something else (count, then
   * the first ones with those fields; translation-sources.ts).
   */
  stale: Record<Exclude<Lang, 'en'>, { total: number; records: FallbackRecord[] }>;
}

export interface TranslationCoverage {
  languages: readonly Lang[];
  resources: ResourceCoverage[];
}

const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/** What the coverage reads of a resource: a studio definition, or the headlines (edited outside the studio). */
type CoveredResource = Pick<
  StudioDefinition,
  'path' | 'translated' | 'translatedLists' | 'translatedRichTexts' | 'required'
> & { entity: EntityTarget<ObjectLiteral> };

/**
 * The home page's headlines: translated texts edited on their own screen, not a studio resource, so without counters
 * (a handful of rows, always scanned); their saves keep `translation_sources` like the studio's (HeadlinesService).
 */
const HEADLINES: CoveredResource = {
  path: 'headlines',
  entity: HeadlineEntity,
  translated: ['text'],
  required: ['text'],
};

/**
 * Translation coverage of the managed content, computed from the studio's definitions (every resource in
 * STUDIO_RESOURCES and its `translated` fields), so a resource added there is covered without a change here.
 * A record "falls back" in a language when some translated field has English text but none in that language.
 *
 * Read from the maintained counters (issue 37, translation-counters.ts: kept by triggers in the same transaction as
 * every write): one query for every count, then per resource one query for the first FALLBACK_LIST_LIMIT records
 * falling back in each language (through the fallback rows' primary key). Constant in the content's size.
 * When the counters are not ready (before the start-up tasks built them, or a database that refuses triggers), it
 * falls back to the aggregate over every row's JSON texts (`ofResource`, linear in the rows).
 */
@Injectable()
export class TranslationCoverageService {
  constructor(private readonly dataSource: DataSource) {}

  async coverage(): Promise<TranslationCoverage> {
    const resources: ResourceCoverage[] = [];
    if (await countersReady(this.dataSource)) {
      const counts = await this.counts();
      for (const def of STUDIO_RESOURCES) resources.push(await this.fromCounters(def, counts));
    } else {
      for (const def of STUDIO_RESOURCES) resources.push(await this.ofResource(def));
    }
    resources.push(await this.ofResource(HEADLINES));
    return { languages: LANGUAGES, resources };
  }

  private get mysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /** Every counter: table → lang → field → n. */
  private async counts(): Promise<Map<string, number>> {
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const rows = (await this.dataSource.query(
      `SELECT ${q('table_name')} AS t, lang, field, n FROM ${COUNTS_TABLE}`,
    )) as Array<{ t: string; lang: string; field: string; n: number | string }>;
    return new Map(rows.map((row) => [`${row.t}\u0000${row.lang}\u0000${row.field}`, Number(row.n)]));
  }

  private async fromCounters(def: StudioDefinition, counts: Map<string, number>): Promise<ResourceCoverage> {
    const fields = coveredFields(def).map(String);
    const titleField = def.required[0] ?? def.translated[0];
    const metadata = this.dataSource.getMetadata(def.entity);
    const table = metadata.tableName;
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const column = (field: string) => {
      const found = metadata.findColumnWithPropertyName(field);
      if (!found) throw new Error(`${def.path}: no column for ${field}`);
      return `t.${q(found.databaseName)}`;
    };
    const count = (lang: string, field: string) => counts.get(`${table}\u0000${lang}\u0000${field}`) ?? 0;
    const filled = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, count(lang, field)]))]),
    ) as ResourceCoverage['filled'];
    const fallbacks = {} as ResourceCoverage['fallbacks'];
    const listed = OTHERS.filter((lang) => count(lang, FALLBACK_FIELD) > 0);
    const records = new Map<string, FallbackRecord[]>();
    if (listed.length > 0) {
      // One statement per resource: each language's first ids from the fallback rows' primary key, joined to the rows.
      const missing = (field: string, lang: Lang) =>
        `(${filledSql(this.mysql, column(field), DEFAULT_LANG)} = 1 AND ${filledSql(this.mysql, column(field), lang)} = 0)`;
      const parts = listed.map(
        (lang, i) =>
          `SELECT * FROM (SELECT '${lang}' AS lang, t.${q('id')} AS id, ${titleField ? englishTitleSql(this.mysql, column(String(titleField))) : "''"} AS title, ` +
          `${fields.map((field, f) => `(CASE WHEN ${missing(field, lang)} THEN 1 ELSE 0 END) AS m_${f}`).join(', ') || '0 AS m_none'} ` +
          `FROM ${q(FALLBACKS_TABLE)} ${q('b')} JOIN ${q(table)} ${q('t')} ON t.${q('id')} = b.record_id ` +
          `WHERE b.${q('table_name')} = ? AND b.lang = ? ORDER BY b.record_id LIMIT ${FALLBACK_LIST_LIMIT}) l${i}`,
      );
      const rows = (await this.dataSource.query(
        parts.join(' UNION ALL '),
        listed.flatMap((lang) => [table, lang]),
      )) as Array<Record<string, unknown>>;
      for (const row of rows) {
        const list = records.get(String(row.lang)) ?? [];
        list.push({
          _id: String(row.id),
          title: typeof row.title === 'string' ? row.title : '',
          fields: fields.filter((_field, f) => Number(row[`m_${f}`]) === 1),
        });
        records.set(String(row.lang), list);
      }
    }
    for (const lang of OTHERS) {
      const list = (records.get(lang) ?? []).sort((a, b) => Number(a._id) - Number(b._id));
      fallbacks[lang] = { total: count(lang, FALLBACK_FIELD), records: list };
    }
    return {
      resource: def.path,
      total: count(ALL_LANGS, TOTAL_FIELD),
      fields,
      filled,
      fallbacks,
      stale: await this.staleOf(def),
    };
  }

  /**
   * The stale translations of a resource's live records (the `stale` flag the studio's saves keep, translation-sources.ts):
   * per language the records' count, then the first FALLBACK_LIST_LIMIT with their stale fields. Records in the bin
   * are left out (their rows are gone from the content table).
   */
  private async staleOf(def: CoveredResource): Promise<ResourceCoverage['stale']> {
    const metadata = this.dataSource.getMetadata(def.entity);
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const titleField = def.required[0] ?? def.translated[0];
    const titleColumn = titleField ? metadata.findColumnWithPropertyName(String(titleField)) : undefined;
    const from =
      `FROM ${SOURCES_TABLE} s JOIN ${q(metadata.tableName)} t ON t.${q('id')} = s.record_id ` +
      `WHERE s.resource = ? AND s.scope = 'live' AND s.stale = ?`;
    const counts = (await this.dataSource.query(
      `SELECT s.lang AS lang, COUNT(DISTINCT s.record_id) AS n ${from} GROUP BY s.lang`,
      [def.path, true],
    )) as Array<{ lang: string; n: number | string }>;
    const result = {} as ResourceCoverage['stale'];
    for (const lang of OTHERS) {
      const total = Number(counts.find((row) => row.lang === lang)?.n ?? 0);
      let records: FallbackRecord[] = [];
      if (total > 0) {
        const ids = (await this.dataSource.query(
          `SELECT DISTINCT s.record_id AS id ${from} AND s.lang = ? ORDER BY s.record_id LIMIT ${FALLBACK_LIST_LIMIT}`,
          [def.path, true, lang],
        )) as Array<{ id: number | string }>;
        const rows = (await this.dataSource.query(
          `SELECT s.record_id AS id, s.field AS field, ${titleColumn ? this.englishTitle(`t.${q(titleColumn.databaseName)}`) : "''"} AS title ` +
            `${from} AND s.lang = ? AND s.record_id IN (${ids.map(() => '?').join(', ')}) ORDER BY s.record_id, s.field`,
          [def.path, true, lang, ...ids.map((row) => Number(row.id))],
        )) as Array<{ id: number | string; field: string; title: unknown }>;
        const byId = new Map<string, FallbackRecord>();
        for (const row of rows) {
          const id = String(row.id);
          const record = byId.get(id) ?? {
            _id: id,
            title: typeof row.title === 'string' ? row.title : '',
            fields: [],
          };
          record.fields.push(row.field);
          byId.set(id, record);
        }
        records = [...byId.values()];
      }
      result[lang] = { total, records };
    }
    return result;
  }

  /** SQL: 1 when `column` has text in `lang` (the same rule as the dashboard's completeness). */
  private filled(column: string, lang: Lang): string {
    return filledSql(this.mysql, column, lang);
  }

  /** SQL: the English text of `column` when it is a string, else ''. */
  private englishTitle(column: string): string {
    return englishTitleSql(this.mysql, column);
  }

  private async ofResource(def: CoveredResource): Promise<ResourceCoverage> {
    const fields = coveredFields(def);
    const titleField = def.required[0] ?? def.translated[0];
    const metadata = this.dataSource.getMetadata(def.entity);
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const column = (field: string) => {
      const found = metadata.findColumnWithPropertyName(field);
      if (!found) throw new Error(`${def.path}: no column for ${field}`);
      return q(found.databaseName);
    };
    const missing = (field: string, lang: Lang) =>
      `(${this.filled(column(field), DEFAULT_LANG)} = 1 AND ${this.filled(column(field), lang)} = 0)`;
    const fallsBack = (lang: Lang) =>
      fields.length ? `(${fields.map((field) => missing(field, lang)).join(' OR ')})` : '(1 = 0)';

    // Each row's flags computed once (field by field, so the engine's parse of that JSON text is reused), then
    // summed; a LIMIT keeps the derived table from being merged back into the sums on both engines.
    const flags: string[] = [];
    fields.forEach((field, f) => {
      LANGUAGES.forEach((lang, l) => {
        flags.push(`${this.filled(column(field), lang)} AS f_${l}_${f}`);
      });
    });
    const sums: string[] = ['COUNT(*) AS total'];
    LANGUAGES.forEach((_lang, l) => {
      fields.forEach((_field, f) => {
        sums.push(`COALESCE(SUM(f_${l}_${f}), 0) AS f_${l}_${f}`);
      });
    });
    OTHERS.forEach((lang, o) => {
      const l = LANGUAGES.indexOf(lang);
      const any = fields.length
        ? fields.map((_field, f) => `(f_0_${f} = 1 AND f_${l}_${f} = 0)`).join(' OR ')
        : '1 = 0';
      sums.push(`COALESCE(SUM(CASE WHEN ${any} THEN 1 ELSE 0 END), 0) AS b_${o}`);
    });
    // In id ranges of RANGE ids: each statement stays well within the database's query timeout (2 s on MySQL).
    const [bounds] = (await this.dataSource.query(
      `SELECT MIN(${q('id')}) AS low, MAX(${q('id')}) AS high FROM ${q(metadata.tableName)}`,
    )) as Array<{ low: number | string | null; high: number | string | null }>;
    const totals = new Map<string, number>();
    if (bounds?.low != null && bounds.high != null) {
      const range = this.mysql ? RANGE.mysql : RANGE.sqlite;
      for (let from = Number(bounds.low); from <= Number(bounds.high); from += range) {
        const [part] = (await this.dataSource.query(
          `SELECT ${sums.join(', ')} FROM (SELECT ${flags.length ? flags.join(', ') : '1 AS one'} FROM ${q(metadata.tableName)} ` +
            `WHERE ${q('id')} >= ? AND ${q('id')} < ? LIMIT ${Number.MAX_SAFE_INTEGER}) flags`,
          [from, from + range],
        )) as Array<Record<string, number | string>>;
        for (const [key, value] of Object.entries(part ?? {}))
          totals.set(key, (totals.get(key) ?? 0) + Number(value ?? 0));
      }
    }
    const count = (key: string) => totals.get(key) ?? 0;

    const filled = Object.fromEntries(
      LANGUAGES.map((lang, l) => [
        lang,
        Object.fromEntries(fields.map((field, f) => [field, count(`f_${l}_${f}`)])),
      ]),
    ) as ResourceCoverage['filled'];
    const fallbacks = {} as ResourceCoverage['fallbacks'];
    for (const [l, lang] of OTHERS.entries()) {
      const total = count(`b_${l}`);
      let records: FallbackRecord[] = [];
      if (total > 0) {
        const flags = fields.map(
          (field, f) => `(CASE WHEN ${missing(field, lang)} THEN 1 ELSE 0 END) AS m_${f}`,
        );
        const rows = (await this.dataSource.query(
          `SELECT ${q('id')} AS id, ${titleField ? this.englishTitle(column(titleField)) : "''"} AS title, ${flags.join(', ')} ` +
            `FROM ${q(metadata.tableName)} WHERE ${fallsBack(lang)} ORDER BY ${q('id')} LIMIT ${FALLBACK_LIST_LIMIT}`,
        )) as Array<Record<string, unknown>>;
        records = rows.map((row) => ({
          _id: String(row.id),
          title: typeof row.title === 'string' ? row.title : '',
          fields: fields.filter((_field, f) => Number(row[`m_${f}`]) === 1),
        }));
      }
      fallbacks[lang] = { total, records };
    }
    return {
      resource: def.path,
      total: count('total'),
      fields,
      filled,
      fallbacks,
      stale: await this.staleOf(def),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../common/lang/languages.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import type { StudioDefinition } from './studio-definition.js';

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
}

export interface TranslationCoverage {
  languages: readonly Lang[];
  resources: ResourceCoverage[];
}

const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/**
 * Translation coverage of the managed content, computed from the studio's definitions (every resource in
 * STUDIO_RESOURCES and its `translated` fields), so a resource added there is covered without a change here.
 * A record "falls back" in a language when some translated field has English text but none in that language.
 *
 * Computed in the database (issue 37): one aggregate per resource counts, per language and field, the rows whose JSON
 * text has that language filled (a string with a non-space character, a non-empty list, an object), and per language
 * the rows falling back; a second query per language lists the first FALLBACK_LIST_LIMIT of those. Nothing is read
 * into the API but the counts and the listed records.
 */
@Injectable()
export class TranslationCoverageService {
  constructor(private readonly dataSource: DataSource) {}

  async coverage(): Promise<TranslationCoverage> {
    const resources: ResourceCoverage[] = [];
    for (const def of STUDIO_RESOURCES) resources.push(await this.ofResource(def));
    return { languages: LANGUAGES, resources };
  }

  private get mysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /** SQL: 1 when `column` has text in `lang`, else 0 (the same rule as the dashboard's completeness). */
  private filled(column: string, lang: Lang): string {
    const path = `'$.${lang}'`;
    // One JSON_VALUE per flag for the common case (a text); lists and objects (JSON_VALUE gives NULL) are looked at
    // only then. Translations are written by the API as valid JSON objects of strings.
    if (this.mysql)
      return `COALESCE(JSON_VALUE(${column}, ${path}) REGEXP '[^[:space:]]', CASE JSON_TYPE(JSON_EXTRACT(${column}, ${path})) WHEN 'ARRAY' THEN JSON_LENGTH(${column}, ${path}) > 0 WHEN 'OBJECT' THEN 1 ELSE 0 END, 0)`;
    return `(CASE WHEN json_valid(${column}) THEN CASE json_type(${column}, ${path}) WHEN 'text' THEN trim(json_extract(${column}, ${path}), ' ' || char(9, 10, 11, 12, 13)) <> '' WHEN 'array' THEN json_array_length(${column}, ${path}) > 0 WHEN 'object' THEN 1 ELSE 0 END ELSE 0 END)`;
  }

  /** SQL: the English text of `column` when it is a string, else ''. */
  private englishTitle(column: string): string {
    if (this.mysql)
      return `(CASE WHEN JSON_VALID(${column}) AND JSON_TYPE(JSON_EXTRACT(${column}, '$.en')) = 'STRING' THEN JSON_UNQUOTE(JSON_EXTRACT(${column}, '$.en')) ELSE '' END)`;
    return `(CASE WHEN json_valid(${column}) AND json_type(${column}, '$.en') = 'text' THEN json_extract(${column}, '$.en') ELSE '' END)`;
  }

  private async ofResource(def: StudioDefinition): Promise<ResourceCoverage> {
    const fields = [...def.translated];
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
    return { resource: def.path, total: count('total'), fields, filled, fallbacks };
  }
}

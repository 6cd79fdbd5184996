import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../common/lang/languages.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { coveredFields } from './studio-definition.js';
import { fallsBackSql, filledSql } from './translation-sql.js';

/**
 * Maintained counters of the translation coverage (issue 37): the coverage screen reads a few hundred counter rows
 * and the first listed records instead of parsing every row's JSON texts (linear: ~9 s at 100,000 products).
 *
 * - `translation_counts` (table, lang, field, n): per content table, per language and translated field, how many
 *   rows have that field filled in that language; (table, '*', '#total') the rows; (table, '*', '#published') the
 *   published rows (a table with a `published` column: the lists' totals read them, see `maintainedCount`);
 *   (table, '*', '#writes') a number that grows with every write to the table and every rebuild (what a cached
 *   answer computed from the table is checked against, see `writeVersions`);
 *   (table, lang, '#fallback') the rows falling back to English somewhere in that language.
 * - `translation_fallbacks` (table, lang, record_id): the rows falling back in that language (the screen lists the
 *   first ones by id through the primary key).
 * - `translation_count_state` ('coverage', signature): which definitions the counters and triggers were built for.
 *
 * They are kept by database triggers (AFTER INSERT / UPDATE / DELETE on every studio table), so every write — a
 * studio save, publish, delete, a draft's publication, an import, the seeds, the bulk seeder's raw INSERTs, a restore
 * — changes them in the same transaction, whichever path made it. The triggers are generated from STUDIO_RESOURCES
 * (a resource or translated field added there gets its triggers) by `ensureTranslationCounters`, which the start-up
 * tasks run after migrations and seeds: when the stored signature differs from the definitions', or a trigger is
 * missing (SQLite drops a table's triggers when a migration rebuilds the table), it recreates the triggers and
 * rebuilds the counters from the rows (`node dist/cli/translation-counts.js` forces that). Counters are per table:
 * two resources on one table (the banners' placements) read the same counters, as the scan did before them.
 *
 * A database that refuses triggers (MySQL with binary logging and no SUPER / log_bin_trust_function_creators)
 * leaves the state row empty and the coverage falls back to its full scan (TranslationCoverageService).
 */
export const COUNTS_TABLE = 'translation_counts';
export const FALLBACKS_TABLE = 'translation_fallbacks';
export const STATE_TABLE = 'translation_count_state';
const STATE_NAME = 'coverage';
const TRIGGER_PREFIX = 'translation_count_';
/** Bumped when the triggers' SQL changes, so existing databases get the new ones. */
const TRIGGER_VERSION = 4;

export const TOTAL_FIELD = '#total';
export const PUBLISHED_FIELD = '#published';
export const WRITES_FIELD = '#writes';
export const FALLBACK_FIELD = '#fallback';
export const ALL_LANGS = '*';

const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/** One content table and the translated fields' columns (the union over the resources stored in it). */
export interface CountedTable {
  table: string;
  /** property name → quoted-free column name */
  fields: Array<{ field: string; column: string }>;
  /** The `published` column, when the table has one (its rows are counted as `#published`). */
  published?: string;
}

/** The tables the coverage counts, from the studio's definitions. */
export function countedTables(dataSource: DataSource): CountedTable[] {
  const byTable = new Map<string, CountedTable>();
  for (const def of STUDIO_RESOURCES) {
    const metadata = dataSource.getMetadata(def.entity);
    const published = metadata.findColumnWithPropertyName('published')?.databaseName;
    const entry: CountedTable = byTable.get(metadata.tableName) ?? {
      table: metadata.tableName,
      fields: [],
      ...(published ? { published } : {}),
    };
    for (const field of coveredFields(def)) {
      if (entry.fields.some((f) => f.field === field)) continue;
      const column = metadata.findColumnWithPropertyName(field);
      if (!column) throw new Error(`${def.path}: no column for ${String(field)}`);
      entry.fields.push({ field: String(field), column: column.databaseName });
    }
    byTable.set(metadata.tableName, entry);
  }
  return [...byTable.values()];
}

/** What the triggers and counters are built from: tables, columns, languages, trigger SQL version, engine. */
export function countersSignature(dataSource: DataSource): string {
  const shape = {
    version: TRIGGER_VERSION,
    engine: dataSource.options.type,
    languages: LANGUAGES,
    tables: countedTables(dataSource),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql';
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const triggerNames = (table: string) =>
  (['ins', 'upd', 'del'] as const).map((kind) => `${TRIGGER_PREFIX}${table}_${kind}`);

/** Whether the counters match the current definitions (the coverage then reads them). */
export async function countersReady(manager: EntityManager | DataSource): Promise<boolean> {
  const dataSource = 'manager' in manager ? manager : manager.connection;
  try {
    const rows = (await manager.query(`SELECT signature FROM ${STATE_TABLE} WHERE name = ?`, [
      STATE_NAME,
    ])) as Array<{ signature: string }>;
    return rows[0]?.signature === countersSignature(dataSource);
  } catch {
    return false; // before the migration that creates the tables
  }
}

const signatures = new WeakMap<DataSource, string>();

/** `countersSignature`, computed once per data source (the definitions do not change while it runs). */
function signatureOf(dataSource: DataSource): string {
  let signature = signatures.get(dataSource);
  if (signature === undefined) {
    signature = countersSignature(dataSource);
    signatures.set(dataSource, signature);
  }
  return signature;
}

/**
 * A table's rows (`#total`) or published rows (`#published`) from the counters, in one statement with their
 * readiness (the state row's signature): undefined when they are not ready (the caller counts the rows). A list's
 * total without filters is then one primary-key read instead of a pass over an index (issue 37: ~40 ms at 500,000
 * products on MariaDB, linear in the rows).
 */
export async function maintainedCount(
  manager: EntityManager | DataSource,
  table: string,
  field: typeof TOTAL_FIELD | typeof PUBLISHED_FIELD,
): Promise<number | undefined> {
  const dataSource = 'manager' in manager ? manager : manager.connection;
  const signature = signatureOf(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  try {
    const rows = (await manager.query(
      `SELECT c.n AS n FROM ${COUNTS_TABLE} c JOIN ${STATE_TABLE} s ON s.name = ? AND s.signature = ? ` +
        `WHERE c.${q('table_name')} = ? AND c.lang = ? AND c.field = ?`,
      [STATE_NAME, signature, table, ALL_LANGS, field],
    )) as Array<{ n: number | string }>;
    return rows[0] === undefined ? undefined : Number(rows[0].n);
  } catch {
    return undefined; // before the migration that creates the tables
  }
}

/**
 * Each table's write number (`#writes`) and the counters' readiness, in one statement: undefined when they are not
 * ready or a table has none (the caller computes afresh). An answer computed after reading these numbers is current
 * for as long as they stay the same, on every replica (the triggers keep them in the database).
 */
export async function writeVersions(
  manager: EntityManager | DataSource,
  tables: readonly string[],
): Promise<string | undefined> {
  const dataSource = 'manager' in manager ? manager : manager.connection;
  const signature = signatureOf(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  try {
    const rows = (await manager.query(
      `SELECT c.${q('table_name')} AS t, c.n AS n FROM ${COUNTS_TABLE} c JOIN ${STATE_TABLE} s ON s.name = ? AND s.signature = ? ` +
        `WHERE c.${q('table_name')} IN (${tables.map(() => '?').join(', ')}) AND c.lang = ? AND c.field = ?`,
      [STATE_NAME, signature, ...tables, ALL_LANGS, WRITES_FIELD],
    )) as Array<{ t: string; n: number | string }>;
    if (rows.length !== tables.length) return undefined;
    const byTable = new Map(rows.map((row) => [row.t, Number(row.n)]));
    return tables.map((table) => `${table}:${byTable.get(table)}`).join(',');
  } catch {
    return undefined; // before the migration that creates the tables
  }
}

async function existingTriggers(dataSource: DataSource): Promise<string[]> {
  const rows = (await dataSource.query(
    isMysql(dataSource)
      ? `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE ?`
      : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?`,
    [`${TRIGGER_PREFIX}%`],
  )) as Array<{ name: string }>;
  return rows.map((row) => row.name).filter((name) => name.startsWith(TRIGGER_PREFIX));
}

/** The three triggers of one table (insert, update, delete). */
export function triggerSql(dataSource: DataSource, counted: CountedTable): string[] {
  const mysql = isMysql(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  const table = literal(counted.table);
  const col = (row: 'NEW' | 'OLD', column: string) => `${row}.${q(column)}`;
  const columns = (row: 'NEW' | 'OLD') => counted.fields.map((f) => col(row, f.column));
  /** The counter rows' change for one row image, as a CASE over (lang, field); `sign` is + or -. */
  const delta = (images: Array<{ row: 'NEW' | 'OLD'; sign: '+' | '-' }>, withTotal: boolean) => {
    const term = (expr: (row: 'NEW' | 'OLD') => string) =>
      images.map(({ row, sign }) => `${sign} (${expr(row)})`).join(' ');
    const branches: string[] = [];
    if (withTotal)
      branches.push(
        `WHEN lang = '${ALL_LANGS}' AND field = '${TOTAL_FIELD}' THEN 0 ${images.map(({ sign }) => `${sign} 1`).join(' ')}`,
      );
    branches.push(`WHEN lang = '${ALL_LANGS}' AND field = '${WRITES_FIELD}' THEN 1`);
    const published = counted.published;
    if (published)
      branches.push(
        `WHEN lang = '${ALL_LANGS}' AND field = '${PUBLISHED_FIELD}' THEN 0 ${term((row) => `CASE WHEN ${col(row, published)} THEN 1 ELSE 0 END`)}`,
      );
    for (const lang of LANGUAGES)
      for (const f of counted.fields)
        branches.push(
          `WHEN lang = '${lang}' AND field = ${literal(f.field)} THEN 0 ${term((row) => filledSql(mysql, col(row, f.column), lang))}`,
        );
    for (const lang of OTHERS)
      branches.push(
        `WHEN lang = '${lang}' AND field = '${FALLBACK_FIELD}' THEN 0 ${term((row) => `CASE WHEN ${fallsBackSql(mysql, columns(row), lang)} THEN 1 ELSE 0 END`)}`,
      );
    return `UPDATE ${COUNTS_TABLE} SET n = n + (CASE ${branches.join(' ')} ELSE 0 END) WHERE ${q('table_name')} = ${table};`;
  };
  const insertFallbacks = OTHERS.map(
    (lang) =>
      `INSERT INTO ${FALLBACKS_TABLE} (${q('table_name')}, lang, record_id) SELECT ${table}, '${lang}', NEW.${q('id')}${mysql ? ' FROM DUAL' : ''} WHERE ${fallsBackSql(mysql, columns('NEW'), lang)};`,
  );
  // Every language named: the primary key (table, lang, record_id) is then read at five points, not over the table's
  // whole range (which on MySQL would also lock every fallback row of the table).
  const deleteFallbacks = `DELETE FROM ${FALLBACKS_TABLE} WHERE ${q('table_name')} = ${table} AND lang IN (${OTHERS.map((lang) => `'${lang}'`).join(', ')}) AND record_id = OLD.${q('id')};`;
  const [ins, upd, del] = triggerNames(counted.table) as [string, string, string];
  const head = (name: string, event: string) =>
    `CREATE TRIGGER ${q(name)} AFTER ${event} ON ${q(counted.table)} FOR EACH ROW BEGIN`;
  return [
    `${head(ins, 'INSERT')} ${delta([{ row: 'NEW', sign: '+' }], true)} ${insertFallbacks.join(' ')} END`,
    `${head(upd, 'UPDATE')} ${delta(
      [
        { row: 'NEW', sign: '+' },
        { row: 'OLD', sign: '-' },
      ],
      false,
    )} ${deleteFallbacks} ${insertFallbacks.join(' ')} END`,
    `${head(del, 'DELETE')} ${delta([{ row: 'OLD', sign: '-' }], true)} ${deleteFallbacks} END`,
  ];
}

/** Ids per statement of the rebuild (MySQL evaluates the JSON functions several times slower than SQLite). */
const RANGE = { sqlite: 20_000, mysql: 5_000 } as const;

/** Recounts one table's counters and fallback rows from its rows (inside the caller's transaction). */
async function rebuildTable(manager: EntityManager, counted: CountedTable): Promise<void> {
  const dataSource = manager.connection;
  const mysql = isMysql(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  const column = (c: string) => q(c);
  // Deleting the table's counter and fallback rows first makes a concurrent write's trigger wait for this rebuild
  // (its row locks), so its change lands on the rebuilt counters instead of being lost (MySQL; SQLite has one writer).
  // The write number goes on from where it was (plus one: rows may have changed while the triggers were away).
  const [writes] = (await manager.query(
    `SELECT n FROM ${COUNTS_TABLE} WHERE ${q('table_name')} = ? AND lang = ? AND field = ?`,
    [counted.table, ALL_LANGS, WRITES_FIELD],
  )) as Array<{ n: number | string }>;
  await manager.query(`DELETE FROM ${COUNTS_TABLE} WHERE ${q('table_name')} = ?`, [counted.table]);
  await manager.query(`DELETE FROM ${FALLBACKS_TABLE} WHERE ${q('table_name')} = ?`, [counted.table]);

  const sums = ['COUNT(*) AS total'];
  if (counted.published)
    sums.push(`COALESCE(SUM(CASE WHEN ${column(counted.published)} THEN 1 ELSE 0 END), 0) AS published`);
  LANGUAGES.forEach((lang, l) => {
    counted.fields.forEach((f, i) => {
      sums.push(`COALESCE(SUM(${filledSql(mysql, column(f.column), lang)}), 0) AS f_${l}_${i}`);
    });
  });
  OTHERS.forEach((lang, o) => {
    sums.push(
      `COALESCE(SUM(CASE WHEN ${fallsBackSql(
        mysql,
        counted.fields.map((f) => column(f.column)),
        lang,
      )} THEN 1 ELSE 0 END), 0) AS b_${o}`,
    );
  });
  const [bounds] = (await manager.query(
    `SELECT MIN(${q('id')}) AS low, MAX(${q('id')}) AS high FROM ${q(counted.table)}`,
  )) as Array<{ low: number | string | null; high: number | string | null }>;
  const totals = new Map<string, number>();
  if (bounds?.low != null && bounds.high != null) {
    const range = mysql ? RANGE.mysql : RANGE.sqlite;
    for (let from = Number(bounds.low); from <= Number(bounds.high); from += range) {
      const [part] = (await manager.query(
        `SELECT ${sums.join(', ')} FROM ${q(counted.table)} WHERE ${q('id')} >= ? AND ${q('id')} < ?`,
        [from, from + range],
      )) as Array<Record<string, number | string>>;
      for (const [key, value] of Object.entries(part ?? {}))
        totals.set(key, (totals.get(key) ?? 0) + Number(value ?? 0));
      for (const lang of OTHERS) {
        await manager.query(
          `INSERT INTO ${FALLBACKS_TABLE} (${q('table_name')}, lang, record_id) SELECT ?, ?, ${q('id')} FROM ${q(counted.table)} ` +
            `WHERE ${q('id')} >= ? AND ${q('id')} < ? AND ${fallsBackSql(
              mysql,
              counted.fields.map((f) => column(f.column)),
              lang,
            )}`,
          [counted.table, lang, from, from + range],
        );
      }
    }
  }
  const rows: Array<[string, string, number]> = [[ALL_LANGS, TOTAL_FIELD, totals.get('total') ?? 0]];
  if (counted.published) rows.push([ALL_LANGS, PUBLISHED_FIELD, totals.get('published') ?? 0]);
  rows.push([ALL_LANGS, WRITES_FIELD, Number(writes?.n ?? 0) + 1]);
  LANGUAGES.forEach((lang, l) => {
    counted.fields.forEach((f, i) => {
      rows.push([lang, f.field, totals.get(`f_${l}_${i}`) ?? 0]);
    });
  });
  OTHERS.forEach((lang, o) => {
    rows.push([lang, FALLBACK_FIELD, totals.get(`b_${o}`) ?? 0]);
  });
  await manager.query(
    `INSERT INTO ${COUNTS_TABLE} (${q('table_name')}, lang, field, n) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
    rows.flatMap(([lang, field, n]) => [counted.table, lang, field, n]),
  );
}

export interface EnsureResult {
  /** Whether the counters can be read (false: the coverage scans). */
  ready: boolean;
  /** Whether this call recreated the triggers and rebuilt the counters. */
  rebuilt: boolean;
}

/**
 * Makes the triggers and counters match the studio's definitions: nothing when they already do (one state row and
 * the trigger list read), else drops the old triggers, creates the new ones and rebuilds every table's counters
 * (`force`: always). Run by the start-up tasks under the start-up lock, and by `cli/translation-counts.ts`.
 */
export async function ensureTranslationCounters(
  dataSource: DataSource,
  options: { force?: boolean; log?: (message: string) => void } = {},
): Promise<EnsureResult> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable(COUNTS_TABLE))) return { ready: false, rebuilt: false };
  } finally {
    await runner.release();
  }
  const tables = countedTables(dataSource);
  const signature = countersSignature(dataSource);
  const expected = tables.flatMap((t) => triggerNames(t.table)).sort();
  const existing = (await existingTriggers(dataSource)).sort();
  if (
    !options.force &&
    (await countersReady(dataSource)) &&
    JSON.stringify(existing) === JSON.stringify(expected)
  )
    return { ready: true, rebuilt: false };

  const q = (identifier: string) => dataSource.driver.escape(identifier);
  const started = Date.now();
  await dataSource.query(`DELETE FROM ${STATE_TABLE} WHERE name = ?`, [STATE_NAME]);
  for (const name of existing) await dataSource.query(`DROP TRIGGER IF EXISTS ${q(name)}`);
  try {
    for (const counted of tables)
      for (const statement of triggerSql(dataSource, counted)) await dataSource.query(statement);
  } catch (error) {
    // E.g. MySQL with binary logging and no SUPER privilege: the coverage keeps scanning.
    for (const name of await existingTriggers(dataSource))
      await dataSource.query(`DROP TRIGGER IF EXISTS ${q(name)}`).catch(() => undefined);
    options.log?.(
      `Translation counters unavailable (${(error as Error).message}); the coverage screen scans every row`,
    );
    return { ready: false, rebuilt: false };
  }
  await dataSource.transaction(async (manager) => {
    for (const counted of tables) await rebuildTable(manager, counted);
    await manager.query(
      `DELETE FROM ${COUNTS_TABLE} WHERE ${q('table_name')} NOT IN (${tables.map(() => '?').join(', ')})`,
      tables.map((t) => t.table),
    );
    await manager.query(
      `DELETE FROM ${FALLBACKS_TABLE} WHERE ${q('table_name')} NOT IN (${tables.map(() => '?').join(', ')})`,
      tables.map((t) => t.table),
    );
    await manager.query(`INSERT INTO ${STATE_TABLE} (name, signature) VALUES (?, ?)`, [
      STATE_NAME,
      signature,
    ]);
  });
  options.log?.(`Rebuilt the translation counters of ${tables.length} tables in ${Date.now() - started} ms`);
  return { ready: true, rebuilt: true };
}

/**
 * Drops the triggers and marks the counters stale (the coverage scans meanwhile), for a bulk load that the triggers
 * would slow down row by row; `ensureTranslationCounters` afterwards recreates them and rebuilds the counters.
 * Returns whether there was anything to suspend.
 */
export async function suspendTranslationCounters(dataSource: DataSource): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable(STATE_TABLE))) return false;
  } finally {
    await runner.release();
  }
  await dataSource.query(`DELETE FROM ${STATE_TABLE} WHERE name = ?`, [STATE_NAME]);
  for (const name of await existingTriggers(dataSource))
    await dataSource.query(`DROP TRIGGER IF EXISTS ${dataSource.driver.escape(name)}`);
  return true;
}

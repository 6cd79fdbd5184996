import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LANGUAGES, type Lang } from '../common/lang/languages.js';
import { PUBLIC_SEARCH } from '../content/search/search-fields.js';
import { retryOnDeadlock } from '../database/database-errors.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { STATE_TABLE } from './translation-counters.js';

/**
 * The search-text table (issue 37): `?q=` of the admin lists and `/api/search` read the plain text of the searched
 * translated fields through a full-text index instead of `LIKE '%…%'` over every row's JSON text.
 *
 * - `search_texts` (id, table_name, record_id, field, lang, body): one row per record, searched field and language
 *   with text — a translated text's value, or a translated list's (blog sections) JSON text in that language.
 * - Its full-text index: SQLite, `search_fts`, FTS5 with the trigram tokenizer over `body` (external content, kept by
 *   triggers on `search_texts`): any substring of 3 characters or more, in any script (Korean too), case-folded;
 *   MySQL/MariaDB, an InnoDB FULLTEXT index on `body`: whole words and word prefixes (see `fullTextQuery`).
 *
 * A search narrows with the index, then confirms with the same `LIKE` patterns as before on `body` (so the answers
 * are those of the JSON scan), and falls back to that `LIKE` over `search_texts` alone when the index cannot narrow
 * (a query shorter than its smallest token; on MariaDB one without a whole word, e.g. a single word that may sit
 * inside a longer one). Drafts are never in it (they live in `studio_drafts`); the public search joins `published`.
 *
 * Kept like the translation counters: triggers generated from the studio definitions (AFTER INSERT / UPDATE / DELETE
 * on every searched table), created and the table refilled by `ensureSearchTexts` (start-up tasks, after migrations
 * and seeds) when the stored signature (`translation_count_state`, name `search`) differs or a trigger is missing;
 * the bulk seeder suspends them while it inserts. Without triggers (MySQL refusing them) the state row stays empty and
 * searches scan the JSON text as before.
 */
export const SEARCH_TABLE = 'search_texts';
export const SEARCH_FTS = 'search_fts';
/** MySQL/MariaDB: the trigrams of the admin-searched texts (migration 1764620000000-search-trigrams). */
export const SEARCH_GRAMS = 'search_trigrams';
/**
 * MySQL/MariaDB: which trigrams occur in each block of records of a public-searched field in a language (migration
 * 1764650000000-search-gram-blocks): the walks in record order skip the blocks that cannot hold the query.
 */
export const SEARCH_BLOCKS = 'search_gram_blocks';
/**
 * Records per block of `search_gram_blocks` (record id DIV size). Larger blocks make a smaller table and skip less;
 * at 100,000 products and 1,000 a block: 1.4 million rows for the public fields (the names' text-level trigrams alone:
 * 10 million). The tests make it small, before an application starts (it is in the signature and the triggers).
 */
export const searchBlocks = { size: 1_000 };
/**
 * A text longer than this puts the gram ANY_GRAM in its block instead of its trigrams: MariaDB's SUBSTRING walks a
 * multibyte text from its start, so a text's trigrams cost the square of its length (a blog post's sections of 11,000
 * characters: ~0.4 s each, in a trigger as in the refill). Such a block is walked whatever the query.
 */
const BLOCK_TEXT_MAX = 1_024;
/** The gram of a block walked for every query (no query looks it up: a trigram ending in a space is never looked up). */
const ANY_GRAM = '';
/** MySQL/MariaDB: the numbers 1, 2, 3 … (the trigrams' refill reads a text's positions from it). */
const POSITIONS = 'search_positions';
const STATE_NAME = 'search';
const TRIGGER_PREFIX = 'search_text_';
/** Bumped when the triggers' SQL changes. */
const TRIGGER_VERSION = 6;
/** The trigram tokenizer's token: shorter queries have no trigram to look up. */
const TRIGRAM = 3;

export interface SearchedField {
  field: string;
  column: string;
  /** A translated list (JSON array per language): its body is that language's JSON text. */
  list: boolean;
  /** A translated rich text (a document per language): its body is the text of the document's text nodes. */
  doc?: boolean;
  /**
   * MySQL/MariaDB: an admin list searches it (a studio definition's `search`), so its texts' trigrams are kept in
   * `search_trigrams` (a one-word `?q=` is a substring InnoDB FULLTEXT cannot narrow).
   */
  grams?: boolean;
  /**
   * MySQL/MariaDB: the public search walks it (search-fields.ts), so the trigrams of each block of its records are
   * kept in `search_gram_blocks`.
   */
  blocks?: boolean;
}

export interface SearchedTable {
  table: string;
  fields: SearchedField[];
}

const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql';
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The searched tables and fields: every studio resource's `search` fields and the public search's. */
export function searchedTables(dataSource: DataSource): SearchedTable[] {
  const byTable = new Map<string, SearchedTable>();
  const add = (
    entity: Parameters<DataSource['getMetadata']>[0],
    field: string,
    list: boolean,
    doc: boolean,
  ) => {
    const metadata = dataSource.getMetadata(entity);
    const entry = byTable.get(metadata.tableName) ?? { table: metadata.tableName, fields: [] };
    byTable.set(metadata.tableName, entry);
    if (entry.fields.some((f) => f.field === field)) return;
    const column = metadata.findColumnWithPropertyName(field);
    if (!column) throw new Error(`${metadata.tableName}: no column for ${field}`);
    entry.fields.push({ field, column: column.databaseName, list, ...(doc ? { doc } : {}) });
  };
  const lists = new Set(
    STUDIO_RESOURCES.flatMap((def) =>
      (def.translatedLists ?? []).map((f) => `${dataSource.getMetadata(def.entity).tableName}.${f}`),
    ),
  );
  const docs = new Set(
    STUDIO_RESOURCES.flatMap((def) =>
      (def.translatedRichTexts ?? []).map((f) => `${dataSource.getMetadata(def.entity).tableName}.${f}`),
    ),
  );
  const key = (entity: Parameters<DataSource['getMetadata']>[0], field: string) =>
    `${dataSource.getMetadata(entity).tableName}.${field}`;
  for (const def of STUDIO_RESOURCES)
    for (const field of def.search)
      add(
        def.entity,
        String(field),
        lists.has(key(def.entity, String(field))),
        docs.has(key(def.entity, String(field))),
      );
  for (const { entity, fields } of Object.values(PUBLIC_SEARCH))
    for (const field of fields)
      add(entity, field, lists.has(key(entity, field)), docs.has(key(entity, field)));
  if (isMysql(dataSource))
    for (const def of STUDIO_RESOURCES)
      for (const field of def.search) {
        const entry = byTable.get(dataSource.getMetadata(def.entity).tableName);
        const found = entry?.fields.find((f) => f.field === String(field));
        if (found && !found.list && !found.doc) found.grams = true;
      }
  if (isMysql(dataSource))
    for (const { entity, fields } of Object.values(PUBLIC_SEARCH)) {
      const entry = byTable.get(dataSource.getMetadata(entity).tableName);
      for (const field of fields) {
        const found = entry?.fields.find((f) => f.field === field);
        if (found) found.blocks = true;
      }
    }
  return [...byTable.values()].sort((a, b) => a.table.localeCompare(b.table));
}

export function searchSignature(dataSource: DataSource): string {
  const shape = {
    version: TRIGGER_VERSION,
    engine: dataSource.options.type,
    languages: LANGUAGES,
    tables: searchedTables(dataSource),
    ...(isMysql(dataSource) ? { block: searchBlocks.size } : {}),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

/**
 * SQL: the text of `column` (a JSON object per language) in `lang`, or NULL. A document's (`doc`) is the text of its
 * text nodes joined with spaces: SQLite through json_tree, MariaDB/MySQL through JSON_TABLE over `$**.text`.
 */
function bodySql(mysql: boolean, column: string, lang: Lang, list: boolean, doc = false): string {
  const path = `'$.${lang}'`;
  if (doc)
    return mysql
      ? `(CASE WHEN JSON_VALID(${column}) AND JSON_TYPE(JSON_EXTRACT(${column}, ${path})) = 'OBJECT' THEN (SELECT GROUP_CONCAT(d.txt SEPARATOR ' ') FROM JSON_TABLE(JSON_EXTRACT(JSON_EXTRACT(${column}, ${path}), '$**.text'), '$[*]' COLUMNS (txt LONGTEXT PATH '$')) d) END)`
      : `(CASE WHEN json_valid(${column}) AND json_type(${column}, ${path}) = 'object' THEN (SELECT group_concat(t.value, ' ') FROM json_tree(${column}, ${path}) t WHERE t.key = 'text' AND t.type = 'text') END)`;
  if (mysql)
    return list
      ? `(CASE WHEN JSON_VALID(${column}) AND JSON_TYPE(JSON_EXTRACT(${column}, ${path})) = 'ARRAY' THEN JSON_COMPACT(JSON_EXTRACT(${column}, ${path})) END)`
      : `(CASE WHEN JSON_VALID(${column}) AND JSON_TYPE(JSON_EXTRACT(${column}, ${path})) = 'STRING' THEN JSON_UNQUOTE(JSON_EXTRACT(${column}, ${path})) END)`;
  return `(CASE WHEN json_valid(${column}) AND json_type(${column}, ${path}) = '${list ? 'array' : 'text'}' THEN json_extract(${column}, ${path}) END)`;
}

/** SQL: the rows of `search_texts` of one record's `fields` (`column` names its columns: `NEW.x` in a trigger). */
function rowsSql(
  mysql: boolean,
  table: string,
  fields: SearchedField[],
  column: (name: string) => string,
  id: string,
  when = '',
) {
  const selects = fields.flatMap((f) =>
    LANGUAGES.map(
      (lang) =>
        `SELECT ${literal(table)} AS table_name, ${id} AS record_id, ${literal(f.field)} AS field, '${lang}' AS lang, ${bodySql(mysql, column(f.column), lang, f.list, f.doc)} AS body`,
    ),
  );
  return `SELECT x.table_name, x.record_id, x.field, x.lang, x.body FROM (${selects.join(' UNION ALL ')}) x WHERE x.body IS NOT NULL AND x.body <> ''${when}`;
}

const COLUMNS = 'table_name, record_id, field, lang, body';
const tableTriggers = (table: string) =>
  (['ins', 'upd', 'del'] as const).map((kind) => `${TRIGGER_PREFIX}${table}_${kind}`);
/** SQLite: the triggers keeping the FTS5 index in step with `search_texts` (external content). */
const FTS_TRIGGERS = ['ins', 'del', 'upd'].map((kind) => `${TRIGGER_PREFIX}_fts_${kind}`);

/** The three triggers of one searched table. */
export function searchTriggerSql(dataSource: DataSource, searched: SearchedTable): string[] {
  const mysql = isMysql(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  const table = literal(searched.table);
  const insert = (fields: SearchedField[], when = '') =>
    `INSERT INTO ${SEARCH_TABLE} (${COLUMNS}) ${rowsSql(mysql, searched.table, fields, (c) => `NEW.${q(c)}`, `NEW.${q('id')}`, when)};`;
  const remove = (field?: SearchedField, when = '') =>
    `DELETE FROM ${SEARCH_TABLE} WHERE table_name = ${table} AND record_id = OLD.${q('id')}${field ? ` AND field = ${literal(field.field)}` : ''}${when};`;
  const [ins, upd, del] = tableTriggers(searched.table) as [string, string, string];
  // An update rewrites the rows of the fields whose text changed only (none for a publication, a move, an upload).
  const changes = searched.fields.map((f) => {
    const c = q(f.column);
    if (mysql) return `IF NOT (NEW.${c} <=> OLD.${c}) THEN ${remove(f)} ${insert([f])} END IF;`;
    const when = ` AND NEW.${c} IS NOT OLD.${c}`;
    return `${remove(f, when)} ${insert([f], when)}`;
  });
  const update = mysql
    ? `CREATE TRIGGER ${q(upd)} AFTER UPDATE ON ${q(searched.table)} FOR EACH ROW BEGIN ${changes.join(' ')} END`
    : `CREATE TRIGGER ${q(upd)} AFTER UPDATE OF ${searched.fields.map((f) => q(f.column)).join(', ')} ON ${q(searched.table)} FOR EACH ROW BEGIN ${changes.join(' ')} END`;
  return [
    `CREATE TRIGGER ${q(ins)} AFTER INSERT ON ${q(searched.table)} FOR EACH ROW BEGIN ${insert(searched.fields)} END`,
    update,
    `CREATE TRIGGER ${q(del)} AFTER DELETE ON ${q(searched.table)} FOR EACH ROW BEGIN ${remove()} END`,
  ];
}

/** MySQL/MariaDB: the triggers keeping `search_trigrams` in step with the admin-searched rows of `search_texts`. */
const GRAM_TRIGGERS = ['ins', 'del', 'upd'].map((kind) => `${TRIGGER_PREFIX}_gram_${kind}`);

/** SQL: whether a `search_texts` row (`row`: NEW or OLD) is one whose trigrams are kept, or '' when none is. */
function gramFieldsSql(tables: SearchedTable[], row: string, kind: 'grams' | 'blocks' = 'grams'): string {
  const pairs = tables.flatMap((t) =>
    t.fields.filter((f) => f[kind]).map((f) => `(${literal(t.table)}, ${literal(f.field)})`),
  );
  return pairs.length ? `(${row}.table_name, ${row}.field) IN (${pairs.join(', ')})` : '';
}

export function gramTriggerSql(tables: SearchedTable[]): string[] {
  const [ins, del, upd] = GRAM_TRIGGERS as [string, string, string];
  const kept = gramFieldsSql(tables, 'NEW') || 'FALSE';
  // Every 3-character piece of the text, once (the primary key folds case and accents as the text's collation does).
  const add = `IF ${kept} THEN SET n = CHAR_LENGTH(NEW.body) - 2; WHILE i <= n DO INSERT IGNORE INTO ${SEARCH_GRAMS} (gram, text_id) VALUES (SUBSTRING(NEW.body, i, 3), NEW.id); SET i = i + 1; END WHILE; END IF;`;
  const drop = `DELETE FROM ${SEARCH_GRAMS} WHERE text_id = OLD.id;`;
  // The text's trigrams in its block (one statement: the positions by a recursive query, as many as the text has;
  // its column is not `i`, which in a trigger names the variable declared below).
  // Never removed by a delete or an update: a block's trigrams may be more than its texts hold (the walk then reads
  // a block for nothing), never fewer; the refill makes them exact again.
  const blocked = gramFieldsSql(tables, 'NEW', 'blocks');
  const blockOf = `NEW.record_id DIV ${searchBlocks.size}`;
  const block = blocked
    ? `IF ${blocked} THEN IF CHAR_LENGTH(NEW.body) > ${BLOCK_TEXT_MAX} THEN INSERT IGNORE INTO ${SEARCH_BLOCKS} (table_name, field, lang, gram, block) VALUES (NEW.table_name, NEW.field, NEW.lang, '${ANY_GRAM}', ${blockOf}); ELSE INSERT IGNORE INTO ${SEARCH_BLOCKS} (table_name, field, lang, gram, block) WITH RECURSIVE p (pos) AS (SELECT 1 UNION ALL SELECT p.pos + 1 FROM p WHERE p.pos < CHAR_LENGTH(NEW.body) - 2) SELECT NEW.table_name, NEW.field, NEW.lang, SUBSTRING(NEW.body, p.pos, 3), ${blockOf} FROM p WHERE p.pos <= CHAR_LENGTH(NEW.body) - 2; END IF; END IF;`
    : '';
  const vars = 'DECLARE i INT DEFAULT 1; DECLARE n INT DEFAULT 0;';
  return [
    `CREATE TRIGGER \`${ins}\` AFTER INSERT ON ${SEARCH_TABLE} FOR EACH ROW BEGIN ${vars} ${add} ${block} END`,
    `CREATE TRIGGER \`${del}\` AFTER DELETE ON ${SEARCH_TABLE} FOR EACH ROW BEGIN ${drop} END`,
    `CREATE TRIGGER \`${upd}\` AFTER UPDATE ON ${SEARCH_TABLE} FOR EACH ROW BEGIN ${vars} ${drop} ${add} ${block} END`,
  ];
}

/**
 * Runs one range of a refill in a transaction. MySQL/MariaDB: a transaction of its own per range — the whole refill in
 * one outgrew InnoDB's lock table at 500,000 products ("The total number of locks exceeds the lock table size", at ~8.5
 * million texts with the default 128 MB buffer pool), and a refill of that size held its locks for minutes. SQLite:
 * inside the refill's one transaction (a single connection, no lock table).
 */
type RangeStep = (work: (manager: EntityManager) => Promise<void>) => Promise<void>;

/**
 * MySQL/MariaDB: refills `search_trigrams` from the admin-searched rows of `search_texts`, a range of ids at a time.
 * Their triggers are made first, so a text written meanwhile gets its trigrams from them; each range's are deleted
 * and made again from the texts as they are then (idempotent, whichever of the two comes first).
 */
async function refillGrams(
  dataSource: DataSource,
  step: RangeStep,
  tables: SearchedTable[],
  range: number,
): Promise<void> {
  for (const statement of gramTriggerSql(tables)) await dataSource.query(statement);
  type Bounds = {
    low: number | string | null;
    high: number | string | null;
    longest: number | string | null;
  };
  const boundsOf = async (kept: string): Promise<Bounds | undefined> =>
    kept
      ? (
          (await dataSource.query(
            `SELECT MIN(s.id) AS low, MAX(s.id) AS high, MAX(CHAR_LENGTH(s.body)) AS longest FROM ${SEARCH_TABLE} s WHERE ${kept}`,
          )) as Bounds[]
        )[0]
      : undefined;
  const kept = gramFieldsSql(tables, 's');
  const blocked = gramFieldsSql(tables, 's', 'blocks');
  const bounds = await boundsOf(kept);
  // The positions 1 … the longest text's (search_positions, 10^k rows from k digits' cross product).
  const longest = Math.max(Number(bounds?.longest ?? 1), BLOCK_TEXT_MAX);
  const digits =
    '(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
  const places = Math.max(1, Math.ceil(Math.log10(longest + 1)));
  const terms = Array.from({ length: places }, (_v, k) => `d${k}.d * ${10 ** k}`);
  await dataSource.query(
    `INSERT IGNORE INTO ${POSITIONS} (i) SELECT ${terms.join(' + ')} + 1 FROM ${Array.from({ length: places }, (_v, k) => `${digits} d${k}`).join(' CROSS JOIN ')}`,
  );
  // MariaDB joins the positions by a block nested loop (each text against every position row): bounding the
  // positions by the longest text's of the range turns 10^k comparisons per text into that length (issue 37: a test
  // app's seed, 1,296 texts, longest 209 characters, 1,000 positions: 2.7 s → 0.8 s at load 13 — most of CI's
  // MariaDB cost of the trigram table, paid by every test app).
  const longestIn = async (manager: EntityManager, where: string, from: number) => {
    const [row] = (await manager.query(
      `SELECT MAX(CHAR_LENGTH(s.body)) AS longest FROM ${SEARCH_TABLE} s WHERE s.id >= ? AND s.id < ? AND ${where}`,
      [from, from + range],
    )) as Array<{ longest: number | string | null }>;
    return Number(row?.longest ?? 0);
  };

  // The trigrams of texts the refill replaced: their ids are below every text's now (ids only grow).
  if (!kept || bounds?.low == null || bounds.high == null)
    await deleteInPieces(dataSource, step, SEARCH_GRAMS, 'TRUE', []);
  else {
    await deleteInPieces(dataSource, step, SEARCH_GRAMS, 'text_id < ?', [Number(bounds.low)]);
    for (let from = Number(bounds.low); from <= Number(bounds.high); from += range)
      await step(async (manager) => {
        await manager.query(`DELETE FROM ${SEARCH_GRAMS} WHERE text_id >= ? AND text_id < ?`, [
          from,
          from + range,
        ]);
        const length = await longestIn(manager, kept, from);
        if (length < 3) return;
        await manager.query(
          `INSERT IGNORE INTO ${SEARCH_GRAMS} (gram, text_id) SELECT SUBSTRING(s.body, p.i, 3), s.id FROM ${SEARCH_TABLE} s JOIN ${POSITIONS} p ON p.i BETWEEN 1 AND CHAR_LENGTH(s.body) - 2 WHERE p.i <= ? AND s.id >= ? AND s.id < ? AND ${kept}`,
          [length - 2, from, from + range],
        );
      });
  }

  // The blocks' trigrams, all made again: a block's may hold more than its texts (see gramTriggerSql), so none is
  // kept. A text written after the delete adds its own through the triggers (made above); the ranges, read after
  // it, add every text's up to the last id then, so whichever comes first, none is missing.
  await deleteInPieces(dataSource, step, SEARCH_BLOCKS, 'TRUE', []);
  // The texts' ids once that is done: a text written before then had its trigrams deleted with the others.
  const blockBounds = await boundsOf(blocked);
  if (!blocked || blockBounds?.low == null || blockBounds.high == null) return;
  const blockOf = `s.record_id DIV ${searchBlocks.size}`;
  for (let from = Number(blockBounds.low); from <= Number(blockBounds.high); from += range)
    await step(async (manager) => {
      const inRange = `s.id >= ? AND s.id < ? AND ${blocked}`;
      await manager.query(
        `INSERT IGNORE INTO ${SEARCH_BLOCKS} (table_name, field, lang, gram, block) SELECT DISTINCT s.table_name, s.field, s.lang, '${ANY_GRAM}', ${blockOf} FROM ${SEARCH_TABLE} s WHERE ${inRange} AND CHAR_LENGTH(s.body) > ${BLOCK_TEXT_MAX}`,
        [from, from + range],
      );
      // The others by length, each length class (powers of two) joined with as many positions as its longest text
      // has (the join compares each text with every position read: one long text made the whole range's texts
      // compare with its length).
      const classes = (await manager.query(
        `SELECT FLOOR(LOG2(CHAR_LENGTH(s.body))) AS k, MAX(CHAR_LENGTH(s.body)) AS longest FROM ${SEARCH_TABLE} s WHERE ${inRange} AND CHAR_LENGTH(s.body) BETWEEN 3 AND ${BLOCK_TEXT_MAX} GROUP BY k`,
        [from, from + range],
      )) as Array<{ k: number | string; longest: number | string }>;
      for (const { k, longest } of classes)
        await manager.query(
          `INSERT IGNORE INTO ${SEARCH_BLOCKS} (table_name, field, lang, gram, block) SELECT DISTINCT s.table_name, s.field, s.lang, SUBSTRING(s.body, p.i, 3), ${blockOf} FROM ${SEARCH_TABLE} s JOIN ${POSITIONS} p ON p.i BETWEEN 1 AND CHAR_LENGTH(s.body) - 2 WHERE p.i <= ? AND ${inRange} AND CHAR_LENGTH(s.body) BETWEEN ? AND ${BLOCK_TEXT_MAX} AND CHAR_LENGTH(s.body) < ?`,
          [Number(longest) - 2, from, from + range, 2 ** Number(k), 2 ** (Number(k) + 1)],
        );
    });
}

function ftsTriggerSql(): string[] {
  const [ins, del, upd] = FTS_TRIGGERS as [string, string, string];
  const add = `INSERT INTO ${SEARCH_FTS} (rowid, body) VALUES (NEW.id, NEW.body);`;
  const drop = `INSERT INTO ${SEARCH_FTS} (${SEARCH_FTS}, rowid, body) VALUES ('delete', OLD.id, OLD.body);`;
  return [
    `CREATE TRIGGER "${ins}" AFTER INSERT ON ${SEARCH_TABLE} BEGIN ${add} END`,
    `CREATE TRIGGER "${del}" AFTER DELETE ON ${SEARCH_TABLE} BEGIN ${drop} END`,
    `CREATE TRIGGER "${upd}" AFTER UPDATE ON ${SEARCH_TABLE} BEGIN ${drop} ${add} END`,
  ];
}

async function existingTriggers(dataSource: DataSource | EntityManager): Promise<string[]> {
  const mysql = isMysql('manager' in dataSource ? dataSource : dataSource.connection);
  const rows = (await dataSource.query(
    mysql
      ? `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE ?`
      : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?`,
    [`${TRIGGER_PREFIX}%`],
  )) as Array<{ name: string }>;
  return rows.map((row) => row.name).filter((name) => name.startsWith(TRIGGER_PREFIX));
}

/** Whether the search-text table matches the current definitions (searches then read it). */
export async function searchTextsReady(manager: EntityManager | DataSource): Promise<boolean> {
  const dataSource = 'manager' in manager ? manager : manager.connection;
  try {
    const rows = (await manager.query(`SELECT signature FROM ${STATE_TABLE} WHERE name = ?`, [
      STATE_NAME,
    ])) as Array<{ signature: string }>;
    return rows[0]?.signature === searchSignature(dataSource);
  } catch {
    return false; // before the migrations that create the tables
  }
}

/** Ids per statement of the refill. */
const RANGE = { sqlite: 20_000, mysql: 5_000 } as const;

/** Rows a MySQL/MariaDB DELETE removes per statement (and transaction) in deleteInPieces. */
const DELETE_PIECE = 10_000;

/**
 * Deletes the rows of `table` matching `where`: on MySQL/MariaDB a piece at a time, each its own transaction (one
 * DELETE of millions of rows holds a lock on every one; see RangeStep); SQLite in one statement.
 */
async function deleteInPieces(
  dataSource: DataSource,
  step: RangeStep,
  table: string,
  where: string,
  parameters: unknown[],
): Promise<void> {
  if (!isMysql(dataSource)) {
    await step((manager) => manager.query(`DELETE FROM ${table} WHERE ${where}`, parameters));
    return;
  }
  for (let deleted = DELETE_PIECE; deleted >= DELETE_PIECE; ) {
    await step(async (manager) => {
      const result = (await manager.query(
        `DELETE FROM ${table} WHERE ${where} LIMIT ${DELETE_PIECE}`,
        parameters,
      )) as {
        affectedRows?: number;
      };
      deleted = Number(result.affectedRows ?? 0);
    });
  }
}

/**
 * Refills `search_texts` from the searched tables, a range of record ids at a time. The tables' triggers already
 * exist: a record written meanwhile has its texts written by them, and its range's are deleted and made again from
 * the rows as they are then (idempotent, whichever of the two comes first).
 */
async function refill(
  dataSource: DataSource,
  step: RangeStep,
  tables: SearchedTable[],
  range: number,
): Promise<void> {
  const mysql = isMysql(dataSource);
  const q = (identifier: string) => dataSource.driver.escape(identifier);
  // Texts of tables no longer searched; then each table's outside its records' ids, and its ranges one by one.
  await deleteInPieces(
    dataSource,
    step,
    SEARCH_TABLE,
    `table_name NOT IN (${tables.map((t) => literal(t.table)).join(', ') || "''"})`,
    [],
  );
  for (const searched of tables) {
    let bounds: { low: number | string | null; high: number | string | null } | undefined;
    await step(async (manager) => {
      [bounds] = await manager.query(
        `SELECT MIN(${q('id')}) AS low, MAX(${q('id')}) AS high FROM ${q(searched.table)}`,
      );
    });
    if (bounds?.low == null || bounds.high == null) {
      await deleteInPieces(dataSource, step, SEARCH_TABLE, 'table_name = ?', [searched.table]);
      continue;
    }
    await deleteInPieces(
      dataSource,
      step,
      SEARCH_TABLE,
      'table_name = ? AND (record_id < ? OR record_id > ?)',
      [searched.table, Number(bounds.low), Number(bounds.high)],
    );
    for (let from = Number(bounds.low); from <= Number(bounds.high); from += range)
      await step(async (manager) => {
        await manager.query(
          `DELETE FROM ${SEARCH_TABLE} WHERE table_name = ? AND record_id >= ? AND record_id < ?`,
          [searched.table, from, from + range],
        );
        // One statement per field and language: each reads the range's rows once through the primary key.
        for (const field of searched.fields)
          for (const lang of LANGUAGES)
            await manager.query(
              `INSERT INTO ${SEARCH_TABLE} (${COLUMNS}) SELECT ?, x.id, ?, ?, x.body FROM (SELECT ${q('id')} AS id, ${bodySql(
                mysql,
                q(field.column),
                lang,
                field.list,
                field.doc,
              )} AS body FROM ${q(searched.table)} WHERE ${q('id')} >= ? AND ${q('id')} < ?) x WHERE x.body IS NOT NULL AND x.body <> ''`,
              [searched.table, field.field, lang, from, from + range],
            );
      });
  }
}

/**
 * Makes the triggers and the search-text table match the studio's definitions: nothing when they already do, else
 * recreates the triggers and refills the table from the rows (`force`: always). Run by the start-up tasks under the
 * start-up lock, and by the bulk seeder after its INSERTs.
 */
export async function ensureSearchTexts(
  dataSource: DataSource,
  options: {
    force?: boolean;
    log?: (message: string) => void;
    /** Ids per statement (and, on MySQL/MariaDB, per transaction); tests make it small. */
    range?: number;
  } = {},
): Promise<{ ready: boolean; rebuilt: boolean }> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable(SEARCH_TABLE)) || !(await runner.hasTable(STATE_TABLE)))
      return { ready: false, rebuilt: false };
  } finally {
    await runner.release();
  }
  const mysql = isMysql(dataSource);
  const tables = searchedTables(dataSource);
  const expected = [
    ...tables.flatMap((t) => tableTriggers(t.table)),
    ...(mysql ? GRAM_TRIGGERS : FTS_TRIGGERS),
  ].sort();
  const existing = (await existingTriggers(dataSource)).sort();
  if (
    !options.force &&
    (await searchTextsReady(dataSource)) &&
    JSON.stringify(existing) === JSON.stringify(expected)
  )
    return { ready: true, rebuilt: false };

  const q = (identifier: string) => dataSource.driver.escape(identifier);
  const started = Date.now();
  await dataSource.query(`DELETE FROM ${STATE_TABLE} WHERE name = ?`, [STATE_NAME]);
  for (const name of existing) await dataSource.query(`DROP TRIGGER IF EXISTS ${q(name)}`);
  try {
    for (const searched of tables)
      for (const statement of searchTriggerSql(dataSource, searched)) await dataSource.query(statement);
  } catch (error) {
    for (const name of await existingTriggers(dataSource))
      await dataSource.query(`DROP TRIGGER IF EXISTS ${q(name)}`).catch(() => undefined);
    options.log?.(`Search texts unavailable (${(error as Error).message}); searches scan the JSON texts`);
    return { ready: false, rebuilt: false };
  }
  const markReady = (runner: DataSource | EntityManager) =>
    runner.query(`INSERT INTO ${STATE_TABLE} (name, signature) VALUES (?, ?)`, [
      STATE_NAME,
      searchSignature(dataSource),
    ]);
  if (mysql) {
    // Searches scan the JSON texts until the state row is back (searchTextsReady): the texts, then their trigrams.
    // A range's transaction may be a deadlock's victim against a concurrent write (the range's gap locks against a
    // trigger's): it is repeated, being idempotent (its texts deleted and made again).
    const step: RangeStep = (work) => retryOnDeadlock(() => dataSource.transaction(work), 5);
    await refill(dataSource, step, tables, options.range ?? RANGE.mysql);
    await refillGrams(dataSource, step, tables, options.range ?? RANGE.mysql);
    await markReady(dataSource);
  } else {
    await dataSource.transaction(async (manager) => {
      await refill(dataSource, (work) => work(manager), tables, options.range ?? RANGE.sqlite);
      // The FTS index once from the refilled table, not row by row through its triggers.
      await manager.query(`INSERT INTO ${SEARCH_FTS} (${SEARCH_FTS}) VALUES ('rebuild')`);
      for (const statement of ftsTriggerSql()) await manager.query(statement);
      await markReady(manager);
    });
  }
  options.log?.(`Refilled the search texts of ${tables.length} tables in ${Date.now() - started} ms`);
  return { ready: true, rebuilt: true };
}

/** Drops the triggers and marks the table stale (searches scan meanwhile), for a bulk load; see ensureSearchTexts. */
export async function suspendSearchTexts(dataSource: DataSource): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable(SEARCH_TABLE)) || !(await runner.hasTable(STATE_TABLE))) return false;
  } finally {
    await runner.release();
  }
  await dataSource.query(`DELETE FROM ${STATE_TABLE} WHERE name = ?`, [STATE_NAME]);
  for (const name of await existingTriggers(dataSource))
    await dataSource.query(`DROP TRIGGER IF EXISTS ${dataSource.driver.escape(name)}`);
  return true;
}

/** `%`, `_` and the escape character itself are literals in a `LIKE … ESCAPE '!'` pattern. */
export const likeLiteral = (text: string) => text.replace(/[!%_]/g, '!$&');
/** A text as it appears inside a JSON string (quotes, backslashes, control characters escaped). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

interface InnodbTokens {
  min: number;
  max: number;
  stopwords: Set<string>;
}
const innodbTokens = new WeakMap<DataSource, Promise<InnodbTokens>>();

/** InnoDB's full-text token limits and stopwords (read once per data source). */
function tokensOf(dataSource: DataSource): Promise<InnodbTokens> {
  let found = innodbTokens.get(dataSource);
  if (!found) {
    found = (async () => {
      const [settings] = (await dataSource.query(
        'SELECT @@innodb_ft_min_token_size AS min, @@innodb_ft_max_token_size AS max, @@innodb_ft_enable_stopword AS enabled, @@innodb_ft_server_stopword_table AS stoptable',
      )) as Array<{ min: number; max: number; enabled: number | string; stoptable: string | null }>;
      const stopwords = new Set<string>();
      if (Number(settings?.enabled ?? 1)) {
        const table = settings?.stoptable;
        const rows = (await dataSource.query(
          table
            ? `SELECT value FROM ${table
                .split('/')
                .map((part) => dataSource.driver.escape(part))
                .join('.')}`
            : 'SELECT value FROM information_schema.INNODB_FT_DEFAULT_STOPWORD',
        )) as Array<{ value: string }>;
        for (const row of rows) stopwords.add(String(row.value).toLowerCase());
      }
      return { min: Number(settings?.min ?? 3), max: Number(settings?.max ?? 84), stopwords };
    })();
    found.catch(() => innodbTokens.delete(dataSource));
    innodbTokens.set(dataSource, found);
  }
  return found;
}

/** Characters InnoDB's tokenizer always splits words at (a conservative set: no quote, apostrophe, underscore). */
const SEPARATOR = /[ ,.;:!?()/-]/;
const WORD = /^[A-Za-z0-9]+$/;

/**
 * An InnoDB boolean-mode query that every text containing `q` (as a substring) matches, or '' when there is none:
 * a word of `q` with a separator on both sides in `q` is a whole word of the text (`+word`); the last one with a
 * separator before it starts a word of the text (`+word*`). A word at the start of `q` may end a longer word of the
 * text ("calcium" in "Dicalcium"): it cannot narrow. Words shorter than InnoDB's smallest token, longer than its
 * longest, or stopwords are left out (not indexed). Only ASCII letters and digits are used, where the engine's and
 * this function's idea of a word agree.
 */
export function fullTextQuery(q: string, tokens: InnodbTokens): string {
  const terms: string[] = [];
  const parts = q.split(/([ ,.;:!?()/-])/);
  let offset = 0;
  for (const part of parts) {
    const start = offset;
    offset += part.length;
    if (!part || SEPARATOR.test(part) || !WORD.test(part)) continue;
    const before = start > 0 && SEPARATOR.test(q.charAt(start - 1));
    const after = offset < q.length && SEPARATOR.test(q.charAt(offset));
    const word = part.toLowerCase();
    if (!before || word.length < tokens.min || word.length > tokens.max || tokens.stopwords.has(word))
      continue;
    if (after) terms.push(`+${word}`);
    else if (offset === q.length) terms.push(`+${word}*`);
  }
  return [...new Set(terms)].join(' ');
}

export interface TextSearch {
  /** The table searched (`searchedTables`). */
  table: SearchedTable;
  /** Its fields to look in. */
  fields: readonly string[];
  /** Only these languages (default: all). */
  langs?: readonly Lang[];
  /** The query as typed (trimmed). */
  query: string;
  /** The query's spellings the confirmation tries, as the JSON scan did (SQLite's LIKE folds ASCII only). */
  variants: readonly string[];
}

/**
 * SQL (named parameters, prefix `st_`) selecting the `record_id`s of `search_texts` rows of `table`'s `fields` whose
 * text contains one of `variants` (LIKE, as the JSON scan matched): narrowed by the full-text index when it can.
 */
export async function matchingRecordsSql(
  dataSource: DataSource,
  search: TextSearch,
): Promise<{ sql: string; params: Record<string, unknown> }> {
  const { sql, params } = await matchingTextsSql(dataSource, search);
  return { sql: `SELECT m.record_id FROM (${sql}) m`, params };
}

/**
 * SQL (named parameters, prefix `st_`) selecting `record_id` and `field` of the texts of `table`'s `fields` (in
 * `langs`) that contain one of `variants` (LIKE, as the JSON scan matched). From `search_texts`, narrowed by the
 * full-text index when it can; or (`scan`) from the same texts computed from the table's own JSON columns, row by
 * row (while the search texts are not ready): the same LIKE on the same text, so the same answer.
 */
export async function matchingTextsSql(
  dataSource: DataSource,
  search: TextSearch,
  options: { scan?: boolean; narrow?: boolean; prefix?: string; where?: string[]; probe?: boolean } = {},
): Promise<{ sql: string; params: Record<string, unknown> }> {
  const mysql = isMysql(dataSource);
  const p = options.prefix ?? 'st_';
  const fields = search.table.fields.filter((f) => search.fields.includes(f.field));
  const plain = fields.filter((f) => !f.list).map((f) => f.field);
  const lists = fields.filter((f) => f.list).map((f) => f.field);
  const params: Record<string, unknown> = {};
  const where: string[] = [];
  let from = `${SEARCH_TABLE} s`;
  // MySQL/MariaDB: the JSON functions answer in a binary collation; `search_texts.body` compares as its table does
  // (utf8mb4_unicode_ci, case-insensitive), so the computed text is compared the same way.
  const scanned = (body: string) =>
    mysql ? `(CONVERT(${body} USING utf8mb4) COLLATE utf8mb4_unicode_ci)` : body;
  if (options.scan) {
    const q = (identifier: string) => dataSource.driver.escape(identifier);
    const selects = fields.flatMap((f) =>
      (search.langs ?? LANGUAGES).map(
        (lang) =>
          `SELECT e.${q('id')} AS record_id, ${literal(f.field)} AS field, ${scanned(bodySql(mysql, `e.${q(f.column)}`, lang, f.list, f.doc))} AS body FROM ${q(search.table.table)} e`,
      ),
    );
    from = `(${selects.length ? selects.join(' UNION ALL ') : 'SELECT NULL AS record_id, NULL AS field, NULL AS body'}) s`;
    where.push('s.body IS NOT NULL');
  } else {
    params[`${p}table`] = search.table.table;
    where.push(`s.table_name = :${p}table`);
    if (search.langs) {
      where.push(`s.lang IN (:...${p}langs)`);
      params[`${p}langs`] = [...search.langs];
    }
  }
  const confirm: string[] = [];
  // Spellings differing only in ASCII letters' case are one LIKE pattern on both engines (SQLite's LIKE folds ASCII,
  // MySQL's utf8mb4_unicode_ci ignores case): `zinc`, `ZINC`, `Zinc` were three LIKEs on every text not matching.
  const patterns = [...new Map(search.variants.map((v) => [asciiFolded(v), v])).values()];
  const spellings = (key: string, names: string[], form: (v: string) => string) => {
    if (!names.length) return;
    params[`${p}${key}_fields`] = names;
    const likes = patterns.map((v, i) => {
      params[`${p}${key}${i}`] = `%${likeLiteral(form(v))}%`;
      return `s.body LIKE :${p}${key}${i} ESCAPE '!'`;
    });
    confirm.push(`(s.field IN (:...${p}${key}_fields) AND (${likes.join(' OR ')}))`);
  };
  spellings('p', plain, (v) => v);
  spellings('j', lists, inJson);
  if (!confirm.length)
    return {
      sql: `SELECT ${options.probe ? '1' : 'NULL AS record_id, NULL AS field'} FROM (SELECT 1 AS one) none WHERE 1 = 0`,
      params,
    };
  where.push(`(${confirm.join(' OR ')})`);
  // The caller's own conditions on `s` (the walks': publication and a record bound) in the same WHERE: MariaDB ran
  // them on a derived table of these rows ~2.5× slower (24 vs 9 ms for 5,000 texts at 100,000 products).
  where.push(...(options.where ?? []));
  // `probe`: one row or none, for a scalar subquery correlated on the record (the walks, studio-listing.ts).
  if (options.probe) return { sql: `SELECT 1 FROM ${from} WHERE ${where.join(' AND ')} LIMIT 1`, params };
  if (options.scan || options.narrow === false)
    return { sql: `SELECT s.record_id, s.field FROM ${from} WHERE ${where.join(' AND ')}`, params };

  if (mysql) {
    const against = fullTextQuery(search.query, await tokensOf(dataSource));
    const grams = against ? [] : trigramsOf(search, fields);
    if (against) {
      where.push(`MATCH (s.body) AGAINST (:${p}ft IN BOOLEAN MODE)`);
      params[`${p}ft`] = against;
    } else if (grams.length) {
      // A substring FULLTEXT cannot find (one word): the texts holding each of its trigrams, by the trigram table's
      // primary key; the LIKE confirms.
      const joins = grams.map((gram, i) => {
        params[`${p}g${i}`] = gram;
        return i === 0
          ? `${SEARCH_GRAMS} g0`
          : `JOIN ${SEARCH_GRAMS} g${i} ON g${i}.text_id = g0.text_id AND g${i}.gram = :${p}g${i}`;
      });
      from = `${joins.join(' ')} JOIN ${SEARCH_TABLE} s ON s.id = g0.text_id`;
      where.unshift(`g0.gram = :${p}g0`);
    }
  } else if (search.variants.every((v) => [...v].length >= TRIGRAM)) {
    params[`${p}fts`] = ftsQuery(search.variants, lists.length > 0);
    // Driven by the index: only the rows it finds are read (CROSS JOIN keeps SQLite from scanning the table first).
    from = `${SEARCH_FTS} CROSS JOIN ${SEARCH_TABLE} s ON s.id = ${SEARCH_FTS}.rowid`;
    where.unshift(`${SEARCH_FTS} MATCH :${p}fts`);
  }
  return { sql: `SELECT s.record_id, s.field FROM ${from} WHERE ${where.join(' AND ')}`, params };
}

/** At most this many of a query's trigrams are looked up (spread over it): each narrows less than the one before. */
const MAX_GRAMS = 4;

/**
 * MySQL/MariaDB: the trigrams to look up for `search` in `search_trigrams`, or none when it cannot narrow: a field
 * whose trigrams are not kept, a query shorter than a trigram, or spellings that are not one string to the text's
 * case-insensitive collation (only case differs, character for character).
 */
function trigramsOf(search: TextSearch, fields: SearchedField[]): string[] {
  if (!fields.length || !fields.every((f) => f.grams)) return [];
  return queryGrams(search, MAX_GRAMS);
}

/**
 * Up to `max` of the query's trigrams, spread over it (a trigram ending in a space is left out: it is stored without
 * it, PAD SPACE); none for a query shorter than a trigram or spellings that are not one string to the texts'
 * case-insensitive collation (only case differs, character for character).
 */
function queryGrams(search: TextSearch, max: number): string[] {
  const chars = [...search.query];
  if (chars.length < TRIGRAM) return [];
  const lower = search.query.toLowerCase();
  if (!search.variants.every((v) => v.toLowerCase() === lower && [...v].length === chars.length)) return [];
  const all = chars.slice(0, chars.length - TRIGRAM + 1).map((_c, i) => chars.slice(i, i + TRIGRAM).join(''));
  const usable = all.filter((gram) => !/\s$/.test(gram));
  if (!usable.length) return [];
  const picked = new Map<string, string>();
  const step = Math.max(1, (usable.length - 1) / (max - 1));
  for (let k = 0; k < max && Math.round(k * step) < usable.length; k++) {
    const gram = usable[Math.round(k * step)] as string;
    picked.set(gram.toLowerCase(), gram);
  }
  return [...picked.values()];
}

/** At most this many of a query's trigrams are looked up in a field's blocks: each one more joins the blocks again. */
const MAX_BLOCK_GRAMS = 8;
/** More ranges than this: the walk reads the field's texts in order without them (near every block may hold it). */
const MAX_RANGES = 200;

/**
 * MySQL/MariaDB: the ranges of record ids `[from, to)` whose blocks of `search`'s one field in its one language hold
 * every looked-up trigram of the query (`search_gram_blocks`), in order — the only records whose text there can
 * contain it; [] when no block can; undefined when the blocks cannot tell (SQLite, a field without them, a query
 * shorter than a trigram, spellings other than its case, a list's text that JSON would escape, or so many ranges
 * that the walk is better without them). A walk of the field's texts in record order reads those ranges only.
 */
export async function blockRanges(
  dataSource: DataSource,
  search: TextSearch,
): Promise<Array<[number, number]> | undefined> {
  if (!isMysql(dataSource) || search.fields.length !== 1 || search.langs?.length !== 1) return undefined;
  const field = search.table.fields.find((f) => f.field === search.fields[0]);
  if (!field?.blocks || (field.list && inJson(search.query) !== search.query)) return undefined;
  const grams = queryGrams(search, MAX_BLOCK_GRAMS);
  if (!grams.length) return undefined;
  const params: unknown[] = [];
  const joins = grams.slice(1).map((gram, i) => {
    params.push(gram);
    const b = `b${i + 1}`;
    return `JOIN ${SEARCH_BLOCKS} ${b} ON ${b}.table_name = b0.table_name AND ${b}.field = b0.field AND ${b}.lang = b0.lang AND ${b}.gram = ? AND ${b}.block = b0.block`;
  });
  // With the blocks of a text too long for its trigrams (ANY_GRAM).
  const same = (alias: string) => `${alias}.table_name = ? AND ${alias}.field = ? AND ${alias}.lang = ?`;
  const key = [search.table.table, field.field, search.langs[0]];
  const rows = (await dataSource.query(
    `SELECT b0.block FROM ${SEARCH_BLOCKS} b0 ${joins.join(' ')} WHERE ${same('b0')} AND b0.gram = ? UNION SELECT w.block FROM ${SEARCH_BLOCKS} w WHERE ${same('w')} AND w.gram = '${ANY_GRAM}' ORDER BY block`,
    [...params, ...key, grams[0], ...key],
  )) as Array<{ block: number | string }>;
  const size = searchBlocks.size;
  const ranges: Array<[number, number]> = [];
  for (const { block } of rows) {
    const from = Number(block) * size;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === from) last[1] = from + size;
    else ranges.push([from, from + size]);
  }
  return ranges.length > MAX_RANGES ? undefined : ranges;
}

/** `text` with its ASCII letters lower-cased (only those: what SQLite's LIKE folds). */
const asciiFolded = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The FTS5 query for `variants` (and their JSON-escaped forms for lists). The trigram index folds case, so spellings
 * differing only in ASCII letters' case are one phrase (the LIKE confirmation keeps the others apart, e.g. Cyrillic).
 */
function ftsQuery(variants: readonly string[], lists: boolean): string {
  const forms = new Map<string, string>();
  for (const v of variants.flatMap((v) => (lists ? [v, inJson(v)] : [v]))) {
    const key = asciiFolded(v);
    if (!forms.has(key)) forms.set(key, v);
  }
  return [...forms.values()].map((v) => `"${v.replace(/"/g, '""')}"`).join(' OR ');
}

/**
 * Whether the full-text index (MySQL/MariaDB: or, for one word, the trigram table) narrows `search` to fewer than
 * `limit` texts (all tables and languages): then reading the texts it finds is cheap; else (a common word, or a query
 * the index cannot narrow) a search that needs only the first matches is better served walking the records in order.
 * Reads at most `limit` index entries (a trigram each).
 */
export async function indexNarrows(
  dataSource: DataSource,
  search: TextSearch,
  limit: number,
  /** The counts already made for this query (gram or full-text query and limit → count): one search asks per type. */
  counted = new Map<string, Promise<number>>(),
): Promise<boolean> {
  const count = (sql: string, param: string) => {
    const key = `${sql}\n${param}`;
    let found = counted.get(key);
    if (!found) {
      found = (dataSource.query(sql, [param]) as Promise<Array<{ n: number | string }>>).then(([row]) =>
        Number(row?.n ?? limit),
      );
      counted.set(key, found);
    }
    return found;
  };
  const lists = search.table.fields.some((f) => f.list && search.fields.includes(f.field));
  let sql: string;
  let param: string;
  if (isMysql(dataSource)) {
    param = fullTextQuery(search.query, await tokensOf(dataSource));
    if (!param) {
      // One word (a substring FULLTEXT cannot find): the texts holding its rarest looked-up trigram bound the texts
      // matchingTextsSql reads (a count over the trigram table's primary key, at most `limit` entries a trigram).
      const fields = search.table.fields.filter((f) => search.fields.includes(f.field));
      const grams = trigramsOf(search, fields);
      // Side by side (each a few milliseconds of reading the trigram table's key; the searches wait on them).
      const counts = await Promise.all(
        grams.map((gram) =>
          count(
            `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${SEARCH_GRAMS} WHERE gram = ? LIMIT ${limit}) x`,
            gram,
          ),
        ),
      );
      return counts.some((n) => n < limit);
    }
    sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${SEARCH_TABLE} WHERE MATCH (body) AGAINST (? IN BOOLEAN MODE) LIMIT ${limit}) x`;
  } else {
    if (!search.variants.every((v) => [...v].length >= TRIGRAM)) return false;
    param = ftsQuery(search.variants, lists);
    sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ? LIMIT ${limit}) x`;
  }
  return (await count(sql, param)) < limit;
}

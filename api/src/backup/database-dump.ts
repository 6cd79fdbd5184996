import type { DataSource, QueryRunner } from 'typeorm';

/**
 * Engine-neutral encoding of one raw database value in a backup's JSON lines. Plain JSON values stay as they are;
 * what JSON cannot carry is tagged: bytes `{$base64}`, dates (MySQL DATETIME as mysql2 answers them) `{$date}`,
 * big integers `{$bigint}`, parsed JSON columns `{$json}`.
 */
export type DumpedValue =
  | null
  | boolean
  | number
  | string
  | { $base64: string }
  | { $date: string }
  | { $bigint: string }
  | { $json: string };
export type DumpedRow = Record<string, DumpedValue>;
export type Engine = 'sqlite' | 'mysql';

/** The migrations table is TypeORM's own: a restore rebuilds it by running the same migrations. */
export const MIGRATIONS_TABLE = 'migrations';
/**
 * Tables a backup leaves out: the migrations (recorded in the manifest) and the running processes' upload
 * bookkeeping (files/upload-tracker.ts), which means nothing to another installation.
 */
export const NOT_BACKED_UP = new Set([MIGRATIONS_TABLE, 'upload_writers', 'pending_uploads']);

export function engineOf(dataSource: DataSource): Engine {
  return dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
}

export function encodeValue(value: unknown): DumpedValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $base64: Buffer.from(value).toString('base64') };
  return { $json: JSON.stringify(value) };
}

/** A dumped value as the target engine's driver binds it. */
export function decodeValue(value: DumpedValue, engine: Engine): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'boolean' && engine === 'sqlite') return value ? 1 : 0;
    return value;
  }
  if ('$base64' in value) return Buffer.from(value.$base64, 'base64');
  if ('$date' in value) {
    const date = new Date(value.$date);
    // mysql2 writes a Date in the connection's time zone (UTC here); better-sqlite3 cannot bind one: TypeORM's text form.
    return engine === 'mysql' ? date : date.toISOString().replace('T', ' ').replace('Z', '');
  }
  if ('$bigint' in value) return engine === 'mysql' ? value.$bigint : BigInt(value.$bigint);
  return value.$json;
}

export function encodeRow(row: Record<string, unknown>): DumpedRow {
  const out: DumpedRow = {};
  for (const [column, value] of Object.entries(row)) out[column] = encodeValue(value);
  return out;
}

/** Every table of the connected database (TypeORM's migrations table included), by name. */
export async function listTables(runner: QueryRunner, engine: Engine): Promise<string[]> {
  const rows = (await runner.query(
    engine === 'mysql'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'"
      : // Ordinary tables only: a full-text index (FTS5 virtual table) and its shadow tables are kept by triggers
        // from the rows they index, and SQLite refuses writes to them.
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
  )) as Array<{ name?: string; NAME?: string; TABLE_NAME?: string }>;
  return rows.map((row) => String(row.name ?? row.NAME ?? row.TABLE_NAME)).sort();
}

/**
 * A table's rows, in primary-key order, `pageSize` at a time (so a big table is never held whole). Run it inside the
 * backup's snapshot transaction: pages then come from one consistent state.
 */
export async function* tableRows(
  runner: QueryRunner,
  table: string,
  pageSize = 500,
): AsyncGenerator<Record<string, unknown>[]> {
  const quote = (name: string) => runner.connection.driver.escape(name);
  const primary = (await runner.getTable(table))?.primaryColumns.map((column) => column.name) ?? [];
  const order = primary.length > 0 ? ` ORDER BY ${primary.map(quote).join(', ')}` : '';
  if (!order) {
    yield (await runner.query(`SELECT * FROM ${quote(table)}`)) as Record<string, unknown>[];
    return;
  }
  for (let offset = 0; ; offset += pageSize) {
    const page = (await runner.query(
      `SELECT * FROM ${quote(table)}${order} LIMIT ${pageSize} OFFSET ${offset}`,
    )) as Record<string, unknown>[];
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
  }
}

/**
 * Opens a read transaction that sees one consistent state of the whole database: MySQL/InnoDB's consistent snapshot
 * (REPEATABLE READ: writes committed after it are invisible to it), SQLite's read transaction in WAL mode (the
 * snapshot is taken at its first read, taken here at once). Writers are not blocked on either engine.
 */
export async function beginSnapshot(runner: QueryRunner, engine: Engine): Promise<void> {
  if (engine === 'mysql') {
    await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
  } else {
    await runner.query('BEGIN');
    await runner.query('SELECT COUNT(*) FROM sqlite_master');
  }
}

export async function endSnapshot(runner: QueryRunner): Promise<void> {
  await runner.query('COMMIT');
}

/** Every table's rows except TypeORM's migrations table, encoded (for tests and small checks: holds it all). */
export async function dumpAllRows(dataSource: DataSource): Promise<Record<string, DumpedRow[]>> {
  const engine = engineOf(dataSource);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await beginSnapshot(runner, engine);
    const out: Record<string, DumpedRow[]> = {};
    for (const table of await listTables(runner, engine)) {
      if (NOT_BACKED_UP.has(table)) continue;
      out[table] = [];
      for await (const page of tableRows(runner, table)) out[table].push(...page.map(encodeRow));
    }
    await endSnapshot(runner);
    return out;
  } finally {
    await runner.release();
  }
}

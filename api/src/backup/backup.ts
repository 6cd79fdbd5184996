import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { DataSource, type QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { createFileStorage } from '../files/create-file-storage.js';
import type { FileStorage } from '../files/file-storage.js';
import { storageKeysOf, storedFileColumns } from '../files/stored-file-columns.js';
import { COUNTS_TABLE, FALLBACKS_TABLE, STATE_TABLE } from '../studio/translation-counters.js';
import {
  beginSnapshot,
  type DumpedRow,
  decodeValue,
  type Engine,
  encodeRow,
  endSnapshot,
  engineOf,
  listTables,
  MIGRATIONS_TABLE,
  NOT_BACKED_UP,
  tableRows,
} from './database-dump.js';

const DERIVED_TABLES = [COUNTS_TABLE, FALLBACKS_TABLE, STATE_TABLE];

/**
 * One archive (tar.gz) holds a whole installation:
 *
 *   backup.json                      format, engine, the migrations applied (the schema the rows belong to), tables
 *   database/<table>/<page>.jsonl    the rows of every table (one JSON object a line, engine-neutral values), read in
 *                                    one consistent snapshot of the database
 *   files/<storage key>              every stored file (local folder or S3 bucket), byte for byte
 *   contents.json                    row count per table, {key: {size, sha256}} of every file, and the keys rows
 *                                    reference that storage no longer held when the files were read
 *
 * Restore checks every row count and file checksum against contents.json.
 */
export const BACKUP_FORMAT = 'aurinko-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  engine: Engine;
  storageDriver: 'local' | 's3';
  /** Names of the migrations applied to the database, in order: the schema the rows belong to. */
  migrations: string[];
  tables: string[];
}

export interface ContentsManifest {
  rows: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
  /** Keys rows of the snapshot reference that storage no longer held when the files were read (see README). */
  missing: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  missing: string[];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const PAGE_ROWS = 500;

/** The database without the request guards: a backup's or restore's statements may take longer than a request's. */
function openDataSource(config: AppConfig, migrations?: readonly string[]): DataSource {
  const options = dataSourceOptions(config.database);
  const known = (options.migrations ?? []) as Array<new () => { name?: string }>;
  const selected =
    migrations === undefined
      ? known
      : known.filter((migration) => migrations.includes(migrationName(migration)));
  return new DataSource({
    ...options,
    migrations: selected,
    ...(options.type === 'mysql' ? { enableQueryTimeout: false, poolSize: 2 } : {}),
  } as typeof options);
}

/** A migration's name as TypeORM records it (its `name` property, else the class name). */
function migrationName(migration: new () => { name?: string }): string {
  return new migration().name ?? migration.name;
}

/** Which stored-file columns each table has (for the referenced-but-missing check). */
function fileColumnsByTable(dataSource: DataSource): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const { entity, property } of storedFileColumns()) {
    if (!dataSource.hasMetadata(entity)) continue;
    const metadata = dataSource.getMetadata(entity);
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) continue;
    byTable.set(metadata.tableName, [...(byTable.get(metadata.tableName) ?? []), column.databaseName]);
  }
  return byTable;
}

function addEntry(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

async function appliedMigrations(runner: QueryRunner): Promise<string[]> {
  const quote = (name: string) => runner.connection.driver.escape(name);
  const rows = (await runner
    .query(`SELECT ${quote('name')} AS name FROM ${quote(MIGRATIONS_TABLE)} ORDER BY ${quote('id')}`)
    .catch(() => [])) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/**
 * Writes the archive to `out` (through `<out>.partial`, renamed when complete). The database is read in one snapshot
 * transaction, then the files are copied; the API may keep serving (and writing) meanwhile.
 */
export async function backup(config: AppConfig, out: string): Promise<BackupSummary> {
  const dataSource = await openDataSource(config).initialize();
  const storage = await createFileStorage(config);
  const partial = `${out}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined);
  try {
    const summary = await writeArchive(dataSource, storage, config.storage.driver, pack);
    pack.finalize();
    await written;
    await rename(partial, out);
    return summary;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

async function writeArchive(
  dataSource: DataSource,
  storage: FileStorage,
  storageDriver: 'local' | 's3',
  pack: tar.Pack,
): Promise<BackupSummary> {
  const engine = engineOf(dataSource);
  const fileColumns = fileColumnsByTable(dataSource);
  const referenced = new Set<string>();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    storageDriver,
    migrations: [],
    tables: [],
  };
  const contents: ContentsManifest = { rows: {}, files: {}, missing: [] };
  try {
    await beginSnapshot(runner, engine);
    manifest.migrations = await appliedMigrations(runner);
    // Upload bookkeeping is not content; the translation counters are derived from the content rows (kept by
    // triggers): the target rebuilds them.
    manifest.tables = (await listTables(runner, engine)).filter(
      (table) => !NOT_BACKED_UP.has(table) && !DERIVED_TABLES.includes(table),
    );
    await addEntry(pack, 'backup.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    // Each page is written as it is read: the snapshot stays open until the last one (writers are not blocked).
    for (const table of manifest.tables) {
      contents.rows[table] = 0;
      let page = 0;
      for await (const rows of tableRows(runner, table, PAGE_ROWS)) {
        for (const column of fileColumns.get(table) ?? []) {
          for (const row of rows) for (const key of storageKeysOf(row[column])) referenced.add(key);
        }
        contents.rows[table] += rows.length;
        page++;
        const lines = rows.map((row) => JSON.stringify(encodeRow(row))).join('\n');
        await addEntry(
          pack,
          `database/${table}/${String(page).padStart(6, '0')}.jsonl`,
          Buffer.from(`${lines}\n`),
        );
      }
    }
    await endSnapshot(runner);
  } finally {
    await runner.release();
  }
  const rows = Object.values(contents.rows).reduce((sum, count) => sum + count, 0);

  let bytes = 0;
  for (const { key } of (await storage.list()).sort((a, b) => a.key.localeCompare(b.key))) {
    const data = await storage.read(key);
    if (!data) continue; // removed since it was listed: not part of this backup
    contents.files[key] = { size: data.length, sha256: sha256(data) };
    bytes += data.length;
    await addEntry(pack, `files/${key}`, data);
  }
  contents.missing = [...referenced].filter((key) => !(key in contents.files)).sort();
  await addEntry(pack, 'contents.json', Buffer.from(JSON.stringify(contents, null, 2)));
  return {
    tables: manifest.tables.length,
    rows,
    files: Object.keys(contents.files).length,
    bytes,
    missing: contents.missing,
  };
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

async function readEntry(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Restores an archive into an EMPTY installation (no admin, no seed run, no stored file) of the same or a newer release. */
export async function restore(config: AppConfig, input: string): Promise<RestoreSummary> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(input), createGunzip(), extract);
  reading.catch(() => undefined);
  let dataSource: DataSource | undefined;
  let runner: QueryRunner | undefined;
  let storage: FileStorage | undefined;
  let manifest: BackupManifest | undefined;
  let inTransaction = false;
  const restoredRows: Record<string, number> = {};
  const restoredFiles: ContentsManifest['files'] = {};
  let contents: ContentsManifest | undefined;
  let bytes = 0;
  let engine: Engine = 'sqlite';

  let databaseDone = false;
  const finishDatabase = async () => {
    if (!runner || !manifest || databaseDone) return;
    databaseDone = true;
    if (!inTransaction) {
      await runner.startTransaction();
      inTransaction = true;
    }
    // Tables the archive has no rows for are emptied too (a migration may have inserted some).
    for (const table of manifest.tables) {
      if (restoredRows[table] !== undefined) continue;
      await runner.query(`DELETE FROM ${runner.connection.driver.escape(table)}`);
      restoredRows[table] = 0;
    }
    // The counters are rebuilt from the restored rows at the next start (the state row says they are stale).
    if ((await listTables(runner, engine)).includes(STATE_TABLE))
      await runner.query(`DELETE FROM ${runner.connection.driver.escape(STATE_TABLE)}`);
    await runner.commitTransaction();
    inTransaction = false;
    if (engine === 'sqlite') {
      await runner.query('PRAGMA foreign_keys = ON');
      const problems = (await runner.query('PRAGMA foreign_key_check')) as unknown[];
      if (problems.length > 0)
        throw new RestoreError(`Restored rows break ${problems.length} foreign key(s)`);
    } else {
      await runner.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  };

  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== 'backup.json')
          throw new RestoreError(`Not an ${BACKUP_FORMAT} archive (first entry ${name})`);
        manifest = JSON.parse((await readEntry(entry)).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
          throw new RestoreError(`Unsupported archive: ${manifest.format} version ${manifest.version}`);
        }
        ({ dataSource, runner, storage, engine } = await prepareTarget(config, manifest));
        continue;
      }
      if (!runner || !storage) throw new RestoreError('Restore target not prepared');
      if (name.startsWith('database/')) {
        if (databaseDone) throw new RestoreError(`Database entry ${name} after the files`);
        const table = name.split('/')[1] as string;
        if (!manifest.tables.includes(table))
          throw new RestoreError(`Archive has rows of an unlisted table ${table}`);
        if (!inTransaction) {
          await runner.startTransaction();
          inTransaction = true;
        }
        if (restoredRows[table] === undefined) {
          // Rows a migration itself inserted (e.g. the visitor totals) are replaced by the backup's.
          await runner.query(`DELETE FROM ${runner.connection.driver.escape(table)}`);
          restoredRows[table] = 0;
        }
        restoredRows[table] += await insertRows(runner, engine, table, await readEntry(entry));
        continue;
      }
      await finishDatabase();
      if (name.startsWith('files/')) {
        const key = name.slice('files/'.length);
        const data = await readEntry(entry);
        await storage.put(key, data);
        restoredFiles[key] = { size: data.length, sha256: sha256(data) };
        bytes += data.length;
      } else if (name === 'contents.json') {
        contents = JSON.parse((await readEntry(entry)).toString('utf8')) as ContentsManifest;
      } else {
        entry.resume();
      }
    }
    await reading;
    await finishDatabase();
    if (!manifest) throw new RestoreError('Empty archive');
    verifyCounts(restoredRows, contents, restoredFiles);
    return {
      tables: manifest.tables.length,
      rows: Object.values(restoredRows).reduce((a, b) => a + b, 0),
      files: Object.keys(restoredFiles).length,
      bytes,
    };
  } catch (error) {
    if (runner && inTransaction) await runner.rollbackTransaction().catch(() => undefined);
    extract.destroy();
    throw error;
  } finally {
    await runner?.release();
    await dataSource?.destroy();
  }
}

function verifyCounts(
  rows: Record<string, number>,
  contents: ContentsManifest | undefined,
  files: ContentsManifest['files'],
): void {
  if (!contents) throw new RestoreError('Archive is truncated: contents.json missing');
  for (const [table, count] of Object.entries(contents.rows)) {
    if ((rows[table] ?? 0) !== count) {
      throw new RestoreError(`Table ${table}: ${rows[table] ?? 0} rows restored, the archive lists ${count}`);
    }
  }
  for (const [key, file] of Object.entries(contents.files)) {
    const got = files[key];
    if (!got || got.sha256 !== file.sha256 || got.size !== file.size) {
      throw new RestoreError(`File ${key} is missing or differs from its checksum in the archive`);
    }
  }
  const extra = Object.keys(files).filter((key) => !(key in contents.files));
  if (extra.length > 0) throw new RestoreError(`Archive has unlisted files: ${extra.join(', ')}`);
}

/** Opens the target, checks that it is empty, and brings its schema to the archive's migrations. */
async function prepareTarget(
  config: AppConfig,
  manifest: BackupManifest,
): Promise<{ dataSource: DataSource; runner: QueryRunner; storage: FileStorage; engine: Engine }> {
  const dataSource = openDataSource(config, manifest.migrations);
  const known = (dataSource.options.migrations as Array<new () => { name?: string }>).map(migrationName);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `The archive was made by a newer release (migrations ${unknown.join(', ')} are unknown here): restore with that release`,
    );
  }
  await dataSource.initialize();
  const engine = engineOf(dataSource);
  const storage = await createFileStorage(config);
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    const tables = await listTables(runner, engine);
    const applied = tables.includes(MIGRATIONS_TABLE) ? await appliedMigrations(runner) : [];
    const ahead = applied.filter((name) => !manifest.migrations.includes(name));
    const busy: string[] = [];
    for (const table of ['admins', 'seed_runs']) {
      if (!tables.includes(table)) continue;
      const [row] = (await runner.query(
        `SELECT COUNT(*) AS n FROM ${dataSource.driver.escape(table)}`,
      )) as Array<{ n: number | string }>;
      if (Number(row?.n) > 0) busy.push(table);
    }
    if (ahead.length > 0 || busy.length > 0 || (await storage.list()).length > 0) {
      throw new RestoreError(
        'The target installation is not empty (it has admins, seeded content, stored files or a newer schema): ' +
          'restore needs a fresh database and empty storage',
      );
    }
    await dataSource.runMigrations({ transaction: 'each' });
    const missing = manifest.tables.filter((table) => !tables.includes(table));
    const after = await listTables(runner, engine);
    const absent = missing.filter((table) => !after.includes(table));
    if (absent.length > 0) throw new RestoreError(`Tables missing after migrating: ${absent.join(', ')}`);
    if (engine === 'sqlite') await runner.query('PRAGMA foreign_keys = OFF');
    else await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    return { dataSource, runner, storage, engine };
  } catch (error) {
    await runner.release();
    await dataSource.destroy();
    throw error;
  }
}

/** Inserts one page of JSON lines (at most PAGE_ROWS rows), several rows a statement (bounded by count and size). */
async function insertRows(runner: QueryRunner, engine: Engine, table: string, page: Buffer): Promise<number> {
  const quote = (name: string) => runner.connection.driver.escape(name);
  let batch: DumpedRow[] = [];
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const columns = Object.keys(batch[0] as DumpedRow);
    const placeholders = `(${columns.map(() => '?').join(', ')})`;
    const parameters = batch.flatMap((row) =>
      columns.map((column) => decodeValue(row[column] ?? null, engine)),
    );
    await runner.query(
      `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${batch.map(() => placeholders).join(', ')}`,
      parameters,
    );
    count += batch.length;
    batch = [];
    size = 0;
  };
  for (const line of page.toString('utf8').split('\n')) {
    if (!line) continue;
    const row = JSON.parse(line) as DumpedRow;
    // Rows of one table share their columns (SELECT *); a different set starts a new statement.
    if (batch.length > 0 && Object.keys(row).join() !== Object.keys(batch[0] as DumpedRow).join())
      await flush();
    batch.push(row);
    size += line.length;
    if (batch.length >= 100 || size > 1_000_000) await flush();
  }
  await flush();
  return count;
}

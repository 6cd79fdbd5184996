import { Injectable } from '@nestjs/common';
import {
  type AfterQueryEvent,
  type BeforeQueryEvent,
  DataSource,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
} from 'typeorm';
import { PublicReadCache } from './public-read-cache.service.js';

/**
 * Tables whose rows never shape a public answer (the cache key has no user in it, so a cacheable answer cannot
 * depend on who asks): reading them — e.g. the session check of a visitor who happens to be signed in — adds no
 * dependency, so session and rate-limit writes never drop cached answers.
 */
const NOT_PUBLIC = new Set([
  'sessions',
  'rate_limit_counters',
  'password_reset_codes',
  // Upload bookkeeping (files/upload-tracker.ts): a heartbeat every 5 s per process must not count as content.
  'upload_writers',
  'pending_uploads',
]);

/**
 * Tables that are not public content: a write to them leaves the content version (GET /api/content-version) as it
 * is — visitor hits, sign-ins and sessions, the inbox, the audit trail, drafts (a preview is never cached), the
 * version rows themselves. Every other table, a table added later included, is content.
 */
export const NOT_CONTENT = new Set([
  ...NOT_PUBLIC,
  'admins',
  'audit_log',
  'contact_messages',
  'content_versions',
  'seed_runs',
  'studio_drafts',
  'visitor_daily_shards',
  'visitor_totals',
]);
const VERSIONS_TABLE = 'content_versions';

/** Statements that change no table: reads, transaction control, session settings. */
const NOT_A_WRITE =
  /^\s*(select|pragma|show|explain|start transaction|begin|commit|rollback|savepoint|release|set )/i;

/**
 * Watches every SQL statement TypeORM sends (repositories, query builders and raw `query()` alike, in or out of
 * transactions) and tells the public-read cache which tables are read and written, so that a write drops only the
 * cached answers that read the written table: a visitor hit (visitor_totals, visitor_daily_shards) or a sign-in (sessions,
 * admins) leaves product reads cached. Tables are recognised by name in the statement text (every entity and
 * junction table of the data source); a write naming no known table (DDL, migrations) drops everything. A write is
 * applied after the statement has run and again when its transaction commits, so an answer read in between is not
 * kept. Generic on purpose: a route added later needs nothing to keep the cache fresh.
 *
 * It also keeps the content version: a write to a content table (not NOT_CONTENT) raises that table's row in
 * `content_versions` — in the same transaction, just before it commits (one statement for every table the transaction
 * wrote, so concurrent transactions take the row locks in one order), or right after the statement outside one.
 * Versions change on committed content writes only, on whichever instance made them; a visitor hit never does.
 */
@Injectable()
export class DatabaseWriteSubscriber implements EntitySubscriberInterface {
  private tablePattern: RegExp | undefined;
  /** Tables written inside a transaction that has not committed yet, per query runner. */
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();
  /** Content tables written inside a transaction whose versions are still to be raised, per query runner. */
  private readonly unversioned = new WeakMap<QueryRunner, Set<string>>();
  /** Whether the versions table exists (false while migrations have not created it yet). */
  private versionsReady = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PublicReadCache,
  ) {
    dataSource.subscribers.push(this);
  }

  /** The known table names mentioned in a statement (whole words, quoted or not). */
  tablesIn(sql: string): Set<string> {
    if (!this.tablePattern) {
      const names = [...new Set(this.dataSource.entityMetadatas.map((meta) => meta.tableName))]
        .sort((a, b) => b.length - a.length)
        .map((name) => name.replace(/[^\w]/g, '\\$&'));
      this.tablePattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
    }
    return new Set(
      Array.from(sql.matchAll(this.tablePattern), (match) => match[1] as string).filter(
        (t) => !NOT_PUBLIC.has(t),
      ),
    );
  }

  beforeQuery(event: BeforeQueryEvent): void {
    if (NOT_A_WRITE.test(event.query)) {
      if (/^\s*select/i.test(event.query)) this.cache.noteRead(this.tablesIn(event.query));
      return;
    }
    // A write is also a read of its table for the request making it (its answer may show the write's result).
    this.cache.noteRead(this.tablesIn(event.query));
  }

  afterQuery(event: AfterQueryEvent): Promise<void> | undefined {
    if (NOT_A_WRITE.test(event.query)) return;
    // A schema change (a migration run or reverted) may create or drop the versions table: look again at the next write.
    if (/^\s*(create|drop|alter)\s/i.test(event.query)) this.versionsReady = false;
    const tables = this.tablesIn(event.query);
    if (tables.size === 0) {
      // DDL, or a write of tables no public answer reads (sessions, rate limits, reset codes, and the English each
      // translation was saved against: only admin answers carry translation status).
      if (!/\b(sessions|rate_limit_counters|password_reset_codes|translation_sources)\b/.test(event.query))
        this.cache.invalidate();
      return;
    }
    this.cache.invalidate(tables);
    const content = event.success ? [...tables].filter((table) => !NOT_CONTENT.has(table)) : [];
    if (event.queryRunner.isTransactionActive) {
      const pending = this.pending.get(event.queryRunner) ?? new Set<string>();
      for (const table of tables) pending.add(table);
      this.pending.set(event.queryRunner, pending);
      if (content.length > 0) {
        const unversioned = this.unversioned.get(event.queryRunner) ?? new Set<string>();
        for (const table of content) unversioned.add(table);
        this.unversioned.set(event.queryRunner, unversioned);
      }
      return;
    }
    if (content.length > 0) return this.raiseVersions(event.queryRunner, content);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const tables = this.unversioned.get(event.queryRunner);
    if (!tables) return;
    this.unversioned.delete(event.queryRunner);
    await this.raiseVersions(event.queryRunner, [...tables]);
  }

  /** Raises the versions of content tables (one upsert, rows in name order). */
  private async raiseVersions(queryRunner: QueryRunner, tables: string[]): Promise<void> {
    if (!this.versionsReady) {
      this.versionsReady = await queryRunner.hasTable(VERSIONS_TABLE);
      if (!this.versionsReady) return; // before the migration that creates it
    }
    const names = [...new Set(tables)].sort();
    const rows = names.map(() => '(?, 1)').join(', ');
    const upsert =
      this.dataSource.options.type === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE version = version + 1'
        : 'ON CONFLICT(table_name) DO UPDATE SET version = version + 1';
    await queryRunner.query(
      `INSERT INTO ${VERSIONS_TABLE} (table_name, version) VALUES ${rows} ${upsert}`,
      names,
    );
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const pending = this.pending.get(event.queryRunner);
    if (!pending) return;
    this.pending.delete(event.queryRunner);
    this.cache.invalidate(pending);
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    this.pending.delete(event.queryRunner);
    // A savepoint rolled back inside a transaction that goes on: its earlier content writes still need versions.
    if (!event.queryRunner.isTransactionActive) this.unversioned.delete(event.queryRunner);
  }
}

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
const NOT_PUBLIC = new Set(['sessions', 'rate_limit_counters', 'password_reset_codes']);

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
 */
@Injectable()
export class DatabaseWriteSubscriber implements EntitySubscriberInterface {
  private tablePattern: RegExp | undefined;
  /** Tables written inside a transaction that has not committed yet, per query runner. */
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();

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

  afterQuery(event: AfterQueryEvent): void {
    if (NOT_A_WRITE.test(event.query)) return;
    const tables = this.tablesIn(event.query);
    if (tables.size === 0) {
      // DDL, or a write of tables no public answer reads (sessions, rate limits).
      if (!/\b(sessions|rate_limit_counters|password_reset_codes)\b/.test(event.query))
        this.cache.invalidate();
      return;
    }
    this.cache.invalidate(tables);
    if (event.queryRunner.isTransactionActive) {
      const pending = this.pending.get(event.queryRunner) ?? new Set<string>();
      for (const table of tables) pending.add(table);
      this.pending.set(event.queryRunner, pending);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const pending = this.pending.get(event.queryRunner);
    if (!pending) return;
    this.pending.delete(event.queryRunner);
    this.cache.invalidate(pending);
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    this.pending.delete(event.queryRunner);
  }
}

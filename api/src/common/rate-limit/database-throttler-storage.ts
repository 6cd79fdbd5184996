import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource, type EntityManager } from 'typeorm';
import { retryOnDeadlock } from '../../database/database-errors.js';
import { RateLimitCounterEntity } from './rate-limit-counter.entity.js';

/**
 * `{totalHits, timeToExpire, isBlocked, timeToBlockExpire}` (times in whole seconds), as the throttler guard expects;
 * the package does not export its `ThrottlerStorageRecord` type from its entry point.
 */
export type RateLimitRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Expired rows are deleted by the first increment after this long (per instance); no timer is kept. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60_000;
const KEY_LENGTH = 64;
const TABLE = 'rate_limit_counters';

interface CounterRow {
  hits: number | string;
  window_expires_at: number | string;
  blocked_until: number | string | null;
}

/**
 * Rate-limit counters in the database, so every API instance shares them and a restart keeps them. Each increment is
 * one upsert (SQLite `ON CONFLICT … DO UPDATE … RETURNING`; MySQL/MariaDB `ON DUPLICATE KEY UPDATE`, then a read of
 * the row it still holds locked in the same short transaction), so concurrent requests on any instance never lose a
 * hit.
 *
 * Semantics follow the built-in in-memory `ThrottlerStorageService`, with a fixed window instead of per-hit expiry:
 * hits count within a window of `ttl` ms started by the first hit; the hit that goes over `limit` blocks the key for
 * `blockDuration` ms (hits are not counted while blocked), and the first hit after the block counts as 1 again. With
 * `blockDuration` ≤ 0, requests over the limit are refused until the window ends. The default key already contains
 * the route, the throttler name and the client, so the throttler name is not stored separately.
 *
 * The SET clause is written so that it gives the same result whether the engine evaluates assignments with the old
 * values (SQLite, MariaDB's SIMULTANEOUS_ASSIGNMENT) or left to right with the new ones (MySQL/MariaDB): each
 * assignment may only read a column assigned before it in a way where old and new value lead to the same result.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(DatabaseThrottlerStorage.name);
  private readonly mysql: boolean;
  private nextSweepAt = 0;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    _throttlerName: string,
  ): Promise<RateLimitRecord> {
    const now = Date.now();
    const values = {
      key: storedKey(key),
      now,
      ttl: Math.max(1, Math.round(ttl)),
      limit: Math.floor(limit),
      block: Math.max(0, Math.round(blockDuration)),
    };
    const [sql, parameters] = positional(this.upsertSql(values.block > 0, values.limit), values);
    const row = this.mysql
      ? await retryOnDeadlock(() =>
          this.dataSource.transaction('READ COMMITTED', async (manager) => {
            await manager.query(sql, parameters);
            return this.read(manager, values.key);
          }),
        )
      : ((await this.dataSource.query(sql, parameters)) as CounterRow[])[0];
    if (!row) throw new Error('rate limit counter missing after upsert');
    await this.sweepIfDue(now);
    return toRecord(row, now, values.limit);
  }

  /** Deletes counters whose window and block have both ended; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(RateLimitCounterEntity)
      .where('window_expires_at <= :now', { now })
      .andWhere('(blocked_until IS NULL OR blocked_until <= :now)', { now })
      .execute();
    return result.affected ?? 0;
  }

  private upsertSql(blocking: boolean, limit: number): string {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const blocked = 'blocked_until > :now';
    const windowOver = 'window_expires_at <= :now';
    // Order matters for MySQL (left to right): blocked_until reads only old values, hits reads blocked_until only
    // together with `hits > limit` (true for old and new value alike), window_expires_at reads only itself.
    const set = blocking
      ? [
          `blocked_until = CASE WHEN ${blocked} THEN blocked_until` +
            ` WHEN (CASE WHEN hits > :limit OR ${windowOver} THEN 1 ELSE hits + 1 END) > :limit` +
            ' THEN :now + :block ELSE NULL END',
          `hits = CASE WHEN ${blocked} AND hits > :limit THEN hits` +
            ` WHEN hits > :limit OR ${windowOver} THEN 1 ELSE hits + 1 END`,
        ]
      : [
          `blocked_until = CASE WHEN ${blocked} THEN blocked_until ELSE NULL END`,
          `hits = CASE WHEN ${windowOver} THEN 1 WHEN hits > :limit THEN hits ELSE hits + 1 END`,
        ];
    set.push(`window_expires_at = CASE WHEN ${windowOver} THEN :now + :ttl ELSE window_expires_at END`);
    const firstBlocked = blocking && 1 > limit ? ':now + :block' : 'NULL';
    const insert =
      `INSERT INTO ${q(TABLE)} (${q('key')}, hits, window_expires_at, blocked_until)` +
      ` VALUES (:key, 1, :now + :ttl, ${firstBlocked})`;
    return this.mysql
      ? `${insert} ON DUPLICATE KEY UPDATE ${set.join(', ')}`
      : `${insert} ON CONFLICT(${q('key')}) DO UPDATE SET ${set.join(', ')}` +
          ' RETURNING hits, window_expires_at, blocked_until';
  }

  private async read(manager: EntityManager, key: string): Promise<CounterRow | undefined> {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const rows: CounterRow[] = await manager.query(
      `SELECT hits, window_expires_at, blocked_until FROM ${q(TABLE)} WHERE ${q('key')} = ?`,
      [key],
    );
    return rows[0];
  }

  private async sweepIfDue(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + RATE_LIMIT_SWEEP_INTERVAL_MS;
    try {
      await this.sweep(now);
    } catch (error) {
      this.logger.warn(`Could not delete expired rate-limit counters: ${(error as Error).message}`);
    }
  }
}

/** The throttler's key is a SHA-256 hex (64 characters); a longer custom key is hashed to fit the column. */
const storedKey = (key: string) =>
  key.length <= KEY_LENGTH ? key : createHash('sha256').update(key).digest('hex');

/** `:name` placeholders → `?` plus the values in order (better-sqlite3 through TypeORM takes only positional ones). */
function positional(sql: string, values: Record<string, string | number>): [string, (string | number)[]] {
  const parameters: (string | number)[] = [];
  const text = sql.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name}`);
    parameters.push(value);
    return '?';
  });
  return [text, parameters];
}

function toRecord(row: CounterRow, now: number, limit: number): RateLimitRecord {
  const totalHits = Number(row.hits);
  const windowEnd = Number(row.window_expires_at);
  const blockedUntil = row.blocked_until === null ? null : Number(row.blocked_until);
  const isBlocked = (blockedUntil !== null && blockedUntil > now) || totalHits > limit;
  const seconds = (until: number) => Math.max(0, Math.ceil((until - now) / 1000));
  return {
    totalHits,
    timeToExpire: seconds(windowEnd),
    isBlocked,
    timeToBlockExpire: isBlocked
      ? seconds(blockedUntil !== null && blockedUntil > now ? blockedUntil : windowEnd)
      : 0,
  };
}

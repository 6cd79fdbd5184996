import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * A database that stops answering must not hang requests (see README "Hardening"): every MySQL query gives up after
 * QUERY_TIMEOUT_MS, a pooled connection must be handed out within ACQUIRE_TIMEOUT_MS, and SQLite waits at most
 * SQLITE_BUSY_TIMEOUT_MS for a lock held by another process. Together they stay under 3 s, and the exception filter
 * answers the resulting errors with 503.
 */
export const QUERY_TIMEOUT_MS = 2000;
export const ACQUIRE_TIMEOUT_MS = 800;
export const SQLITE_BUSY_TIMEOUT_MS = 2000;

/** Same entities and migrations for both engines; the schema only ever changes through migrations. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Run by StartupService under the start-up lock (several instances may start at once).
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: ['error' as const],
  };
  if (database.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: database.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // The first connection at boot may take a while; later ones are bounded by the pool acquire timeout.
      connectTimeout: 10_000,
      poolSize: 10,
      // mysql2's per-query timeout (TypeORM passes it with every query when enableQueryTimeout is set).
      maxQueryExecutionTime: QUERY_TIMEOUT_MS,
      enableQueryTimeout: true,
    };
  }
  mkdirSync(dirname(database.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    enableWAL: true,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
  };
}

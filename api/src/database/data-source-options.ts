import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** Same entities and migrations for both engines; the schema only ever changes through migrations. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
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
      connectTimeout: 10_000,
      poolSize: 10,
    };
  }
  mkdirSync(dirname(database.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    enableWAL: true,
    timeout: 5000,
  };
}

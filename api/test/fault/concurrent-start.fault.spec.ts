import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrateJob } from '../../src/cli/migrate.js';
import { loadConfig } from '../../src/config/app-config.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { SEEDS } from '../../src/database/seeds/seed.service.js';
import { ADMIN, CSRF, startTestApp, type TestApp } from '../support/test-app.js';
import { startThrowawayMariadb, type ThrowawayMariadb } from '../support/throwaway-mariadb.js';

describe('three instances starting at once on one empty MariaDB (fault suite)', () => {
  let db: ThrowawayMariadb;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    db = await startThrowawayMariadb();
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.stop();
  });

  it('all start, migrations and seeds are applied once, exactly one first admin', async () => {
    const env = { DATABASE_URL: db.url, ADMIN_NAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password };
    const started = await Promise.allSettled([1, 2, 3].map(() => startTestApp('sqlite', env)));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const conn = await createConnection(db.url);
    try {
      const [admins] = (await conn.query('SELECT name FROM admins')) as unknown as [Array<{ name: string }>];
      expect(admins).toEqual([{ name: ADMIN.name }]);
      const [migrations] = (await conn.query('SELECT name FROM migrations ORDER BY id')) as unknown as [
        Array<{ name: string }>,
      ];
      expect(migrations.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
      const [seeds] = (await conn.query('SELECT COUNT(*) AS n FROM seed_runs')) as unknown as [
        Array<{ n: number }>,
      ];
      expect(Number(seeds[0]?.n)).toBe(SEEDS.length);
    } finally {
      await conn.end();
    }
    for (const app of apps) {
      await request(app.server).get('/api/health').expect(200);
      await request(app.server).post('/api/auth/login').set(CSRF).send(ADMIN).expect(200);
    }
  }, 120_000);
});

// Issue 28: the start-up work as a one-shot `migrate` job; API replicas with RUN_STARTUP_TASKS=false do none of it.
describe('the migrate job and API starts without start-up tasks, on one empty MariaDB (fault suite)', () => {
  let db: ThrowawayMariadb;
  let dataDir = '';
  beforeAll(async () => {
    db = await startThrowawayMariadb();
    dataDir = await mkdtemp(join(tmpdir(), 'aurinko-migrate-'));
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const count = async (sql: string) => {
    const conn = await createConnection(db.url);
    try {
      const [rows] = (await conn.query(sql)) as unknown as [Array<{ n: number }>];
      return Number(rows[0]?.n);
    } finally {
      await conn.end();
    }
  };
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    ADMIN_NAME: ADMIN.name,
    ADMIN_PASSWORD: ADMIN.password,
    FILE_SWEEP_MIN_AGE: '0',
    ...extra,
  });

  it('an API without start-up tasks refuses to start while migrations are pending, and writes nothing', async () => {
    await expect(startTestApp('sqlite', env({ RUN_STARTUP_TASKS: 'false' }))).rejects.toThrow(/migrate job/);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'seed_runs'",
      ),
    ).toBe(0);
  });

  it('two migrate jobs at once: migrations, seeds and the first admin once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env() });
    await Promise.all([runMigrateJob(config), runMigrateJob(config)]);
    expect(await count('SELECT COUNT(*) AS n FROM migrations')).toBe(MIGRATIONS.length);
    expect(await count('SELECT COUNT(*) AS n FROM seed_runs')).toBe(SEEDS.length);
    expect(await count('SELECT COUNT(*) AS n FROM admins')).toBe(1);
  }, 120_000);

  it('an API started with RUN_STARTUP_TASKS=false neither seeds nor sweeps; the next migrate job does, once', async () => {
    // A seed to run again (its row deleted) and an old file no row references.
    const products = await count('SELECT COUNT(*) AS n FROM products');
    const conn = await createConnection(db.url);
    const [[first]] = (await conn.query('SELECT name FROM seed_runs ORDER BY name LIMIT 1')) as unknown as [
      Array<{ name: string }>,
    ];
    await conn.query('DELETE FROM seed_runs WHERE name = ?', [first?.name]);
    await conn.end();
    const orphan = join(dataDir, 'uploads', 'logos', 'orphan-from-a-killed-upload.webp');
    await mkdir(join(orphan, '..'), { recursive: true });
    await writeFile(orphan, 'orphan');
    await utimes(orphan, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));

    const api = await startTestApp('sqlite', env({ RUN_STARTUP_TASKS: 'false' }));
    try {
      await request(api.server).get('/api/health').expect(200);
      await request(api.server).post('/api/auth/login').set(CSRF).send(ADMIN).expect(200);
      expect(await count('SELECT COUNT(*) AS n FROM seed_runs')).toBe(SEEDS.length - 1);
      expect(existsSync(orphan)).toBe(true);
    } finally {
      await api.stop();
    }
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env() });
    await Promise.all([runMigrateJob(config), runMigrateJob(config)]);
    expect(await count('SELECT COUNT(*) AS n FROM seed_runs')).toBe(SEEDS.length);
    expect(existsSync(orphan)).toBe(false);
    expect(await count('SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(products);
    expect(await count('SELECT COUNT(*) AS n FROM admins')).toBe(1);
  }, 120_000);
});

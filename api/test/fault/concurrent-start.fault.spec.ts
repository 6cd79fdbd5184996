import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

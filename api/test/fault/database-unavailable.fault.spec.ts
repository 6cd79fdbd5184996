import { createRequire } from 'node:module';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_GROUPS } from '../../src/content/common/divisions.js';
import { CSRF, startTestApp, type TestApp } from '../support/test-app.js';
import { startThrowawayMariadb, type ThrowawayMariadb } from '../support/throwaway-mariadb.js';

/** A second, independent SQLite connection (the driver the API uses; it ships no types). */
const SqliteConnection = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
) => { exec(sql: string): void; close(): void };

const PUBLIC_READS = [
  '/api/health',
  '/api/headline/all',
  `/api/products?group=${PRODUCT_GROUPS[0]?.group}`,
  '/api/visitors',
];

async function timed(run: () => Promise<request.Response>): Promise<{ res: request.Response; ms: number }> {
  const started = Date.now();
  const res = await run();
  return { res, ms: Date.now() - started };
}

async function eventually200(t: TestApp, path: string, withinMs = 8000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await request(t.server).get(path);
    if (res.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${path} still answers ${res.status}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function expect503(res: request.Response, ms: number, path: string): void {
  expect({ path, status: res.status, fast: ms < 3000 }).toEqual({ path, status: 503, fast: true });
  if (path !== '/api/health') {
    expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(typeof res.body.message).toBe('string');
  } else {
    expect(res.body.database.up).toBe(false);
  }
}

describe('a MariaDB that hangs or stops (fault suite, throwaway server)', () => {
  let db: ThrowawayMariadb;
  let t: TestApp;
  beforeAll(async () => {
    db = await startThrowawayMariadb();
    // The public-read cache would answer the warmed reads without the database (for up to its TTL): switched off so
    // every request below meets the frozen or stopped server.
    t = await startTestApp('sqlite', { DATABASE_URL: db.url, PUBLIC_CACHE_TTL_MS: '0' });
    // Warm the pool so frozen requests meet open connections as well as new ones.
    await Promise.all(PUBLIC_READS.map((path) => request(t.server).get(path).expect(200)));
  }, 120_000);
  afterAll(async () => {
    db?.thaw();
    await t?.close();
    await db?.stop();
  });

  it('frozen (SIGSTOP): every request answers 503 within 3 s, 200 again after SIGCONT without a restart', async () => {
    db.freeze();
    try {
      // More concurrent requests than pooled connections, so some wait to acquire one.
      const paths = Array.from({ length: 14 }, (_, i) => PUBLIC_READS[i % PUBLIC_READS.length] as string);
      const answers = await Promise.all(
        paths.map((path) => timed(() => request(t.server).get(path)).then((a) => ({ ...a, path }))),
      );
      for (const { res, ms, path } of answers) expect503(res, ms, path);
      const write = await timed(() => request(t.server).post('/api/visitors/hit').set(CSRF));
      expect503(write.res, write.ms, '/api/visitors/hit');
    } finally {
      db.thaw();
    }
    for (const path of PUBLIC_READS) await eventually200(t, path);
  }, 60_000);

  it('stopped (kill -9): 503 within 3 s, 200 again once it is back', async () => {
    await db.kill();
    for (const path of PUBLIC_READS) {
      const { res, ms } = await timed(() => request(t.server).get(path));
      expect503(res, ms, path);
    }
    await db.start();
    for (const path of PUBLIC_READS) await eventually200(t, path);
    await request(t.server).post('/api/visitors/hit').set(CSRF).expect(200);
  }, 60_000);
});

describe('SQLite locked by another process (busy timeout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('a write waiting for the lock answers 503 within 3 s, and writes work again once it is released', async () => {
    const other = new SqliteConnection(join(t.dataDir, 'site.sqlite'));
    other.exec('BEGIN EXCLUSIVE');
    try {
      const { res, ms } = await timed(() => request(t.server).post('/api/visitors/hit').set(CSRF));
      expect503(res, ms, '/api/visitors/hit');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await request(t.server).post('/api/visitors/hit').set(CSRF).expect(200);
  });
});

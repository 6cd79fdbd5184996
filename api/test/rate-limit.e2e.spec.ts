import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getStorageToken } from '@nestjs/throttler';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseThrottlerStorage } from '../src/common/rate-limit/database-throttler-storage.js';
import { RateLimitCounterEntity } from '../src/common/rate-limit/rate-limit-counter.entity.js';
import { CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const LIMITED = { AUTH_RATE_LIMIT: '3' };
const signInAttempt = (t: TestApp) =>
  request(t.server).post('/api/auth/login').set(CSRF).send({ name: 'nobody', password: 'wrong' });
const BOT_CONTACT = {
  name: 'Asha Menon',
  mobile: '+91 80 1234 5678',
  email: 'asha@example.com',
  message: 'Please send me your export price list.',
  website: 'bot',
};

/** Waits until `at` (epoch ms), real time. */
const until = (at: number) => sleep(Math.max(0, at - Date.now()));

describe.each(DATABASES)('rate limits in the database on %s', (kind) => {
  describe('two API instances and a restart', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await startTestApp(kind, LIMITED);
      b = await startTestApp(kind, LIMITED, 'local', { sharing: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('counts sign-in attempts once for all instances: 429 after the limit in total', async () => {
      const statuses: number[] = [];
      for (const t of [a, b, a, b, a]) statuses.push((await signInAttempt(t)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const limited = await signInAttempt(b);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after-auth'])).toBeGreaterThan(0);
      const rows = await a.dataSource.getRepository(RateLimitCounterEntity).find();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 4 });
      expect(rows[0]?.blockedUntil).toBeGreaterThan(Date.now());
    });

    it('shares the public form limit too (5 a minute per route)', async () => {
      for (const t of [a, b, a, b, a]) {
        await request(t.server).post('/api/contact').set(CSRF).send(BOT_CONTACT).expect(201);
      }
      await request(b.server).post('/api/contact').set(CSRF).send(BOT_CONTACT).expect(429);
    });

    it('keeps the counter across a restart', async () => {
      await a.stop();
      const restarted = await startTestApp(kind, LIMITED, 'local', { sharing: a });
      try {
        const res = await signInAttempt(restarted);
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      } finally {
        await restarted.close();
      }
    });
  });

  describe('DatabaseThrottlerStorage', () => {
    let a: TestApp;
    let b: TestApp;
    let storage: DatabaseThrottlerStorage;
    let other: DatabaseThrottlerStorage;
    beforeAll(async () => {
      a = await startTestApp(kind);
      b = await startTestApp(kind, {}, 'local', { sharing: a });
      storage = a.app.get(DatabaseThrottlerStorage);
      other = b.app.get(DatabaseThrottlerStorage);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });
    const row = (key: string) => a.dataSource.getRepository(RateLimitCounterEntity).findOneBy({ key });

    it('is the storage the throttler guard uses', () => {
      expect(a.app.get(getStorageToken())).toBe(storage);
    });

    it('counts 100 concurrent increments on two instances exactly once each', async () => {
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 ? other : storage).increment('concurrent', 60_000, 1000, 60_000, 'auth'),
        ),
      );
      expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
      expect(results.every((r) => !r.isBlocked && r.timeToExpire > 0)).toBe(true);
      expect((await row('concurrent'))?.hits).toBe(100);
    });

    it('lets exactly `limit` of many concurrent requests through', async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? other : storage).increment('burst', 60_000, 5, 60_000, 'auth'),
        ),
      );
      expect(results.filter((r) => !r.isBlocked)).toHaveLength(5);
      const blocked = results.filter((r) => r.isBlocked);
      expect(blocked.every((r) => r.totalHits === 6 && r.timeToBlockExpire >= 59)).toBe(true);
      expect(await row('burst')).toMatchObject({ hits: 6 });
    });

    it('starts a new window once the old one has ended', async () => {
      const first = await storage.increment('window', 400, 5, 400, 'auth');
      const start = Date.now();
      expect(first).toEqual({ totalHits: 1, timeToExpire: 1, isBlocked: false, timeToBlockExpire: 0 });
      expect((await other.increment('window', 400, 5, 400, 'auth')).totalHits).toBe(2);
      await until(start + 450);
      expect(await storage.increment('window', 400, 5, 400, 'auth')).toMatchObject({
        totalHits: 1,
        isBlocked: false,
      });
    });

    it('blocks for blockDuration once over the limit, not counting while blocked, then counts from 1', async () => {
      const start = Date.now();
      for (const expected of [1, 2]) {
        expect(await storage.increment('block', 300, 2, 600, 'auth')).toMatchObject({
          totalHits: expected,
          isBlocked: false,
        });
      }
      const over = await other.increment('block', 300, 2, 600, 'auth');
      const blockedAt = Date.now();
      expect(over).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 1 });
      // The 300 ms window is over, the 600 ms block is not.
      await until(start + 350);
      expect(Date.now()).toBeLessThan(blockedAt + 600);
      expect(await storage.increment('block', 300, 2, 600, 'auth')).toMatchObject({
        totalHits: 3,
        isBlocked: true,
      });
      await until(blockedAt + 650);
      expect(await other.increment('block', 300, 2, 600, 'auth')).toEqual({
        totalHits: 1,
        timeToExpire: 1,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
      expect(await row('block')).toMatchObject({ hits: 1, blockedUntil: null });
    });

    it('without blockDuration refuses requests over the limit until the window ends', async () => {
      const start = Date.now();
      const totals = [];
      for (let i = 0; i < 4; i++) totals.push(await storage.increment('noblock', 400, 2, 0, 'auth'));
      expect(totals.map((r) => [r.totalHits, r.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, true],
        [3, true],
      ]);
      await until(start + 450);
      expect(await other.increment('noblock', 400, 2, 0, 'auth')).toMatchObject({
        totalHits: 1,
        isBlocked: false,
      });
    });

    it('stores a longer custom key as its SHA-256', async () => {
      const key = `custom-${'x'.repeat(100)}`;
      expect((await storage.increment(key, 60_000, 10, 60_000, 'auth')).totalHits).toBe(1);
      expect((await other.increment(key, 60_000, 10, 60_000, 'auth')).totalHits).toBe(2);
      expect(await row(createHash('sha256').update(key).digest('hex'))).toMatchObject({ hits: 2 });
    });

    it('deletes counters whose window and block have ended, keeping live and blocked ones', async () => {
      const repo = a.dataSource.getRepository(RateLimitCounterEntity);
      const now = Date.now();
      await repo.insert([
        { key: 'sweep-expired', hits: 2, windowExpiresAt: now - 1000, blockedUntil: null },
        { key: 'sweep-unblocked', hits: 3, windowExpiresAt: now - 1000, blockedUntil: now - 10 },
        { key: 'sweep-blocked', hits: 3, windowExpiresAt: now - 1000, blockedUntil: now + 60_000 },
        { key: 'sweep-live', hits: 1, windowExpiresAt: now + 60_000, blockedUntil: null },
      ]);
      expect(await storage.sweep(now)).toBeGreaterThanOrEqual(2);
      const left = (await repo.find()).map((r) => r.key).filter((key) => key.startsWith('sweep-'));
      expect(left.sort()).toEqual(['sweep-blocked', 'sweep-live']);
    });
  });
});

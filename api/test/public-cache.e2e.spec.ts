import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadlineEntity } from '../src/headlines/headline.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

// Public GET answers are kept in memory (keyed by URL + language) with an ETag, and any database write through
// TypeORM makes the next read fresh; a second instance sees a write within PUBLIC_CACHE_TTL_MS.
describe.each(DATABASES)('public-read cache on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t?.close());

  it('serves a repeated public read from the cache, with Cache-Control and an ETag; 304 on If-None-Match', async () => {
    const first = await request(t.server).get('/api/headline/all?lang=fr').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await request(t.server).get('/api/headline/all?lang=fr').expect(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    // Another language is another entry.
    const english = await request(t.server).get('/api/headline/all?lang=en').expect(200);
    expect(english.headers['x-cache']).toBeUndefined();
    expect(english.body).not.toEqual(first.body);

    const revalidated = await request(t.server)
      .get('/api/headline/all?lang=fr')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(revalidated.text).toBe('');
    // Before the answer is cached, Express answers If-None-Match with 304 too (same ETag).
    const fresh = await request(t.server).get('/api/products?group=Livestock').expect(200);
    await request(t.server)
      .get('/api/products?group=Livestock&lang=en')
      .expect(200)
      .then((res) => expect(res.headers['x-cache']).toBeUndefined());
    await request(t.server)
      .get('/api/products?group=Livestock')
      .set('If-None-Match', `"nope", ${fresh.headers.etag}`)
      .expect(304);
  });

  it('a write through the API makes the next read fresh (and its ETag changes)', async () => {
    const before = await request(t.server).get('/api/headline/all').expect(200);
    await request(t.server).get('/api/headline/all').expect(200); // now cached
    await admin.post('/api/headline/create').set(CSRF).send({ headline1: 'Cache test headline' }).expect(201);
    const after = await request(t.server)
      .get('/api/headline/all')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.map((h: { headline1: string }) => h.headline1)).toContain('Cache test headline');
  });

  it('any TypeORM write to a table an answer read invalidates it (routes added later need nothing)', async () => {
    await request(t.server).get('/api/headline/all').expect(200);
    expect((await request(t.server).get('/api/headline/all')).headers['x-cache']).toBe('hit');
    // A query-builder write, made outside any route.
    await t.dataSource
      .createQueryBuilder()
      .update(HeadlineEntity)
      .set({ updatedAt: new Date() })
      .where('1 = 1')
      .execute();
    expect((await request(t.server).get('/api/headline/all')).headers['x-cache']).toBeUndefined();
  });

  it('drops only the answers of the table written: a visitor hit and a sign-in leave product reads cached (issue 28)', async () => {
    const url = '/api/products?group=Livestock';
    // The TTL is 1 s by default: a long one for this test, so only invalidation can make a read miss.
    const slow = await startTestApp(kind, { PUBLIC_CACHE_TTL_MS: '600000' });
    try {
      await slow.createAdmin(ADMIN.name, ADMIN.password);
      await request(slow.server).get(url).expect(200);
      expect((await request(slow.server).get(url)).headers['x-cache']).toBe('hit');
      const headlines = await request(slow.server).get('/api/headline/all').expect(200);
      expect(headlines.headers['x-cache']).toBeUndefined();

      await request(slow.server).post('/api/visitors/hit').set(CSRF).expect(200);
      const signedIn = await slow.signIn(); // a session row, the admin's last sign-in
      await signedIn.get('/api/auth/me').expect(200); // the session touched
      await request(slow.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: ADMIN.name, password: 'wrong' });
      expect((await request(slow.server).get(url)).headers['x-cache']).toBe('hit');

      // A headline write drops the headline answers, not the products'.
      expect((await request(slow.server).get('/api/headline/all')).headers['x-cache']).toBe('hit');
      await signedIn.post('/api/headline/create').set(CSRF).send({ headline1: 'Only headlines' }).expect(201);
      expect((await request(slow.server).get('/api/headline/all')).headers['x-cache']).toBeUndefined();
      expect((await request(slow.server).get(url)).headers['x-cache']).toBe('hit');

      // A product write makes the product read miss, with the new content.
      const created = await signedIn
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Livestock', name: { en: 'Cache Probe Mix' } })
        .expect(201);
      const after = await request(slow.server).get(url).expect(200);
      expect(after.headers['x-cache']).toBeUndefined();
      expect(JSON.stringify(after.body)).toContain(created.body._id);
    } finally {
      await slow.close();
    }
  });

  it('never caches admin-only or personal answers, nor the live health check', async () => {
    for (const url of ['/api/visitors/daily', '/api/auth/me', '/api/contact']) {
      const signedIn = await admin.get(url);
      expect(signedIn.status, url).toBe(200);
      expect(signedIn.headers.etag ?? '', url).not.toMatch(/^"/);
      expect(signedIn.headers['cache-control'] ?? '', url).not.toContain('public');
      // The same URL, anonymous: still refused, never answered from memory.
      const anonymous = await request(t.server).get(url);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.headers['x-cache'], url).toBeUndefined();
    }
    await request(t.server).get('/api/health').expect(200);
    const health = await request(t.server).get('/api/health').expect(200);
    expect(health.headers['x-cache']).toBeUndefined();
  });

  it('a second instance on the same database sees a write within the TTL', async () => {
    const other = await startTestApp(kind, {}, 'local', { sharing: t });
    try {
      await request(other.server).get('/api/headline/all').expect(200);
      await admin.post('/api/headline/create').set(CSRF).send({ headline1: 'Seen elsewhere' }).expect(201);
      await sleep(other.config.publicCacheTtlMs + 50);
      const res = await request(other.server).get('/api/headline/all').expect(200);
      expect(res.body.map((h: { headline1: string }) => h.headline1)).toContain('Seen elsewhere');
    } finally {
      await other.stop();
    }
  });
});

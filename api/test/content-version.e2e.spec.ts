import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

// GET /api/content-version (issue 28): the shell's page cache keys pages on it, so it must change with every write of
// public content, on every instance, and with nothing a visitor does.
describe.each(DATABASES)('content version on %s', (kind) => {
  let t: TestApp;
  const version = async (app: TestApp = t) => {
    const res = await request(app.server).get('/api/content-version').expect(200);
    expect(res.body.version).toMatch(/^[\w-]{22}$/);
    return res.body.version as string;
  };

  beforeAll(async () => {
    // A long public-read cache: only invalidation can make the version read fresh.
    t = await startTestApp(kind, { PUBLIC_CACHE_TTL_MS: '600000' });
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t?.close());

  it('is a public read, kept by the public-read cache', async () => {
    await version();
    const again = await request(t.server).get('/api/content-version').expect(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('stays the same after visitor hits, sign-ins, a failed sign-in and a contact message', async () => {
    const before = await version();
    await request(t.server).post('/api/visitors/hit').set(CSRF).expect(200);
    await request(t.server).post('/api/visitors/hit').set(CSRF).set('X-Forwarded-For', '10.0.0.9');
    const admin = await t.signIn();
    await admin.get('/api/auth/me').expect(200);
    await request(t.server).post('/api/auth/login').set(CSRF).send({ name: ADMIN.name, password: 'wrong' });
    await request(t.server)
      .post('/api/contact')
      .set(CSRF)
      .send({ name: 'Visitor', email: 'visitor@example.org', subject: 'Hello', message: 'A question.' });
    await admin.post('/api/auth/logout').set(CSRF);
    const after = await request(t.server).get('/api/content-version').expect(200);
    expect(after.body.version).toBe(before);
    expect(after.headers['x-cache']).toBe('hit');
  });

  it('changes after a product write (create, then update), with a fresh read', async () => {
    const admin = await t.signIn();
    const before = await version();
    const created = await admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Livestock', name: { en: 'Version Probe' } })
      .expect(201);
    const afterCreate = await request(t.server).get('/api/content-version').expect(200);
    expect(afterCreate.headers['x-cache']).toBeUndefined();
    expect(afterCreate.body.version).not.toBe(before);
    // Twice within the same second: a version counter, not a timestamp.
    await admin
      .put(`/api/admin/products/${created.body._id}`)
      .set(CSRF)
      .send({ name: { en: 'Version Probe 2' } })
      .expect(200);
    const afterUpdate = await version();
    expect(afterUpdate).not.toBe(afterCreate.body.version);
    await admin.delete(`/api/admin/products/${created.body._id}`).set(CSRF).expect(200);
    expect(await version()).not.toBe(afterUpdate);
  });

  it('another instance on the same database sees the new version within its public-read TTL', async () => {
    const other = await startTestApp(kind, {}, 'local', { sharing: t });
    try {
      const before = await version(other);
      const admin = await t.signIn();
      await admin
        .post('/api/headline/create')
        .set(CSRF)
        .send({ headline1: 'Versioned headline' })
        .expect(201);
      await sleep(other.config.publicCacheTtlMs + 50);
      expect(await version(other)).not.toBe(before);
    } finally {
      await other.stop();
    }
  });
});

import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_HITS_PER_MINUTE } from '../src/visitors/visitors.controller.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('smaller hardening items on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {});
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('probeadmin', 'Probe-admin-pass-5');
  });
  afterAll(() => t.close());

  it('keeps non-ASCII upload names as typed (UTF-8, not Latin-1)', async () => {
    const agent = await t.signIn();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    for (const name of ['شعار.png', 'логотип.png', '로고.png', 'café.png']) {
      const res = await agent.post('/api/logo/add').set(CSRF).attach('images', png, name).expect(201);
      expect(res.body[0].imageName).toBe(name);
    }
  });

  it('signs in only with the exact name: not PROBEADMIN, not "probeadmin " (and does not count against it)', async () => {
    for (const name of ['PROBEADMIN', 'probeadmin ', 'ProbeAdmin', ' probeadmin']) {
      const res = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name, password: 'Probe-admin-pass-5' });
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
    }
    await request(t.server)
      .post('/api/auth/login')
      .set(CSRF)
      .send({ name: 'probeadmin', password: 'Probe-admin-pass-5' })
      .expect(200);
  });

  it('one client cannot inflate the visitor counter without limit; 429 carries a standard Retry-After', async () => {
    const before = (await request(t.server).get('/api/visitors')).body;
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < VISITOR_HITS_PER_MINUTE + 5; i++) {
      const res = await request(t.server)
        .post('/api/visitors/hit')
        .set(CSRF)
        .set('X-Forwarded-For', '192.0.2.77');
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(VISITOR_HITS_PER_MINUTE);
    expect(limited?.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const after = (await request(t.server).get('/api/visitors')).body;
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(VISITOR_HITS_PER_MINUTE);
    // Another client is not affected.
    await request(t.server)
      .post('/api/visitors/hit')
      .set(CSRF)
      .set('X-Forwarded-For', '192.0.2.78')
      .expect(200);
  });

  it('every 429 carries Retry-After (the sign-in limit too)', async () => {
    const limitedApp = await startTestApp('sqlite', { AUTH_RATE_LIMIT: '2' });
    try {
      let res: request.Response | undefined;
      for (let i = 0; i < 4; i++) {
        res = await request(limitedApp.server)
          .post('/api/auth/login')
          .set(CSRF)
          .send({ name: 'x1x', password: 'y' });
      }
      expect(res?.status).toBe(429);
      expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limitedApp.close();
    }
  });
});

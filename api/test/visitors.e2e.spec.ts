import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorCounterShards1764400000000 } from '../src/database/migrations/1764400000000-visitor-counter-shards.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { utcDay } from '../src/visitors/visitors.service.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const visitorCookie = (res: request.Response) =>
  String(res.headers['set-cookie']).split(';')[0]?.replace(/^\s+/, '') as string;

describe.each(DATABASES)('visitor counter on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Each concurrent hit below comes from its own address: one address may only hit 30 times a minute.
    t = await startTestApp(kind, {});
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  it('counts a new visitor, then only visits for the same cookie', async () => {
    const start = (await request(t.server).get('/api/visitors').expect(200)).body;
    const first = await request(t.server).post('/api/visitors/hit').set(CSRF);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      uniqueVisitors: start.uniqueVisitors + 1,
      totalVisits: start.totalVisits + 1,
    });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/aurinko_visitor=[\w-]{22}\.\d{4}-\d{2}-\d{2}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const again = await request(t.server)
      .post('/api/visitors/hit')
      .set(CSRF)
      .set('Cookie', visitorCookie(first));
    expect(again.body).toEqual({
      uniqueVisitors: start.uniqueVisitors + 1,
      totalVisits: start.totalVisits + 2,
    });
    expect((await request(t.server).get('/api/visitors')).body).toEqual(again.body);
  });

  it('treats a forged or malformed cookie as a new visitor without failing', async () => {
    const before = (await request(t.server).get('/api/visitors')).body;
    const res = await request(t.server)
      .post('/api/visitors/hit')
      .set(CSRF)
      .set('Cookie', 'aurinko_visitor=%00; x=1');
    expect(res.status).toBe(200);
    expect(res.body.uniqueVisitors).toBe(before.uniqueVisitors + 1);
  });

  it('counts hundreds of concurrent hits exactly', async () => {
    const known = await request(t.server).post('/api/visitors/hit').set(CSRF);
    const cookie = visitorCookie(known);
    const before = (await request(t.server).get('/api/visitors')).body;
    const dailyBefore = await dailyToday();
    const NEW = 200;
    const RETURNING = 100;
    const hits = [
      ...Array.from({ length: NEW }, (_, i) =>
        request(t.server).post('/api/visitors/hit').set(CSRF).set('X-Forwarded-For', `10.1.${i}.1`),
      ),
      ...Array.from({ length: RETURNING }, (_, i) =>
        request(t.server)
          .post('/api/visitors/hit')
          .set(CSRF)
          .set('Cookie', cookie)
          .set('X-Forwarded-For', `10.2.${i}.1`),
      ),
    ];
    const responses = await Promise.all(hits);
    expect(responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.message}`)).toEqual([]);
    const after = (await request(t.server).get('/api/visitors')).body;
    expect(after).toEqual({
      uniqueVisitors: before.uniqueVisitors + NEW,
      totalVisits: before.totalVisits + NEW + RETURNING,
    });
    const dailyAfter = await dailyToday();
    expect(dailyAfter.visits - dailyBefore.visits).toBe(NEW + RETURNING);
    expect(dailyAfter.unique - dailyBefore.unique).toBe(NEW);
  });

  it('has no single hot row: hits land on several counter rows, reads sum them; the migration keeps the counts', async () => {
    for (let i = 0; i < 60; i++) {
      await request(t.server)
        .post('/api/visitors/hit')
        .set(CSRF)
        .set('X-Forwarded-For', `10.3.${i}.1`)
        .expect(200);
    }
    const used = await t.dataSource.query('SELECT COUNT(*) AS n FROM visitor_totals WHERE total_visits > 0');
    expect(Number(used[0].n)).toBeGreaterThan(4);
    const usedToday = await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM visitor_daily_shards WHERE day = ? AND visits > 0',
      [utcDay()],
    );
    expect(Number(usedToday[0].n)).toBeGreaterThan(4);
    // Down to one row per total and per day, and back to shards: the same counts.
    const before = (await request(t.server).get('/api/visitors')).body;
    const dailyBefore = await dailyToday();
    // Undo down to (and including) the shards' migration; later migrations are undone first and run again.
    const later = MIGRATIONS.length - MIGRATIONS.indexOf(VisitorCounterShards1764400000000);
    for (let i = 0; i < later; i++) await t.dataSource.undoLastMigration({ transaction: 'each' });
    const single = await t.dataSource.query('SELECT total_visits AS n FROM visitor_totals');
    expect(single.map((row: { n: number | string }) => Number(row.n))).toEqual([before.totalVisits]);
    await t.dataSource.runMigrations({ transaction: 'each' });
    expect((await request(t.server).get('/api/visitors')).body).toEqual(before);
    expect(await dailyToday()).toEqual(dailyBefore);
  });

  async function dailyToday() {
    const admin = await t.signIn();
    const res = await admin.get('/api/visitors/daily?days=1').expect(200);
    return res.body[0] as { date: string; visits: number; unique: number };
  }

  it('serves a daily series to admins, zero-filled, validated', async () => {
    const admin = await t.signIn();
    const res = await admin.get('/api/visitors/daily?days=7&lang=fr').expect(200);
    expect(res.body).toHaveLength(7);
    expect(res.body.at(-1)).toMatchObject({ date: utcDay() });
    expect(res.body.at(-1).visits).toBeGreaterThan(0);
    expect(res.body[0]).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), visits: 0, unique: 0 });
    expect((await admin.get('/api/visitors/daily')).body).toHaveLength(30);
    for (const bad of ['0', '367', 'abc', '1.5']) {
      const r = await admin.get(`/api/visitors/daily?days=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('days');
    }
    expect((await admin.get('/api/visitors/daily?since=1')).status).toBe(400);
    await request(t.server).get('/api/visitors/daily').expect(401);
  });
});

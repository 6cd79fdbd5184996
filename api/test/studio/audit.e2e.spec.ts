import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from './studio-helpers.js';

describe.each(DATABASES)('GET /api/audit on %s', (database) => {
  let t: TestApp;
  let chief: TestAgent;
  let deputy: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('deputy', 'Another-pass-77');
    chief = await t.signIn();
    deputy = await t.signIn('deputy', 'Another-pass-77');
  });
  afterAll(() => t.close());

  it('lists writes newest first with admin, action, entity, id and fields; filters and paginates', async () => {
    const { body: p } = await chief
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Pet', name: { en: 'Audited' } })
      .expect(201);
    await deputy
      .put(`/api/admin/products/${p._id}`)
      .set(CSRF)
      .send({ composition: { en: 'More' } })
      .expect(200);
    const h = await deputy
      .post('/api/headline/create')
      .set(CSRF)
      .send({ headline1: 'Audited headline' })
      .expect(201);
    await chief
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', await png(), 'l.png')
      .expect(201);

    const all = await chief.get('/api/audit?pageSize=3');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(all.body.items.map((i: { entity: string; action: string }) => `${i.entity}:${i.action}`)).toEqual([
      'logos:create',
      'headlines:create',
      'products:update',
    ]);
    expect(all.body.items[1]).toEqual({
      _id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      adminName: 'deputy',
      action: 'create',
      entity: 'headlines',
      entityId: h.body._id,
      fields: ['text'],
      // Not a studio record: no title, values or version kept (history.e2e.spec.ts has the studio's).
      title: null,
      changes: {},
      versionId: null,
    });
    const page2 = await chief.get('/api/audit?pageSize=3&page=2');
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0]).toMatchObject({
      action: 'create',
      entity: 'products',
      entityId: p._id,
      adminName: ADMIN.name,
    });

    const byAdmin = await chief.get('/api/audit?adminName=deputy');
    expect(byAdmin.body.total).toBe(2);
    const byRecord = await chief.get(`/api/audit?entity=products&entityId=${p._id}`);
    expect(
      byRecord.body.items.map((i: { action: string; fields: string[] }) => [i.action, i.fields]),
    ).toEqual([
      ['update', ['composition']],
      ['create', ['group', 'name']],
    ]);
    expect((await chief.get('/api/audit?pageSize=101')).status).toBe(400);
    expect((await chief.get('/api/audit?color=red')).body.fields).toHaveProperty('color');
  });
});

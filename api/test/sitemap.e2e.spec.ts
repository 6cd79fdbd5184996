import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('GET /api/sitemap on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('lists every published product and blog post with its last change', async () => {
    const res = await t.http().get('/api/sitemap').expect(200);
    const published = await t.http().get('/api/products?pageSize=1').expect(200);
    expect(res.body.products).toHaveLength(published.body.total);
    expect(res.body.products[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      group: expect.any(String),
      division: expect.stringMatching(/^(human|veterinary|agriculture)$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const blogs = await t.http().get('/api/blogs?pageSize=50').expect(200);
    expect(res.body.blogs.map((b: { slug: string }) => b.slug).sort()).toEqual(
      blogs.body.items.map((b: { slug: string }) => b.slug).sort(),
    );
  });

  it('follows the dashboard: a new product appears, an unpublished one goes', async () => {
    const created = await admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Poultry', name: { en: 'Sitemap Probe' } })
      .expect(201);
    const id = created.body._id as string;
    const listed = async () =>
      ((await t.http().get('/api/sitemap').expect(200)).body.products as Array<{ _id: string }>).find(
        (p) => p._id === id,
      );
    expect(await listed()).toEqual({
      _id: id,
      group: 'Poultry',
      division: 'veterinary',
      updatedAt: created.body.updatedAt,
    });
    await admin.put(`/api/admin/products/${id}/published`).set(CSRF).send({ published: false }).expect(200);
    expect(await listed()).toBeUndefined();
  });
});

import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// Focal points of images in fixed-ratio slots (issue 17): one generic input, `{x, y}` in whole percentages or null,
// on the banners (both placements), the page banners and the blog covers; "" removes it; answered by the public reads.

const REFUSED: Array<[string, unknown]> = [
  ['x above 100', { x: 101, y: 50 }],
  ['a negative y', { x: 50, y: -1 }],
  ['a fraction', { x: 50.5, y: 50 }],
  ['a missing y', { x: 50 }],
  ['an extra key', { x: 1, y: 2, z: 3 }],
  ['a string', '50 50'],
  ['numbers as strings', { x: '50', y: '50' }],
  ['an array', [50, 50]],
];

describe.each(DATABASES)('focal points on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const first = async (path: string) =>
    (await admin.get(`/api/admin/${path}?pageSize=1`).expect(200)).body.items[0] as { _id: string };

  describe.each([
    ['page-banners', 'imageFocus'],
    ['image-slider', 'imageFocus'],
    ['blogs', 'coverFocus'],
  ])('/api/admin/%s', (path, field) => {
    it.each(REFUSED)(`refuses ${field} as %s with 400 naming the field`, async (_label, value) => {
      const { _id } = await first(path);
      const res = await admin
        .put(`/api/admin/${path}/${_id}`)
        .set(CSRF)
        .send({ [field]: value });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
      expect(res.body.fields[field][0]).toContain('whole percentages from 0 to 100');
    });

    it(`stores ${field}, answers it, and "" resets it to the centre`, async () => {
      const { _id } = await first(path);
      for (const [value, answer] of [
        [
          { x: 0, y: 100 },
          { x: 0, y: 100 },
        ],
        [
          { x: 30, y: 70 },
          { x: 30, y: 70 },
        ],
        ['', null],
      ] as const) {
        const res = await admin
          .put(`/api/admin/${path}/${_id}`)
          .set(CSRF)
          .send({ [field]: value });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body[field]).toEqual(answer);
        expect((await admin.get(`/api/admin/${path}/${_id}`).expect(200)).body[field]).toEqual(answer);
      }
    });
  });

  it('the public reads answer the focal point', async () => {
    const banner = (await admin.get('/api/admin/page-banners?pageSize=1').expect(200)).body.items[0];
    await admin
      .put(`/api/admin/page-banners/${banner._id}`)
      .set(CSRF)
      .send({ imageFocus: { x: 20, y: 80 } })
      .expect(200);
    const page = await request(t.server).get(`/api/page-banners?key=${banner.key}`).expect(200);
    expect(page.body.imageFocus).toEqual({ x: 20, y: 80 });

    const slide = (await admin.get('/api/admin/image-slider?pageSize=1').expect(200)).body.items[0];
    await admin
      .put(`/api/admin/image-slider/${slide._id}`)
      .set(CSRF)
      .send({ imageFocus: { x: 90, y: 10 } })
      .expect(200);
    const slides = await request(t.server).get(`/api/banners?division=${slide.division}`).expect(200);
    expect(slides.body.find((b: { _id: string }) => b._id === slide._id).imageFocus).toEqual({
      x: 90,
      y: 10,
    });

    const post = (await admin.get('/api/admin/blogs?pageSize=1').expect(200)).body.items[0];
    await admin
      .put(`/api/admin/blogs/${post._id}`)
      .set(CSRF)
      .send({ coverFocus: { x: 40, y: 60 } })
      .expect(200);
    const list = await request(t.server).get('/api/blogs?pageSize=10').expect(200);
    expect(list.body.items.find((b: { slug: string }) => b.slug === post.slug).coverFocus).toEqual({
      x: 40,
      y: 60,
    });
    const one = await request(t.server).get(`/api/blogs/${post.slug}`).expect(200);
    expect(one.body.coverFocus).toEqual({ x: 40, y: 60 });
  });
});

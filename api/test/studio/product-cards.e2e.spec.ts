import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES } from '../../src/common/lang/languages.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

const card = {
  name: { en: 'Omega Herd Oil', ar: 'زيت أوميغا للقطيع' },
  details: { en: 'Fatty acids for calves', fr: 'Acides gras pour veaux' },
  category: { en: 'Livestock' },
  rating: 4,
};

describe.each(DATABASES)('product cards on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  describe('GET /api/product-cards (public)', () => {
    it('lists the seeded cards in order, in six languages, with images', async () => {
      const en = await request(t.server).get('/api/product-cards');
      expect(en.status).toBe(200);
      expect(en.body.length).toBeGreaterThanOrEqual(3);
      expect(en.body[0]).toEqual({
        _id: expect.any(String),
        name: 'NanoCal D3 Capsules',
        details: expect.stringContaining('vitamin D3'),
        category: 'Health supplement',
        rating: 5,
        image: expect.stringMatching(/^\/api\/uploads\/seed\/product-cards\/.+\.webp$/),
      });
      for (const lang of LANGUAGES.filter((other) => other !== DEFAULT_LANG)) {
        const res = await request(t.server).get(`/api/product-cards?lang=${lang}`);
        for (const [i, c] of res.body.entries()) expect(c.name).not.toBe(en.body[i].name);
      }
      expect((await request(t.server).get(en.body[0].image)).status).toBe(200);
    });

    it('answers in ?lang=ar with English fallback per field, published cards only', async () => {
      const { body: created } = await admin.post('/api/admin/product-cards').set(CSRF).send(card).expect(201);
      const ar = await request(t.server).get('/api/product-cards?lang=ar');
      expect(ar.body.at(-1)).toEqual({
        _id: created._id,
        name: 'زيت أوميغا للقطيع',
        details: 'Fatty acids for calves',
        category: 'Livestock',
        rating: 4,
        image: null,
      });
      await admin
        .put(`/api/admin/product-cards/${created._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      const after = await request(t.server).get('/api/product-cards?lang=ar');
      expect(after.body.map((c: { _id: string }) => c._id)).not.toContain(created._id);
    });
  });

  describe('POST /api/admin/product-cards', () => {
    it('creates a card at the end, as a Record with every language', async () => {
      const list = await admin.get('/api/admin/product-cards?pageSize=100');
      const res = await admin.post('/api/admin/product-cards').set(CSRF).send(card);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        rating: 4,
        image: null,
        published: true,
        sortOrder: list.body.items.at(-1).sortOrder + 1,
        name: { en: 'Omega Herd Oil', ar: 'زيت أوميغا للقطيع', fr: '', ko: '', es: '', ru: '' },
      });
      expect(Object.keys(res.body).sort()).toEqual(
        [
          '_id',
          'category',
          'createdAt',
          'details',
          'image',
          'name',
          'published',
          'rating',
          'sortOrder',
          'updatedAt',
          // The editor's view: its draft, version and what each language tab says (issue 33).
          'draft',
          '_version',
          'translationStatus',
        ].sort(),
      );
    });

    it.each([
      ['rating 0', { rating: 0 }, 'rating', 'rating must not be less than 1'],
      ['rating 6', { rating: 6 }, 'rating', 'rating must not be greater than 5'],
      ['rating "x"', { rating: 'x' }, 'rating', 'rating must be an integer number'],
      ['rating true', { rating: true }, 'rating', 'rating must be an integer number'],
      ['rating 3.5', { rating: 3.5 }, 'rating', 'rating must be an integer number'],
      ['no rating', { rating: undefined }, 'rating', 'rating'],
      ['no English details', { details: { fr: 'x' } }, 'details.en', 'details.en must not be empty'],
      ['no category', { category: undefined }, 'category.en', 'category.en must not be empty'],
      ['an unknown key', { stars: 5 }, 'stars', 'property stars should not exist'],
      ['a name too long', { name: { en: 'x'.repeat(121) } }, 'name.en', 'name.en must be shorter'],
    ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
      const before = (await admin.get('/api/admin/product-cards')).body.total;
      const audits = (await admin.get('/api/audit?entity=product-cards')).body.total;
      const res = await admin
        .post('/api/admin/product-cards')
        .set(CSRF)
        .send({ ...card, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field][0]).toContain(text);
      expect((await admin.get('/api/admin/product-cards')).body.total).toBe(before);
      expect((await admin.get('/api/audit?entity=product-cards')).body.total).toBe(audits);
    });
  });

  describe('GET /api/admin/product-cards', () => {
    it('searches the name in every language, ignoring case (Latin, Cyrillic, Korean)', async () => {
      const names = async (q: string) =>
        (await admin.get(`/api/admin/product-cards?q=${encodeURIComponent(q)}`)).body.items.map(
          (i: { name: { en: string } }) => i.name.en,
        );
      expect(await names('nanocal')).toEqual(['NanoCal D3 Capsules']);
      expect(await names('КАПСУЛЫ')).toEqual(['NanoCal D3 Capsules']);
      expect(await names('капсулы')).toEqual(['NanoCal D3 Capsules']);
      expect(await names('세럼')).toEqual(['Yeppuen Hydra Serum']);
      expect(await names('100%_!')).toEqual([]);
      const page = await admin.get('/api/admin/product-cards?pageSize=2&page=2');
      expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
      expect(page.body.items).toHaveLength(2);
      expect((await admin.get('/api/admin/product-cards?pageSize=101')).status).toBe(400);
      expect((await admin.get('/api/admin/product-cards?group=Pet')).body.fields).toHaveProperty('group');
    });
  });

  describe('PUT /api/admin/product-cards/:id', () => {
    it('updates the rating and texts; a bad rating is refused', async () => {
      const { body: c } = await admin.post('/api/admin/product-cards').set(CSRF).send(card).expect(201);
      const res = await admin
        .put(`/api/admin/product-cards/${c._id}`)
        .set(CSRF)
        .send({ rating: 5, category: { ru: 'Скот' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rating: 5, category: { en: 'Livestock', ru: 'Скот' } });
      const bad = await admin.put(`/api/admin/product-cards/${c._id}`).set(CSRF).send({ rating: 6 });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ rating: ['rating must not be greater than 5'] });
      expect((await admin.get(`/api/admin/product-cards/${c._id}`)).body.rating).toBe(5);
    });
  });

  describe('POST /api/admin/product-cards/:id/move', () => {
    it('moves a card up among all cards', async () => {
      const { body: c } = await admin.post('/api/admin/product-cards').set(CSRF).send(card).expect(201);
      const ids = async () =>
        (await admin.get('/api/admin/product-cards?pageSize=100')).body.items.map(
          (i: { _id: string }) => i._id,
        );
      const before = await ids();
      await admin
        .post(`/api/admin/product-cards/${c._id}/move`)
        .set(CSRF)
        .send({ direction: 'up' })
        .expect(200);
      const after = await ids();
      expect(after.indexOf(c._id)).toBe(before.indexOf(c._id) - 1);
      const down = await admin
        .post(`/api/admin/product-cards/${c._id}/move`)
        .set(CSRF)
        .send({ direction: 'down' });
      expect(down.status).toBe(200);
      await admin
        .post(`/api/admin/product-cards/${c._id}/move`)
        .set(CSRF)
        .send({ direction: 'down' })
        .expect(200);
      expect(await ids()).toEqual(before);
    });
  });

  describe('files and DELETE', () => {
    it('uploads, replaces and deletes the image; refuses a PDF; deleting the card removes its file', async () => {
      const { body: c } = await admin.post('/api/admin/product-cards').set(CSRF).send(card).expect(201);
      const first = await admin
        .post(`/api/admin/product-cards/${c._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'a.png');
      expect(first.status).toBe(200);
      expect(first.body.image).toMatch(/^\/api\/uploads\/product-cards\/[0-9a-f-]{36}\.webp$/);
      const before = await t.storedFiles('product-cards');
      const refused = await admin
        .post(`/api/admin/product-cards/${c._id}/files/image`)
        .set(CSRF)
        .attach('file', pdf(), 'x.pdf');
      expect(refused.status).toBe(415);
      expect(Object.keys(refused.body.fields)).toEqual(['image']);
      expect(await t.storedFiles('product-cards')).toEqual(before);
      const second = await admin
        .post(`/api/admin/product-cards/${c._id}/files/image`)
        .set(CSRF)
        .attach('file', await png('#f00'), 'b.png');
      expect(await t.isStored(first.body.image)).toBe(false);
      const two = await admin
        .post(`/api/admin/product-cards/${c._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'a.png')
        .attach('file', await png(), 'b.png');
      expect(two.status).toBe(400);
      expect(Object.keys(two.body.fields)).toEqual(['image']);
      const otherPart = await admin
        .post(`/api/admin/product-cards/${c._id}/files/image`)
        .set(CSRF)
        .attach('picture', await png(), 'a.png');
      expect(otherPart.status).toBe(400);
      expect(Object.keys(otherPart.body.fields)).toEqual(['image']);
      expect(await t.storedFiles('product-cards')).toHaveLength(before.length);
      const wrongField = await admin
        .post(`/api/admin/product-cards/${c._id}/files/report`)
        .set(CSRF)
        .attach('file', pdf(), 'r.pdf');
      expect(wrongField.status).toBe(400);
      expect(Object.keys(wrongField.body.fields)).toEqual(['field']);
      await admin.delete(`/api/admin/product-cards/${c._id}`).set(CSRF).expect(200);
      // In the bin: the image stays until the purge.
      expect(await t.isStored(second.body.image)).toBe(true);
      const audit = await admin.get(`/api/audit?entity=product-cards&entityId=${c._id}`);
      expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
        'delete',
        'upload',
        'upload',
        'create',
      ]);
    });
  });

  describe('access', () => {
    it('refuses anonymous (401) and viewer (403) writes, and the audit log', async () => {
      expect((await request(t.server).post('/api/admin/product-cards').set(CSRF).send(card)).status).toBe(
        401,
      );
      expect((await request(t.server).get('/api/audit')).status).toBe(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      expect((await viewer.post('/api/admin/product-cards').set(CSRF).send(card)).status).toBe(403);
      // A viewer reads studio records (read-only dashboard), never the audit log.
      expect((await viewer.get('/api/admin/products')).status).toBe(200);
      expect((await viewer.get('/api/audit')).status).toBe(403);
      expect((await admin.post('/api/admin/product-cards').send(card)).status).toBe(403);
    });
  });
});

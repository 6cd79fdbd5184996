import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

interface Photo {
  _id: string;
  category: string;
  division: string | null;
  caption: Record<string, string>;
  image: string | null;
}

describe.each(DATABASES)('gallery studio on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  const audits = async (entity: string) =>
    (await admin.get(`/api/audit?entity=${entity}`)).body.total as number;
  const count = async (path: string) => (await admin.get(`/api/admin/${path}`)).body.total as number;

  /** A photo with its image, as the dashboard makes one: create, then upload. */
  const photo = async (input: Record<string, unknown>): Promise<Photo> => {
    const { body } = await admin.post('/api/admin/gallery').set(CSRF).send(input).expect(201);
    const uploaded = await admin
      .post(`/api/admin/gallery/${body._id}/files/image`)
      .set(CSRF)
      .attach('file', await png(), 'p.png')
      .expect(200);
    return uploaded.body as Photo;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  describe('/api/admin/gallery-categories', () => {
    it('lists the seeded categories with numeric ids and their keys', async () => {
      const res = await admin.get('/api/admin/gallery-categories');
      expect(res.status).toBe(200);
      expect(res.body.items.map((c: { key: string }) => c.key)).toEqual([
        'exhibitions',
        'farmers-fairs',
        'laboratory',
      ]);
      expect(res.body.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        key: 'exhibitions',
        label: expect.objectContaining({ en: 'Exhibitions', ko: '전시회' }),
        sortOrder: 0,
        published: true,
        hasDraft: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('creates and renames a category (translated label); the key is fixed', async () => {
      const created = await admin
        .post('/api/admin/gallery-categories')
        .set(CSRF)
        .send({ key: 'field-days', label: { en: 'Field days', ko: '현장의 날' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        key: 'field-days',
        label: { en: 'Field days', ko: '현장의 날', ar: '' },
      });
      const renamed = await admin
        .put(`/api/admin/gallery-categories/${created.body._id}`)
        .set(CSRF)
        .send({ label: { en: 'Open field days', ar: 'أيام الحقل المفتوحة' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.label).toMatchObject({
        en: 'Open field days',
        ar: 'أيام الحقل المفتوحة',
        ko: '현장의 날',
      });
      const rekey = await admin
        .put(`/api/admin/gallery-categories/${created.body._id}`)
        .set(CSRF)
        .send({ key: 'other' });
      expect(rekey.status).toBe(400);
      expect(rekey.body.fields).toHaveProperty('key');
      const audit = await admin.get(`/api/audit?entity=gallery-categories&entityId=${created.body._id}`);
      expect(audit.body.items.map((i: { action: string; fields: string[] }) => [i.action, i.fields])).toEqual(
        [
          ['update', ['label']],
          ['create', ['key', 'label']],
        ],
      );
    });

    it.each([
      ['no key', { key: undefined }, 'key', 'key must be 1 to 40 characters'],
      ['a key with spaces', { key: 'open days' }, 'key', 'key must be 1 to 40 characters'],
      ['a key of capitals', { key: 'Fairs' }, 'key', 'key must be 1 to 40 characters'],
      ['a key too long', { key: 'k'.repeat(41) }, 'key', 'key must be 1 to 40 characters'],
      ['no English label', { label: { ko: '행사' } }, 'label.en', 'label.en must not be empty'],
      ['a label too long', { label: { en: 'x'.repeat(81) } }, 'label.en', 'label.en must be shorter'],
      ['an unknown key', { icon: 'x' }, 'icon', 'property icon should not exist'],
    ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
      const [before, audit] = [await count('gallery-categories'), await audits('gallery-categories')];
      const res = await admin
        .post('/api/admin/gallery-categories')
        .set(CSRF)
        .send({ key: 'events', label: { en: 'Events' }, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field][0]).toContain(text);
      expect(await count('gallery-categories')).toBe(before);
      expect(await audits('gallery-categories')).toBe(audit);
    });

    it('refuses a key already used (409 naming key), writing nothing', async () => {
      const [before, audit] = [await count('gallery-categories'), await audits('gallery-categories')];
      const res = await admin
        .post('/api/admin/gallery-categories')
        .set(CSRF)
        .send({ key: 'laboratory', label: { en: 'Lab' } });
      expect(res.status).toBe(409);
      expect(res.body.fields.key[0]).toContain('already used');
      expect(await count('gallery-categories')).toBe(before);
      expect(await audits('gallery-categories')).toBe(audit);
    });

    it('refuses to delete a category that still has photos (409 naming the count); deletes it once empty', async () => {
      const { body: category } = await admin
        .post('/api/admin/gallery-categories')
        .set(CSRF)
        .send({ key: 'trade-fairs', label: { en: 'Trade fairs' } })
        .expect(201);
      const one = await photo({ category: 'trade-fairs', caption: { en: 'Stand A' } });
      const two = await photo({ category: 'trade-fairs', caption: { en: 'Stand B' } });
      const audit = await audits('gallery-categories');
      const refused = await admin.delete(`/api/admin/gallery-categories/${category._id}`).set(CSRF);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        details: { reason: 'in-use', count: 2 },
        message: 'The category "trade-fairs" still has 2 photos: move or delete them first',
      });
      expect((await admin.get(`/api/admin/gallery-categories/${category._id}`)).status).toBe(200);
      expect(await audits('gallery-categories')).toBe(audit);

      await admin.put(`/api/admin/gallery/${one._id}`).set(CSRF).send({ category: 'laboratory' }).expect(200);
      const stillOne = await admin.delete(`/api/admin/gallery-categories/${category._id}`).set(CSRF);
      expect(stillOne.status).toBe(409);
      expect(stillOne.body.message).toBe(
        'The category "trade-fairs" still has 1 photo: move or delete it first',
      );
      await admin.delete(`/api/admin/gallery/${two._id}`).set(CSRF).expect(200);
      await admin.delete(`/api/admin/gallery-categories/${category._id}`).set(CSRF).expect(200);
      expect((await admin.get(`/api/admin/gallery-categories/${category._id}`)).status).toBe(404);
      await admin.delete(`/api/admin/gallery/${one._id}`).set(CSRF).expect(200);
    });
  });

  describe('/api/admin/gallery (photos)', () => {
    const valid = {
      category: 'exhibitions',
      division: 'veterinary',
      caption: { en: 'Our stand', ko: '우리 부스' },
    };

    it.each([
      ['no category', { category: undefined }, 'category', 'category must be a category key'],
      [
        'an unknown category',
        { category: 'concerts' },
        'category',
        'category must be the key of an existing',
      ],
      ['a bad division', { division: 'marine' }, 'division', 'division must be one of'],
      ['no English caption', { caption: { ko: '부스' } }, 'caption.en', 'caption.en must not be empty'],
      [
        'a caption too long',
        { caption: { en: 'x'.repeat(301) } },
        'caption.en',
        'caption.en must be shorter',
      ],
      ['an image in the body', { image: '/api/uploads/x.webp' }, 'image', 'property image should not exist'],
      ['a null', { division: null }, 'division', 'division'],
    ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
      const [before, audit] = [await count('gallery'), await audits('gallery')];
      const res = await admin
        .post('/api/admin/gallery')
        .set(CSRF)
        .send({ ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field][0]).toContain(text);
      expect(await count('gallery')).toBe(before);
      expect(await audits('gallery')).toBe(audit);
    });

    it('shows a photo publicly once it has its image, in the visitor language, in its division only', async () => {
      const { body: created } = await admin.post('/api/admin/gallery').set(CSRF).send(valid).expect(201);
      expect(created).toMatchObject({
        category: 'exhibitions',
        division: 'veterinary',
        image: null,
        published: true,
      });
      const ids = async (query: string) =>
        (await request(t.server).get(`/api/gallery?pageSize=50&${query}`)).body.items.map(
          (p: Photo) => p._id,
        );
      expect(await ids('division=veterinary&category=exhibitions')).not.toContain(created._id);
      const files = await t.storedFiles('gallery');
      const refused = await admin
        .post(`/api/admin/gallery/${created._id}/files/image`)
        .set(CSRF)
        .attach('file', pdf(), 'x.png');
      expect(refused.status).toBe(415);
      expect(Object.keys(refused.body.fields)).toEqual(['image']);
      expect(await t.storedFiles('gallery')).toEqual(files);
      await admin
        .post(`/api/admin/gallery/${created._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'p.png')
        .expect(200);
      expect(await ids('division=veterinary&category=exhibitions')).toContain(created._id);
      expect(await ids('division=human')).not.toContain(created._id);
      const ko = await request(t.server).get(
        '/api/gallery?division=veterinary&category=exhibitions&pageSize=50&lang=ko',
      );
      expect(ko.body.items.find((p: Photo) => p._id === created._id).caption).toBe('우리 부스');

      // "" = every division.
      const all = await admin.put(`/api/admin/gallery/${created._id}`).set(CSRF).send({ division: '' });
      expect(all.body.division).toBeNull();
      expect(await ids('division=human')).toContain(created._id);

      await admin
        .put(`/api/admin/gallery/${created._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      expect(await ids('division=human')).not.toContain(created._id);
      await admin
        .put(`/api/admin/gallery/${created._id}/published`)
        .set(CSRF)
        .send({ published: true })
        .expect(200);

      // An unpublished category hides its photos and leaves the category list.
      const { body: categories } = await admin.get('/api/admin/gallery-categories');
      const exhibitions = categories.items.find((c: { key: string }) => c.key === 'exhibitions');
      await admin
        .put(`/api/admin/gallery-categories/${exhibitions._id}/published`)
        .set(CSRF)
        .send({ published: false });
      expect(await ids('division=human')).not.toContain(created._id);
      const listed = (await request(t.server).get('/api/gallery/categories?division=human')).body;
      expect(listed.map((c: { category: string }) => c.category)).not.toContain('exhibitions');
      await admin
        .put(`/api/admin/gallery-categories/${exhibitions._id}/published`)
        .set(CSRF)
        .send({ published: true });

      const filtered = await admin.get('/api/admin/gallery?category=exhibitions&pageSize=100');
      expect(filtered.body.items.every((p: Photo) => p.category === 'exhibitions')).toBe(true);
      expect(filtered.body.items.map((p: Photo) => p._id)).toContain(created._id);
      expect((await admin.get('/api/admin/gallery?category=../x')).status).toBe(400);

      const image = (await admin.get(`/api/admin/gallery/${created._id}`)).body.image;
      await admin.delete(`/api/admin/gallery/${created._id}`).set(CSRF).expect(200);
      // In the bin: the file stays until the purge.
      expect(await t.isStored(image)).toBe(true);
      const audit = await admin.get(`/api/audit?entity=gallery&entityId=${created._id}`);
      expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
        'delete',
        'publish',
        'unpublish',
        'update',
        'upload',
        'create',
      ]);
    });

    it('refuses moving a photo to an unknown category', async () => {
      const p = await photo(valid);
      const res = await admin.put(`/api/admin/gallery/${p._id}`).set(CSRF).send({ category: 'nowhere' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['category']);
      expect((await admin.get(`/api/admin/gallery/${p._id}`)).body.category).toBe('exhibitions');
      await admin.delete(`/api/admin/gallery/${p._id}`).set(CSRF).expect(200);
    });
  });

  describe('access', () => {
    it('refuses anonymous (401) reads and writes; a viewer reads (200) but may not write (403)', async () => {
      const anonymous = request(t.server);
      for (const path of ['gallery', 'gallery-categories']) {
        expect((await anonymous.get(`/api/admin/${path}`)).status).toBe(401);
        expect((await anonymous.post(`/api/admin/${path}`).set(CSRF).send({})).status).toBe(401);
        expect((await anonymous.delete(`/api/admin/${path}/1`).set(CSRF)).status).toBe(401);
      }
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      for (const path of ['gallery', 'gallery-categories']) {
        expect((await viewer.get(`/api/admin/${path}`)).status).toBe(200);
        expect((await viewer.post(`/api/admin/${path}`).set(CSRF).send({})).status).toBe(403);
        expect((await viewer.delete(`/api/admin/${path}/1`).set(CSRF)).status).toBe(403);
      }
      expect(await count('gallery-categories')).toBeGreaterThanOrEqual(3);
    });
  });
});

import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { bigPdf, pdf, png } from './studio-helpers.js';

const LANGS = { en: '', ar: '', fr: '', ko: '', es: '', ru: '' };
/** A rich text field in every language, empty (issue 33). */
const EMPTY = { type: 'doc', content: [] };
const DOCS = { en: EMPTY, ar: EMPTY, fr: EMPTY, ko: EMPTY, es: EMPTY, ru: EMPTY };

describe.each(DATABASES)('studio products: writes on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (body: object) => admin.post('/api/admin/products').set(CSRF).send(body);
  const count = async () => (await admin.get('/api/admin/products?pageSize=1')).body.total as number;

  describe('POST /api/admin/products', () => {
    it('creates a product at the end of its group, with every field and the division from the group', async () => {
      const before = await admin.get('/api/admin/products?group=Livestock&pageSize=100');
      const last = before.body.items.at(-1);
      const res = await create({
        group: 'Livestock',
        name: { en: 'Test Mineral Mix', ar: 'خليط معادن تجريبي' },
        details: { en: rt('For cattle') },
        usage: { en: rt('50 g a day'), fr: { type: 'doc', content: [] } },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        group: 'Livestock',
        division: 'veterinary',
        name: { ...LANGS, en: 'Test Mineral Mix', ar: 'خليط معادن تجريبي' },
        details: { ...DOCS, en: rt('For cattle') },
        segment: LANGS,
        type: LANGS,
        category: LANGS,
        packing: LANGS,
        composition: LANGS,
        indications: LANGS,
        usage: { ...DOCS, en: rt('50 g a day') },
        // Product facts (issue 34): empty until given; "" price = price on request.
        packSizes: [],
        registrationNumber: '',
        storage: LANGS,
        dosage: { en: [], ar: [], fr: [], ko: [], es: [], ru: [] },
        price: '',
        currency: 'USD',
        image: null,
        logo: null,
        report: null,
        brochure: null,
        sortOrder: last.sortOrder + 1,
        published: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // Every answer about one record is the editor's view: its draft and its version (issue 33).
        draft: null,
        _version: expect.stringMatching(/^[\w-]{22}$/),
        // Arabic has the name but not the details and usage English has; the other languages have nothing.
        translationStatus: {
          ar: { status: 'missing', missing: ['details', 'usage'], stale: [] },
          ...Object.fromEntries(
            ['fr', 'ko', 'es', 'ru'].map((lang) => [
              lang,
              { status: 'missing', missing: ['name', 'details', 'usage'], stale: [] },
            ]),
          ),
        },
      });
      const got = await admin.get(`/api/admin/products/${res.body._id}`).expect(200);
      expect(got.body).toEqual(res.body);
      const audit = await admin.get(`/api/audit?entity=products&entityId=${res.body._id}`).expect(200);
      expect(audit.body.items).toEqual([
        {
          _id: expect.any(String),
          at: expect.any(String),
          adminName: ADMIN.name,
          action: 'create',
          entity: 'products',
          entityId: res.body._id,
          fields: expect.arrayContaining(['group', 'name', 'details', 'usage']),
          // The record's title, its values as created, and the version that keeps them (issue 33).
          title: { en: 'Test Mineral Mix', ar: 'خليط معادن تجريبي' },
          changes: expect.objectContaining({ name: { before: null, after: res.body.name } }),
          versionId: expect.stringMatching(/^\d+$/),
        },
      ]);
    });

    it.each([
      ['no English name', { group: 'Pet', name: { ar: 'اسم' } }, 'name.en', 'name.en must not be empty'],
      ['no name at all', { group: 'Pet' }, 'name.en', 'name.en must not be empty'],
      ['an unknown group', { group: 'Unicorns', name: { en: 'X' } }, 'group', 'group must be one of'],
      ['no group', { name: { en: 'X' } }, 'group', 'group must be one of'],
      ['an unknown key', { group: 'Pet', name: { en: 'X' }, cost: 3 }, 'cost', 'should not exist'],
      ['an unknown language', { group: 'Pet', name: { en: 'X', de: 'Y' } }, 'name.de', 'should not exist'],
      ['a number as text', { group: 'Pet', name: { en: 5 } }, 'name.en', 'name.en'],
      ['a division', { group: 'Pet', name: { en: 'X' }, division: 'human' }, 'division', 'should not exist'],
      ['a file URL', { group: 'Pet', name: { en: 'X' }, image: '/x.webp' }, 'image', 'should not exist'],
    ])('refuses %s with a 400 naming the field, and writes nothing', async (_label, body, field, text) => {
      const before = await count();
      const auditBefore = (await admin.get('/api/audit')).body.total;
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.fields[field].join(' ')).toContain(text);
      expect(await count()).toBe(before);
      expect((await admin.get('/api/audit')).body.total).toBe(auditBefore);
    });
  });

  describe('PUT /api/admin/products/:id', () => {
    it('merges languages, keeps absent ones, removes "" and audits only the changed fields', async () => {
      const { body: p } = await create({ group: 'Pet', name: { en: 'Cat Tonic', fr: 'Tonique' } }).expect(
        201,
      );
      const res = await admin
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .send({ name: { fr: '', ko: '고양이 토닉' }, details: { en: rt('Daily drops') } });
      expect(res.status).toBe(200);
      expect(res.body.name).toEqual({ ...LANGS, en: 'Cat Tonic', ko: '고양이 토닉' });
      expect(res.body.details.en).toEqual(rt('Daily drops'));
      const audit = await admin.get(`/api/audit?entity=products&entityId=${p._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'update', fields: ['name', 'details'] });
    });

    it('refuses to blank the English name (400 name.en) and keeps the record', async () => {
      const { body: p } = await create({ group: 'Pet', name: { en: 'Keep Me' } }).expect(201);
      const res = await admin
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .send({ name: { en: '  ' } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'name.en': ['name.en must not be empty'] });
      expect((await admin.get(`/api/admin/products/${p._id}`)).body.name.en).toBe('Keep Me');
    });

    it('moves a product to the end of its new group and changes its division', async () => {
      const { body: p } = await create({ group: 'Pet', name: { en: 'Wanderer' } }).expect(201);
      const poultry = await admin.get('/api/admin/products?group=Poultry&pageSize=100');
      const res = await admin.put(`/api/admin/products/${p._id}`).set(CSRF).send({ group: 'food' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ group: 'food', division: 'human' });
      const food = await admin.get('/api/admin/products?group=food&pageSize=100');
      expect(food.body.items.at(-1)._id).toBe(p._id);
      expect(poultry.status).toBe(200);
      const bad = await admin.put(`/api/admin/products/${p._id}`).set(CSRF).send({ group: 'Dragons' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['group']);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await admin.put('/api/admin/products/999999').set(CSRF).send({})).status).toBe(404);
      expect((await admin.put('/api/admin/products/abc').set(CSRF).send({})).status).toBe(400);
      expect((await admin.get('/api/admin/products/999999')).status).toBe(404);
    });
  });

  describe('POST /api/admin/products/:id/move', () => {
    it('swaps with the neighbour in the same group, and is a no-op at the edge', async () => {
      const { body: list } = await admin.get('/api/admin/products?group=Aqua&pageSize=100');
      const [first, second] = list.items;
      const down = await admin
        .post(`/api/admin/products/${first._id}/move`)
        .set(CSRF)
        .send({ direction: 'down' });
      expect(down.status).toBe(200);
      expect(down.body.sortOrder).toBe(second.sortOrder);
      const after = await admin.get('/api/admin/products?group=Aqua&pageSize=100');
      expect(after.body.items.slice(0, 2).map((p: { _id: string }) => p._id)).toEqual([
        second._id,
        first._id,
      ]);
      const edge = await admin
        .post(`/api/admin/products/${second._id}/move`)
        .set(CSRF)
        .send({ direction: 'up' });
      expect(edge.status).toBe(200);
      expect(edge.body.sortOrder).toBe(after.body.items[0].sortOrder);
      const audit = await admin.get(`/api/audit?entity=products&entityId=${first._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'move', fields: ['sortOrder'] });
      const bad = await admin
        .post(`/api/admin/products/${first._id}/move`)
        .set(CSRF)
        .send({ direction: 'left' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['direction']);
    });
  });

  describe('PUT /api/admin/products/:id/published', () => {
    it('hides an unpublished product from the public list, detail and search; publishing shows it again', async () => {
      const { body: p } = await create({ group: 'Equine', name: { en: 'Zebrafrost Hoof Balm' } }).expect(201);
      const publicIds = async () =>
        (await request(t.server).get('/api/products?group=Equine&pageSize=50')).body.items.map(
          (i: { _id: string }) => i._id,
        );
      expect(await publicIds()).toContain(p._id);
      const off = await admin
        .put(`/api/admin/products/${p._id}/published`)
        .set(CSRF)
        .send({ published: false });
      expect(off.status).toBe(200);
      expect(off.body.published).toBe(false);
      expect(await publicIds()).not.toContain(p._id);
      expect((await request(t.server).get(`/api/products/${p._id}`)).status).toBe(404);
      const search = await request(t.server).get('/api/search?q=Zebrafrost');
      expect(search.body.total).toBe(0);
      const hidden = await admin.get('/api/admin/products?published=false&q=zebrafrost');
      expect(hidden.body.items.map((i: { _id: string }) => i._id)).toEqual([p._id]);
      await admin
        .put(`/api/admin/products/${p._id}/published`)
        .set(CSRF)
        .send({ published: true })
        .expect(200);
      expect((await request(t.server).get(`/api/products/${p._id}`)).status).toBe(200);
      expect((await request(t.server).get('/api/search?q=Zebrafrost')).body.total).toBe(1);
      const audit = await admin.get(`/api/audit?entity=products&entityId=${p._id}`);
      expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
        'publish',
        'unpublish',
        'create',
      ]);
      const bad = await admin
        .put(`/api/admin/products/${p._id}/published`)
        .set(CSRF)
        .send({ published: 'yes' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['published']);
    });
  });

  describe('POST and DELETE /api/admin/products/:id/files/:field', () => {
    it('stores an image and a PDF, replaces them (old files removed) and removes them', async () => {
      const { body: p } = await create({ group: 'Swine', name: { en: 'Piglet Starter' } }).expect(201);
      const img = await admin
        .post(`/api/admin/products/${p._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'a.png');
      expect(img.status).toBe(200);
      expect(img.body.image).toMatch(/^\/api\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
      expect(await t.isStored(img.body.image)).toBe(true);

      const doc = await admin
        .post(`/api/admin/products/${p._id}/files/report`)
        .set(CSRF)
        .attach('file', pdf(), 'r.pdf');
      expect(doc.status).toBe(200);
      expect(doc.body.report).toMatch(/^\/api\/uploads\/reports\/[0-9a-f-]{36}\.pdf$/);
      expect(doc.body.image).toBe(img.body.image);
      const served = await request(t.server).get(doc.body.report).buffer(true);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(served.body).subarray(0, 5).toString()).toBe('%PDF-');

      const again = await admin
        .post(`/api/admin/products/${p._id}/files/image`)
        .set(CSRF)
        .attach('file', await png('#000'), 'b.png');
      expect(again.status).toBe(200);
      expect(again.body.image).not.toBe(img.body.image);
      expect(await t.isStored(img.body.image)).toBe(false);
      expect(await t.isStored(again.body.image)).toBe(true);

      const removed = await admin.delete(`/api/admin/products/${p._id}/files/report`).set(CSRF);
      expect(removed.status).toBe(200);
      expect(removed.body.report).toBeNull();
      expect(await t.isStored(doc.body.report)).toBe(false);

      const audit = await admin.get(`/api/audit?entity=products&entityId=${p._id}`);
      expect(
        audit.body.items.slice(0, 4).map((i: { action: string; fields: string[] }) => [i.action, i.fields]),
      ).toEqual([
        ['remove-file', ['report']],
        ['upload', ['image']],
        ['upload', ['report']],
        ['upload', ['image']],
      ]);
    });

    it.each([
      ['a PNG in a PDF field', 'report', async () => png(), 'x.png', 415],
      ['a PDF in an image field', 'image', async () => pdf(), 'x.pdf', 415],
      ['a text file in a PDF field', 'brochure', async () => Buffer.from('hello, not a pdf'), 'x.pdf', 415],
      ['an image over 5 MB', 'logo', async () => Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 413],
      ['a PDF over 20 MB', 'brochure', async () => bigPdf(20 * 1024 * 1024 + 10), 'big.pdf', 413],
    ])(
      'refuses %s naming the field, leaving no file and no change',
      async (_l, field, content, name, status) => {
        const { body: p } = await create({ group: 'Swine', name: { en: 'Refused' } }).expect(201);
        const folders = ['products', 'reports', 'brochures'];
        const before = await Promise.all(folders.map((f) => t.storedFiles(f)));
        const res = await admin
          .post(`/api/admin/products/${p._id}/files/${field}`)
          .set(CSRF)
          .attach('file', await content(), name);
        expect(res.status).toBe(status);
        expect(res.body.fields).toEqual({ [field]: [expect.stringContaining(field)] });
        expect(await Promise.all(folders.map((f) => t.storedFiles(f)))).toEqual(before);
        expect((await admin.get(`/api/admin/products/${p._id}`)).body[field]).toBeNull();
        const audit = await admin.get(`/api/audit?entity=products&entityId=${p._id}`);
        expect(audit.body.total).toBe(1);
      },
    );

    it('answers 400 naming `field` for an unknown field, 404 for an unknown product, 400 without a file', async () => {
      const { body: p } = await create({ group: 'Swine', name: { en: 'Fields' } }).expect(201);
      const unknown = await admin
        .post(`/api/admin/products/${p._id}/files/video`)
        .set(CSRF)
        .attach('file', await png(), 'a.png');
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body.fields)).toEqual(['field']);
      const proto = await admin.delete(`/api/admin/products/${p._id}/files/__proto__`).set(CSRF);
      expect(proto.status).toBe(400);
      const missing = await admin
        .post('/api/admin/products/999999/files/image')
        .set(CSRF)
        .attach('file', await png(), 'a.png');
      expect(missing.status).toBe(404);
      expect(await t.storedFiles('products')).not.toContain(undefined);
      const none = await admin.post(`/api/admin/products/${p._id}/files/image`).set(CSRF);
      expect(none.status).toBe(400);
      expect(Object.keys(none.body.fields)).toEqual(['image']);
    });
  });

  describe('DELETE /api/admin/products/:id', () => {
    it('deletes the row and its own files, but keeps a file another product still uses', async () => {
      const { body: p } = await create({ group: 'Aqua', name: { en: 'Short Lived' } }).expect(201);
      const img = await admin
        .post(`/api/admin/products/${p._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'a.png');
      const doc = await admin
        .post(`/api/admin/products/${p._id}/files/brochure`)
        .set(CSRF)
        .attach('file', pdf(), 'b.pdf');
      // A seeded product whose report is shared with other seeded products (content-hashed seed files).
      const seeded = (await admin.get('/api/admin/products?pageSize=100')).body.items.find(
        (i: { report: string | null }) => i.report,
      );
      const res = await admin.delete(`/api/admin/products/${p._id}`).set(CSRF);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ _id: p._id, message: expect.any(String) });
      expect((await admin.get(`/api/admin/products/${p._id}`)).status).toBe(404);
      // The record is in the bin: its files stay until the purge (history.e2e.spec.ts).
      expect(await t.isStored(img.body.image)).toBe(true);
      expect(await t.isStored(doc.body.brochure)).toBe(true);
      const audit = await admin.get(`/api/audit?entity=products&entityId=${p._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'delete', fields: [] });

      // Two products share one file: deleting one keeps it for the other.
      const { body: twin } = await create({ group: 'Aqua', name: { en: 'Twin' } }).expect(201);
      await t.dataSource.query('UPDATE products SET report = ? WHERE id = ?', [
        seeded.report,
        Number(twin._id),
      ]);
      await admin.delete(`/api/admin/products/${twin._id}`).set(CSRF).expect(200);
      expect(await t.isStored(seeded.report)).toBe(true);
      expect((await admin.delete(`/api/admin/products/${twin._id}`).set(CSRF)).status).toBe(404);
    });
  });
});

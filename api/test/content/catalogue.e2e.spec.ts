import { richTextToPlainText, plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_NAMES, PRODUCT_GROUPS } from '../../src/content/common/divisions.js';
import { ProductEntity } from '../../src/content/products/product.entity.js';
import { ALL_PRODUCTS } from '../../src/content/seed/content.seeds.js';
import { SeedService } from '../../src/database/seeds/seed.service.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

const PRODUCT_KEYS = [
  '_id',
  'group',
  'division',
  'name',
  'details',
  // Rich text (issue 33): the document and the language it is in.
  'detailsLanguage',
  'segment',
  'type',
  'category',
  'packing',
  'composition',
  'indications',
  'usage',
  'usageLanguage',
  'packSizes',
  'registrationNumber',
  'storage',
  'dosage',
  'price',
  'currency',
  'image',
  // The media library's alt text (in the page's language) and focal point of the image.
  'imageAlt',
  'imageFocus',
  'logo',
  'report',
  'brochure',
].sort();

describe.each(DATABASES)('content catalogue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.server).get(path);

  describe('GET /api/products', () => {
    it('seeds every product of the seed data, 6–12 per group, published, with an image and its facts', async () => {
      expect(GROUP_NAMES).toHaveLength(22);
      for (const { group, division } of PRODUCT_GROUPS) {
        const seeded = ALL_PRODUCTS.filter((product) => product.group === group);
        expect(seeded.length, group).toBeGreaterThanOrEqual(6);
        expect(seeded.length, group).toBeLessThanOrEqual(12);
        const res = await get(`/api/products?group=${group}`).expect(200);
        expect(res.body).toMatchObject({ page: 1, pageSize: 12 });
        expect(res.body.total).toBe(seeded.length);
        expect(res.body.items.map((product: { name: string }) => product.name)).toEqual(
          seeded.map((product) => product.name.en),
        );
        for (const product of res.body.items) {
          expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
          expect(product).toMatchObject({ _id: expect.stringMatching(/^\d+$/), group, division });
          expect(product.name).not.toBe('');
          expect(product.image).toMatch(/^\/api\/uploads\/seed\/products\/[0-9a-f]+\.webp$/);
          expect(product.packSizes.length, product.name).toBeGreaterThan(0);
          expect(product.storage, product.name).not.toBe('');
        }
      }
    });

    it('serves the generated image and PDFs', async () => {
      const res = await get('/api/products?group=Nanophosphome').expect(200);
      const withDocs = res.body.items.find((p: { report: string | null }) => p.report);
      expect(withDocs).toBeDefined();
      const image = await get(withDocs.image).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const pdf = await get(withDocs.report).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.from(pdf.body).toString('latin1')).toMatch(/%%EOF\n$/);
      expect(withDocs.brochure).toMatch(/\.pdf$/);
    });

    it('answers in ?lang=ar (and the other languages) with all text fields translated', async () => {
      const en = (await get('/api/products?group=Nanophosphome').expect(200)).body.items[0];
      const ar = (await get('/api/products?group=Nanophosphome&lang=ar').expect(200)).body.items[0];
      expect(ar._id).toBe(en._id);
      expect(en.name).toBe('NanoCurcumin Plus');
      expect(ar.name).toBe('نانوكركمين بلس');
      for (const field of [
        'details',
        'segment',
        'type',
        'category',
        'packing',
        'composition',
        'indications',
        'usage',
      ]) {
        // Details and usage are rich text documents (issue 33): their text.
        const text = (value: unknown) => (typeof value === 'string' ? value : richTextToPlainText(value));
        expect(text(ar[field]), field).toMatch(/[\u0600-\u06FF]/);
        expect(text(ar[field])).not.toBe(text(en[field]));
      }
      const ko = (await get(`/api/products/${en._id}?lang=ko`).expect(200)).body;
      expect(ko.name).toBe('나노커큐민 플러스');
      expect((await get(`/api/products/${en._id}?lang=ru`).expect(200)).body.segment).toBe(
        'Здоровье человека',
      );
      expect((await get(`/api/products/${en._id}?lang=xx`).expect(200)).body.name).toBe('NanoCurcumin Plus');
    });

    it('falls back to English per field when a translation is missing', async () => {
      const now = new Date();
      const saved = await t.dataSource.getRepository(ProductEntity).save({
        group: 'Wellness',
        division: 'human',
        name: { en: 'Fallback Tea' },
        details: { en: rt('English details'), ar: rt('تفاصيل عربية') },
        segment: {},
        type: {},
        category: {},
        packing: {},
        composition: {},
        indications: {},
        usage: {},
        image: null,
        logo: null,
        report: null,
        brochure: null,
        sortOrder: 999,
        published: true,
        createdAt: now,
        updatedAt: now,
      });
      const ar = (await get(`/api/products/${saved.id}?lang=ar`).expect(200)).body;
      expect(ar).toMatchObject({
        name: 'Fallback Tea',
        details: rt('تفاصيل عربية'),
        detailsLanguage: 'ar',
        usage: { type: 'doc', content: [] },
        usageLanguage: 'en',
        image: null,
      });
      await t.dataSource.getRepository(ProductEntity).delete({ id: saved.id });
    });

    it('paginates within bounds and names the bad field', async () => {
      const all = (await get('/api/products?pageSize=50').expect(200)).body;
      expect(all.pageSize).toBe(50);
      expect(all.items).toHaveLength(Math.min(50, all.total));
      expect(all.total).toBe(ALL_PRODUCTS.length);
      const page2 = (await get('/api/products?group=Livestock&page=2&pageSize=1').expect(200)).body;
      expect(page2).toMatchObject({ page: 2, pageSize: 1 });
      expect(page2.items).toHaveLength(1);
      // Pages after the first (read by their ids first) are the same list in the same order, each one whole.
      const first = (await get('/api/products?pageSize=50').expect(200)).body.items as Array<{ _id: number }>;
      const paged: Array<{ _id: number }> = [];
      for (let page = 1; page <= Math.ceil(first.length / 7); page++) {
        const body = (await get(`/api/products?pageSize=7&page=${page}`).expect(200)).body;
        expect(body.total).toBe(all.total);
        paged.push(...body.items);
      }
      expect(paged.slice(0, first.length)).toEqual(first);
      const beyond = (await get('/api/products?group=Livestock&page=99').expect(200)).body;
      expect(beyond.items).toEqual([]);
      for (const [query, field] of [
        ['pageSize=51', 'pageSize'],
        ['pageSize=0', 'pageSize'],
        ['pageSize=abc', 'pageSize'],
        ['page=0', 'page'],
        ['page=-1', 'page'],
        ['page=1.5', 'page'],
      ]) {
        const res = await get(`/api/products?${query}`).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(Object.keys(res.body.fields)).toEqual([field]);
      }
    });

    it('refuses an unknown group with 400 naming group', async () => {
      const res = await get('/api/products?group=Unicorns').expect(400);
      expect(res.body.fields).toEqual({ group: ['group must be one of the 22 product groups'] });
      await get('/api/products?group=human').expect(400);
    });

    it('answers 404 for a missing, malformed or unpublished product', async () => {
      await get('/api/products/999999').expect(404);
      const res = await get('/api/products/not-an-id').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const repo = t.dataSource.getRepository(ProductEntity);
      const first = await repo.findOneByOrFail({ group: 'Aqua' });
      await repo.update({ id: first.id }, { published: false });
      await get(`/api/products/${first.id}`).expect(404);
      const list = (await get('/api/products?group=Aqua').expect(200)).body;
      expect(list.items.map((p: { _id: string }) => p._id)).not.toContain(String(first.id));
      await repo.update({ id: first.id }, { published: true });
      await get(`/api/products/${first.id}`).expect(200);
    });
  });

  describe('GET /api/page-banners', () => {
    it('has a translated banner for each of the 22 product pages', async () => {
      for (const { division, routeKey } of PRODUCT_GROUPS) {
        const res = await get(`/api/page-banners?key=${division}/${routeKey}&lang=ar`).expect(200);
        expect(res.body).toEqual({
          key: `${division}/${routeKey}`,
          image: expect.stringMatching(/^\/api\/uploads\/.+\.webp$/),
          // No focal point set: the picture is centred.
          imageFocus: null,
          title: expect.stringMatching(/[\u0600-\u06FF]/),
        });
      }
      expect((await get('/api/page-banners?key=human/Health_supplements').expect(200)).body.title).toBe(
        'Health Supplements',
      );
    });

    it('answers 404 for an unknown page and 400 for a malformed key', async () => {
      await get('/api/page-banners?key=human/Nothing').expect(404);
      const res = await get('/api/page-banners?key=../etc').expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['key']);
      expect((await get('/api/page-banners').expect(400)).body.fields).toHaveProperty('key');
    });
  });

  describe('seed', () => {
    it('is idempotent: a second start adds nothing', async () => {
      const count = () => t.dataSource.getRepository(ProductEntity).count();
      const before = await count();
      const tables = [
        'blog_posts',
        'reports',
        'gallery_photos',
        'faculty_members',
        'reviews',
        'page_banners',
      ];
      const counts = async () =>
        Promise.all(
          tables.map(async (table) =>
            Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n),
          ),
        );
      const other = await counts();
      await t.app.get(SeedService).runAll();
      expect(await count()).toBe(before);
      expect(await counts()).toEqual(other);
    });

    it('ran the content migration (every content table exists)', async () => {
      const migrations = await t.dataSource.query('SELECT name FROM migrations');
      expect(migrations.map((m: { name: string }) => m.name)).toContain('ContentSchema1763900000000');
      expect(await t.dataSource.showMigrations()).toBe(false);
    });
  });
});

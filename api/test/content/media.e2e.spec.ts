import { paragraphsToRichText, richTextToPlainText } from '@aurinko/contract/rich-text';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostEntity } from '../../src/content/blogs/blog-post.entity.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

const ARABIC = /[\u0600-\u06FF]/;

describe.each(DATABASES)('content media on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.server).get(path);

  describe('GET /api/reports', () => {
    it('lists reports and articles per division with PDFs, in Arabic on request', async () => {
      for (const division of ['human', 'veterinary', 'agriculture']) {
        for (const category of ['Reports', 'Articles']) {
          const res = await get(`/api/reports?division=${division}&category=${category}&lang=ar`).expect(200);
          expect(res.body.total).toBeGreaterThanOrEqual(1);
          for (const item of res.body.items) {
            expect(item).toEqual({
              _id: expect.stringMatching(/^\d+$/),
              title: expect.stringMatching(ARABIC),
              details: expect.objectContaining({ type: 'doc' }),
              detailsLanguage: 'ar',
              category,
              division,
              file: expect.stringMatching(/^\/api\/uploads\/seed\/.+\.pdf$/),
            });
            // The seeded details, migrated to a document (issue 33), in Arabic.
            expect(richTextToPlainText(item.details)).toMatch(ARABIC);
          }
        }
      }
      const pdf = (await get('/api/reports?division=human&category=Reports').expect(200)).body.items[0].file;
      expect((await get(pdf).buffer(true).expect(200)).headers['content-type']).toBe('application/pdf');
    });

    it('validates division, category and paging', async () => {
      expect((await get('/api/reports?division=mars').expect(400)).body.fields).toHaveProperty('division');
      expect((await get('/api/reports?category=Blogs').expect(400)).body.fields).toHaveProperty('category');
      expect((await get('/api/reports?pageSize=100').expect(400)).body.fields).toHaveProperty('pageSize');
      const one = (await get('/api/reports?division=human&pageSize=1&page=2').expect(200)).body;
      expect(one).toMatchObject({ page: 2, pageSize: 1 });
      expect(one.items).toHaveLength(1);
    });
  });

  describe('GET /api/gallery and /api/gallery/categories', () => {
    it('lists categories with translated labels and counts', async () => {
      const en = (await get('/api/gallery/categories?division=veterinary').expect(200)).body;
      expect(en).toEqual([
        { category: 'exhibitions', label: 'Exhibitions', count: 2 },
        { category: 'farmers-fairs', label: "Farmers' fairs", count: 2 },
        { category: 'laboratory', label: 'Laboratory', count: 2 },
      ]);
      const ar = (await get('/api/gallery/categories?division=veterinary&lang=ar').expect(200)).body;
      expect(ar.map((c: { label: string }) => c.label)).toEqual(['المعارض', 'معارض المزارعين', 'المختبر']);
      const human = (await get('/api/gallery/categories?division=human').expect(200)).body;
      expect(human.map((c: { category: string }) => c.category)).toEqual(['exhibitions', 'laboratory']);
      await get('/api/gallery/categories?division=x').expect(400);
    });

    it('lists photos of a division and category, paginated, captions translated', async () => {
      const res = await get('/api/gallery?division=agriculture&category=laboratory&lang=fr').expect(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 12 });
      expect(res.body.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        category: 'laboratory',
        division: 'agriculture',
        caption: expect.stringContaining('Contrôle qualité dans notre laboratoire'),
        // No library alt text for the seed's photo: the caption names it.
        alt: expect.stringContaining('Contrôle qualité dans notre laboratoire'),
        image: expect.stringMatching(/^\/api\/uploads\/seed\/gallery\/.+\.webp$/),
      });
      const all = (await get('/api/gallery?division=agriculture&pageSize=2&page=3').expect(200)).body;
      expect(all.total).toBe(6);
      expect(all.items).toHaveLength(2);
      expect((await get('/api/gallery?category=../x').expect(400)).body.fields).toHaveProperty('category');
    });
  });

  describe('GET /api/videos and /api/brochures', () => {
    it('lists videos of a division (and those for every division)', async () => {
      const vet = (await get('/api/videos?division=veterinary&lang=ru').expect(200)).body;
      expect(vet.total).toBe(2);
      expect(vet.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        title: 'Технология нанофосфосом: как это работает',
        division: null,
        url: expect.stringMatching(/^https:\/\//),
        poster: expect.stringMatching(/\.webp$/),
        kind: 'external',
        // A search address names no single video: linked to, not embedded.
        embed: null,
      });
      expect((await get('/api/videos?division=human').expect(200)).body.total).toBe(1);
      await get('/api/videos?page=0').expect(400);
    });

    it('lists brochures with PDFs', async () => {
      const res = await get('/api/brochures?division=veterinary&lang=es').expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Catálogo de productos de salud animal',
        category: 'Catalogue',
        division: 'veterinary',
        file: expect.stringMatching(/\.pdf$/),
      });
    });
  });

  describe('GET /api/blogs and /api/blogs/:slug', () => {
    it('lists the two dairy-cow articles without their sections, and each other division its own', async () => {
      const res = await get('/api/blogs?division=veterinary').expect(200);
      expect(res.body.total).toBe(2);
      const slugs = res.body.items.map((b: { slug: string }) => b.slug);
      expect(slugs).toEqual([
        'milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment',
        'improving-early-lactation-performance-in-dairy-cows',
      ]);
      expect(Object.keys(res.body.items[0]).sort()).toEqual(
        [
          '_id',
          'slug',
          'title',
          'excerpt',
          'cover',
          'coverAlt',
          'coverFocus',
          'category',
          'division',
          'publishedAt',
        ].sort(),
      );
      expect(res.body.items[0].publishedAt).toBe('2026-02-17T08:00:00.000Z');
      // Each division has its own posts (issue 35: no blog is empty).
      const human = (await get('/api/blogs?division=human').expect(200)).body;
      expect(human.items.map((b: { slug: string }) => b.slug)).toEqual([
        'from-raw-turmeric-to-a-released-batch',
      ]);
      const agriculture = (await get('/api/blogs?division=agriculture').expect(200)).body;
      expect(agriculture.items.map((b: { slug: string }) => b.slug)).toEqual([
        'timing-foliar-nutrition-in-wheat',
      ]);
    });

    it('answers a post with its sections in the requested language, figures included', async () => {
      const en = (
        await get('/api/blogs/milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment').expect(200)
      ).body;
      expect(en.sections.length).toBeGreaterThanOrEqual(5);
      for (const s of en.sections) {
        expect(s.heading).not.toBe('');
        expect(s.body.type).toBe('doc');
        expect(s.body.content[0].type).toBe('paragraph');
      }
      const text = JSON.stringify(en.sections);
      for (const figure of ['8.0 mg/dl', '8–12 g', '50 g', '2 hours']) expect(text).toContain(figure);
      const ar = (
        await get(
          '/api/blogs/milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment?lang=ar',
        ).expect(200)
      ).body;
      expect(ar.title).toMatch(ARABIC);
      expect(ar.sections[0].heading).toMatch(ARABIC);
      expect(ar.sections).toHaveLength(en.sections.length);
    });

    it('falls back to English sections when a language is missing, and 404s unknown slugs', async () => {
      await t.dataSource.getRepository(BlogPostEntity).insert({
        slug: 'english-only',
        title: { en: 'English only', fr: 'Seulement en anglais' },
        excerpt: { en: 'Excerpt' },
        sections: { en: [{ heading: 'Intro', body: paragraphsToRichText(['One', 'Two']) }] },
        cover: null,
        category: 'News',
        division: 'human',
        publishedAt: new Date('2026-03-01T00:00:00Z'),
        published: true,
      });
      const fr = (await get('/api/blogs/english-only?lang=fr').expect(200)).body;
      expect(fr).toMatchObject({
        title: 'Seulement en anglais',
        excerpt: 'Excerpt',
        sections: [{ heading: 'Intro', body: paragraphsToRichText(['One', 'Two']) }],
      });
      await get('/api/blogs/no-such-post').expect(404);
      await get('/api/blogs/..%2F..%2Fetc').expect(404);
    });
  });

  describe('GET /api/faculty and /api/banners', () => {
    it('lists the two founders in order, translated', async () => {
      const en = (await get('/api/faculty').expect(200)).body;
      expect(en.map((f: { name: string; designation: string }) => [f.name, f.designation])).toEqual([
        ['Dr. Raghavendra Rao', 'Managing Director'],
        ['Dr. Lakshmi Narayanan', 'Director – Research'],
      ]);
      expect(en[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Dr. Raghavendra Rao',
        designation: 'Managing Director',
        bio: expect.stringContaining('30 years'),
        photo: expect.stringMatching(/\.webp$/),
      });
      const ar = (await get('/api/faculty?lang=ar').expect(200)).body;
      expect(ar[0].name).toBe('د. راغافيندرا راو');
      expect(ar[1].bio).toMatch(ARABIC);
    });

    it('lists the slider banners of a division', async () => {
      const res = await get('/api/banners?division=agriculture').expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.body[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        division: 'agriculture',
        image: expect.stringMatching(/\.webp$/),
        imageFocus: null,
        link: '/agriculture/about',
        alt: 'Agriculture',
        sortOrder: 0,
      });
      expect((await get('/api/banners?division=agriculture&lang=ko').expect(200)).body[0].alt).toBe('농업');
      expect((await get('/api/banners').expect(200)).body).toHaveLength(6);
      await get('/api/banners?division=moon').expect(400);
    });
  });
});

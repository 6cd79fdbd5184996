import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../studio/studio-helpers.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// Issue 34: a picture picked from the media library carries the library's alt text (and caption) per language to
// every public answer that shows it — product, slide, blog cover, gallery photo — unless the record has its own.

describe.each(DATABASES)('library alt text and caption on the public answers on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const use = (item: string, resource: string, record: string, field: string) =>
    admin.post(`/api/admin/media/${item}/uses`).set(CSRF).send({ resource, record, field }).expect(200);
  const create = async (resource: string, body: object) =>
    (await admin.post(`/api/admin/${resource}`).set(CSRF).send(body).expect(201)).body._id as string;

  it('the item’s text where the record has none, the record’s own where it has', async () => {
    const uploaded = await admin
      .post('/api/admin/media')
      .set(CSRF)
      .attach('image', await png('#2266aa', 320, 200), { filename: 'calf.png' })
      .expect(201);
    const item = uploaded.body._id as string;
    await admin
      .put(`/api/admin/media/${item}`)
      .set(CSRF)
      .send({
        alt: { en: 'A calf drinking', fr: 'Un veau qui boit' },
        caption: { fr: 'Au pâturage' },
      })
      .expect(200);

    const product = await create('products', { group: 'Livestock', name: { en: 'Calf Tonic' } });
    const blog = await create('blogs', {
      slug: 'library-cover-alt',
      title: { en: 'Calves in spring' },
      division: 'veterinary',
      publishedAt: '2026-03-01',
    });
    const photo = await create('gallery', {
      category: 'laboratory',
      division: 'veterinary',
      caption: { en: 'In the pasture' },
    });
    const slide = await create('image-slider', {
      division: 'veterinary',
      alt: { en: 'Our own slide', ko: '우리 슬라이드' },
    });
    for (const [resource, record, field] of [
      ['products', product, 'image'],
      ['blogs', blog, 'cover'],
      ['gallery', photo, 'image'],
      ['image-slider', slide, 'image'],
    ] as const) {
      await use(item, resource, record, field);
    }
    const get = async (path: string) => (await t.http().get(path).expect(200)).body;

    // Product card and page.
    expect((await get(`/api/products/${product}?lang=fr`)).imageAlt).toBe('Un veau qui boit');
    const card = (await get('/api/products?group=Livestock&pageSize=50&lang=fr')).items.find(
      (p: { _id: string }) => p._id === product,
    );
    expect(card.imageAlt).toBe('Un veau qui boit');

    // Blog cover: list and page; English where the item has no text in the language.
    expect((await get('/api/blogs/library-cover-alt?lang=fr')).coverAlt).toBe('Un veau qui boit');
    expect((await get('/api/blogs/library-cover-alt?lang=es')).coverAlt).toBe('A calf drinking');
    const listed = (await get('/api/blogs?division=veterinary&pageSize=50&lang=fr')).items.find(
      (b: { slug: string }) => b.slug === 'library-cover-alt',
    );
    expect(listed.coverAlt).toBe('Un veau qui boit');

    // Gallery: the photo's own caption wins; the item's caption where it has none in the language.
    const photos = async (lang: string) =>
      (await get(`/api/gallery?division=veterinary&category=laboratory&pageSize=48&lang=${lang}`)).items.find(
        (p: { _id: string }) => p._id === photo,
      );
    expect(await photos('fr')).toMatchObject({ alt: 'Un veau qui boit', caption: 'Au pâturage' });
    expect(await photos('en')).toMatchObject({ alt: 'A calf drinking', caption: 'In the pasture' });

    // Slide: its own alt wins in every language it has (Korean, English for Spanish); French has none of its own.
    const slides = async (lang: string) =>
      (
        (await get(`/api/banners?division=veterinary&lang=${lang}`)) as Array<{ _id: string; alt: string }>
      ).find((s) => s._id === slide)?.alt;
    expect(await slides('fr')).toBe('Un veau qui boit');
    expect(await slides('ko')).toBe('우리 슬라이드');
    expect(await slides('es')).toBe('Our own slide');

    // A blog cover that is no library item's with alt text stays decorative.
    const plain = (await get('/api/blogs?pageSize=50&lang=fr')).items.filter(
      (b: { slug: string; cover: string | null }) => b.slug !== 'library-cover-alt' && b.cover,
    );
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((b: { coverAlt: string }) => b.coverAlt === '')).toBe(true);
  }, 120_000);
});

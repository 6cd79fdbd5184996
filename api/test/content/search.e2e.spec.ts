import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePatterns } from '../../src/content/search/search.service.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

interface Hit {
  type: string;
  title: string;
  excerpt: string;
  url: string;
}

describe.each(DATABASES)('GET /api/search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (query: string) =>
    (await request(t.server).get(`/api/search?${query}`).expect(200)).body;

  it('finds a product by a word of its Arabic name with lang=ar, linking to its page', async () => {
    const body = await search(`q=${encodeURIComponent('كركمين')}&lang=ar`);
    const hit = body.items.find((h: Hit) => h.type === 'product' && h.title === 'نانوكركمين بلس');
    expect(hit).toBeDefined();
    expect(hit.url).toMatch(/^\/human\/Nanophosphosomes\/\d+$/);
    expect(hit.excerpt).toMatch(/[\u0600-\u06FF]/);
    const id = hit.url.split('/').pop();
    expect((await request(t.server).get(`/api/products/${id}?lang=ar`).expect(200)).body.name).toBe(
      'نانوكركمين بلس',
    );
  });

  it('falls back to English text for any language, answering in the requested one', async () => {
    const body = await search('q=curcumin&lang=ko');
    const hit = body.items.find((h: Hit) => h.url.startsWith('/human/Nanophosphosomes/'));
    expect(hit).toMatchObject({ type: 'product', title: '나노커큐민 플러스' });
  });

  it('does not match words that exist only in another language', async () => {
    expect((await search(`q=${encodeURIComponent('كركمين')}&lang=fr`)).total).toBe(0);
  });

  it('finds blog posts, reports and articles with their site paths', async () => {
    const fever = await search('q=milk%20fever');
    const types = new Set(fever.items.map((h: Hit) => h.type));
    expect(types.has('blog')).toBe(true);
    expect(fever.items).toContainEqual(
      expect.objectContaining({
        type: 'blog',
        url: '/veterinary/blog/milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment',
      }),
    );
    const reports = await search('q=mycotoxin');
    expect(reports.items).toContainEqual(
      expect.objectContaining({ type: 'report', url: '/veterinary/report' }),
    );
    const articles = await search('q=dry%20cow');
    expect(articles.items).toContainEqual(
      expect.objectContaining({ type: 'article', url: '/veterinary/articles' }),
    );
    const ru = await search(`q=${encodeURIComponent('молочн')}&lang=ru`);
    expect(ru.total).toBeGreaterThan(0);
  });

  it('is case-insensitive for Latin and Cyrillic first letters, deduplicated and paginated', async () => {
    const lower = await search('q=nano&pageSize=50');
    const upper = await search('q=NANO&pageSize=50');
    expect(lower.total).toBeGreaterThan(5);
    expect(upper.total).toBe(lower.total);
    const urls = lower.items.map((h: Hit) => `${h.type} ${h.url} ${h.title}`);
    expect(new Set(urls).size).toBe(urls.length);
    const page2 = await search('q=nano&pageSize=2&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: lower.total });
    expect(page2.items).toEqual(lower.items.slice(2, 4));
  });

  it('treats % and _ literally', async () => {
    expect((await search('q=%25%25')).total).toBe(0);
    expect((await search('q=__')).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('3 %')}`)).items.length).toBeGreaterThan(0);
    expect(likePatterns('a_b%c!')[0]).toBe('%a!_b!%c!!%');
  });

  it('refuses q shorter than 2 or longer than 100 characters with 400 naming q', async () => {
    for (const q of ['', 'a', '%20a%20', 'x'.repeat(101)]) {
      const res = await request(t.server).get(`/api/search?q=${q}`).expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['q']);
    }
    expect(Object.keys((await request(t.server).get('/api/search').expect(400)).body.fields)).toEqual(['q']);
    expect(
      Object.keys((await request(t.server).get('/api/search?q=ab&pageSize=60').expect(400)).body.fields),
    ).toEqual(['pageSize']);
  });
});

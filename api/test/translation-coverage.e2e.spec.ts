import { MoreThan } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../src/common/lang/languages.js';
import { BlogPostEntity } from '../src/content/blogs/blog-post.entity.js';
import { ProductEntity } from '../src/content/products/product.entity.js';
import { seedBulk } from '../src/database/seeds/bulk-content.js';
import { STUDIO_RESOURCES } from '../src/studio/studio.registry.js';
import {
  FALLBACK_LIST_LIMIT,
  type ResourceCoverage,
  TranslationCoverageService,
} from '../src/studio/translation-coverage.service.js';
import { DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const hasText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && typeof value === 'object';
};
const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/** The coverage as the API computed it before issue 37: every row read into the API in batches. The reference. */
async function coverageByScan(t: TestApp): Promise<ResourceCoverage[]> {
  const out: ResourceCoverage[] = [];
  for (const def of STUDIO_RESOURCES) {
    const fields = [...def.translated];
    const titleField = def.required[0] ?? def.translated[0];
    const filled = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, 0]))]),
    ) as ResourceCoverage['filled'];
    const fallbacks = Object.fromEntries(
      OTHERS.map((lang) => [
        lang,
        { total: 0, records: [] as ResourceCoverage['fallbacks']['fr']['records'] },
      ]),
    ) as ResourceCoverage['fallbacks'];
    const repository = t.dataSource.getRepository<Record<string, unknown> & { id: number }>(def.entity);
    let total = 0;
    let after = 0;
    for (;;) {
      const rows = await repository.find({
        select: Object.fromEntries(['id', ...fields].map((column) => [column, true])),
        where: { id: MoreThan(after) },
        order: { id: 'ASC' },
        take: 2000,
      });
      for (const row of rows) {
        total++;
        const texts = (field: string) => (row[field] ?? {}) as Record<string, unknown>;
        for (const lang of LANGUAGES)
          for (const field of fields)
            if (hasText(texts(field)[lang])) filled[lang][field] = (filled[lang][field] ?? 0) + 1;
        for (const lang of OTHERS) {
          const missing = fields.filter((f) => hasText(texts(f)[DEFAULT_LANG]) && !hasText(texts(f)[lang]));
          if (missing.length === 0) continue;
          fallbacks[lang].total++;
          if (fallbacks[lang].records.length < FALLBACK_LIST_LIMIT) {
            const title = titleField ? texts(titleField)[DEFAULT_LANG] : undefined;
            fallbacks[lang].records.push({
              _id: String(row.id),
              title: typeof title === 'string' ? title : '',
              fields: missing,
            });
          }
        }
      }
      if (rows.length < 2000) break;
      after = (rows[rows.length - 1] as { id: number }).id;
    }
    out.push({ resource: def.path, total, fields, filled, fallbacks });
  }
  return out;
}

describe.each(DATABASES)('translation coverage in the database on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await seedBulk(t.dataSource, { products: 3_000, posts: 400 });
    // Edge cases of "filled": blank text, an empty list, text in one language only, a missing title.
    const products = t.dataSource.getRepository(ProductEntity);
    const base = await products.findOneByOrFail({ id: 1 });
    const { id: _id, ...copy } = base;
    await products.save([
      { ...copy, name: { en: 'Blank French', fr: '   ', ar: '\t\n' }, details: { en: 'd', ko: 'x' } },
      { ...copy, name: { fr: 'Sans anglais' }, details: {}, category: { en: '', es: 'c' } },
      { ...copy, name: { en: 'Ünïcode ✓', ru: 'Юникод' }, usage: { en: 'u', ar: 'ع' } },
    ]);
    const posts = t.dataSource.getRepository(BlogPostEntity);
    const post = await posts.findOneByOrFail({ id: 1 });
    const { id: _postId, ...postCopy } = post;
    await posts.save({ ...postCopy, slug: 'coverage-edge', sections: { en: [], fr: [] } });
  }, 120_000);
  afterAll(() => t.close());

  it('gives the same answers as reading every row, counts and listed records', async () => {
    const expected = await coverageByScan(t);
    const started = Date.now();
    const { resources } = await t.app.get(TranslationCoverageService).coverage();
    const took = Date.now() - started;
    expect(resources).toEqual(expected);
    expect(resources.find((r) => r.resource === 'products')?.total).toBeGreaterThan(3_000);
    expect(resources.find((r) => r.resource === 'products')?.fallbacks.fr.records).toHaveLength(
      FALLBACK_LIST_LIMIT,
    );
    console.info(`[coverage ${database}] ${took} ms in SQL`);
  });
});

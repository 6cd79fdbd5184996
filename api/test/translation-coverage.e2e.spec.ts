import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import type TestAgent from 'supertest/lib/agent.js';
import { MoreThan } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../src/common/lang/languages.js';
import { BlogPostEntity } from '../src/content/blogs/blog-post.entity.js';
import { ProductEntity } from '../src/content/products/product.entity.js';
import { seedBulk } from '../src/database/seeds/bulk-content.js';
import { withoutQueryTimeout } from '../src/database/startup-lock.js';
import { HeadlineEntity } from '../src/headlines/headline.entity.js';
import { STUDIO_RESOURCES } from '../src/studio/studio.registry.js';
import { coveredFields } from '../src/studio/studio-definition.js';
import {
  COUNTS_TABLE,
  countersReady,
  ensureTranslationCounters,
} from '../src/studio/translation-counters.js';
import {
  FALLBACK_LIST_LIMIT,
  type ResourceCoverage,
  TranslationCoverageService,
} from '../src/studio/translation-coverage.service.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const hasText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && typeof value === 'object';
};
const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/** The coverage as the API computed it before issue 37: every row read into the API in batches. The reference. */
async function coverageByScan(t: TestApp): Promise<ResourceCoverage[]> {
  const out: ResourceCoverage[] = [];
  // The headlines (edited outside the studio) are counted after the studio's resources.
  const headlines = { path: 'headlines', entity: HeadlineEntity, translated: ['text'], required: ['text'] };
  for (const def of [...STUDIO_RESOURCES, headlines]) {
    // The translated texts and, since issue 33, the per-language lists (blog sections).
    const fields = coveredFields(def);
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
    // No translation here was saved against an English text that changed since (translation-sources.ts).
    const stale = Object.fromEntries(
      OTHERS.map((lang) => [lang, { total: 0, records: [] as ResourceCoverage['stale']['fr']['records'] }]),
    ) as ResourceCoverage['stale'];
    out.push({ resource: def.path, total, fields, filled, fallbacks, stale });
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
      { ...copy, name: { en: 'Blank French', fr: '   ', ar: '\t\n' }, details: { en: rt('d'), ko: rt('x') } },
      { ...copy, name: { fr: 'Sans anglais' }, details: {}, category: { en: '', es: 'c' } },
      { ...copy, name: { en: 'Ünïcode ✓', ru: 'Юникод' }, usage: { en: rt('u'), ar: rt('ع') } },
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
    console.info(`[coverage ${database}] ${took} ms from the counters`);
  });

  it('keeps its counters equal to a full recount through every kind of write', async () => {
    await t.createAdmin(ADMIN.name, ADMIN.password);
    const admin: TestAgent = await t.signIn();
    const expectRecount = async (step: string) => {
      expect(await countersReady(t.dataSource), step).toBe(true);
      const { resources } = await t.app.get(TranslationCoverageService).coverage();
      expect(resources, step).toEqual(await coverageByScan(t));
      // The rows and published rows each table's lists read as their totals, against a COUNT.
      const e = (name: string) => t.dataSource.driver.escape(name);
      const kept = (await t.dataSource.query(
        `SELECT ${e('table_name')} AS t, field, n FROM ${COUNTS_TABLE} WHERE lang = '*' AND field IN ('#total', '#published') ORDER BY 1, 2`,
      )) as Array<{ t: string; field: string; n: number | string }>;
      expect(kept.filter((row) => row.field === '#published').length, step).toBeGreaterThan(10);
      for (const row of kept) {
        const [counted] = (await t.dataSource.query(
          `SELECT COUNT(*) AS n FROM ${e(row.t)}${row.field === '#published' ? ` WHERE ${e('published')} = 1` : ''}`,
        )) as Array<{ n: number | string }>;
        expect(Number(row.n), `${step}: ${row.t} ${row.field}`).toBe(Number(counted?.n));
      }
      const published = kept.find((row) => row.t === 'products' && row.field === '#published');
      const all = kept.find((row) => row.t === 'products' && row.field === '#total');
      const list = await t.http().get('/api/products').query({ pageSize: 1 }).expect(200);
      expect(list.body.total, step).toBe(Number(published?.n));
      const deep = await t.http().get('/api/products').query({ page: 3 }).expect(200);
      expect(deep.body.total, step).toBe(Number(published?.n));
      const listed = await admin.get('/api/admin/products').query({ pageSize: 1 }).expect(200);
      expect(listed.body.total, step).toBe(Number(all?.n));
      const shown = await admin.get('/api/admin/products').query({ published: 'true', page: 2 }).expect(200);
      expect(shown.body.total, step).toBe(Number(published?.n));
    };
    const products = (await t.dataSource.getRepository(ProductEntity).count()) as number;

    // Studio writes: create, update (a language added, one blanked), publication, a draft published, delete.
    const created = await admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Pet', name: { en: 'Counted', fr: 'Compté' }, details: { en: rt('Only English') } })
      .expect(201);
    const id = created.body._id as string;
    await admin
      .put(`/api/admin/products/${id}`)
      .set(CSRF)
      .send({ name: { en: 'Counted', fr: '  ', ko: '계산' }, usage: { en: rt('Daily'), ar: rt('يوميا') } })
      .expect(200);
    await admin.put(`/api/admin/products/${id}/published`).set(CSRF).send({ published: false }).expect(200);
    await admin
      .put(`/api/admin/products/${id}/draft`)
      .set(CSRF)
      .send({ details: { en: rt('Only English'), es: rt('Solo inglés') } })
      .expect(200);
    await admin.post(`/api/admin/products/${id}/publish`).set(CSRF).send({}).expect(200);
    await admin.delete('/api/admin/products/1').set(CSRF).expect(200);
    const post = await admin
      .post('/api/admin/blogs')
      .set(CSRF)
      .send({ slug: 'counted-post', title: { en: 'Counted post' }, excerpt: { en: 'e', fr: 'é' } });
    expect(post.status).toBe(201);
    await expectRecount('after studio writes');

    // Writes behind the studio's back: a raw UPDATE of many rows, a raw DELETE; the bulk seeder (which drops the
    // triggers while it inserts, then rebuilds the counters); then a rolled-back transaction. Run as a database
    // client would, without the API's per-request statement timeout: on a loaded machine (other test files' MariaDB
    // work beside this one) a trigger-laden DELETE of hundreds of rows has passed 2 s.
    const q = (name: string) => t.dataSource.driver.escape(name);
    await withoutQueryTimeout(t.dataSource, async () => {
      await t.dataSource.query(
        `UPDATE ${q('products')} SET ${q('name')} = ? WHERE ${q('id')} BETWEEN 10 AND 60`,
        [JSON.stringify({ en: 'Raw', ru: 'Сырой' })],
      );
      await t.dataSource.query(`DELETE FROM ${q('products')} WHERE ${q('id')} BETWEEN 61 AND 90`);
      await t.dataSource.query(
        `UPDATE ${q('products')} SET ${q('published')} = CASE WHEN ${q('published')} = 1 THEN 0 ELSE 1 END WHERE ${q('id')} BETWEEN 91 AND 140`,
      );
      await seedBulk(t.dataSource, { products: 250, posts: 30 });
      // A transaction rolled back leaves the counters as they were (only the rollback's own error is expected).
      const rolledBack = await t.dataSource
        .transaction(async (manager) => {
          await manager.query(`DELETE FROM ${q('products')} WHERE ${q('id')} < 500`);
          throw new Error('rolled back');
        })
        .catch((error: unknown) => error);
      expect((rolledBack as Error).message).toBe('rolled back');
    });
    await expectRecount('after raw writes, the bulk seeder and a rollback');
    expect(await t.dataSource.getRepository(ProductEntity).count()).toBe(products + 1 - 1 - 30 + 250);

    // The rebuild gives the same counters as the triggers kept.
    // (All but the write numbers, which a rebuild moves on by one: rows may have changed while the triggers were away.)
    const counters = () =>
      t.dataSource.query(`SELECT * FROM ${COUNTS_TABLE} WHERE field <> '#writes' ORDER BY 1, 2, 3`);
    const writes = () =>
      t.dataSource.query(`SELECT * FROM ${COUNTS_TABLE} WHERE field = '#writes' ORDER BY 1, 2, 3`) as Promise<
        Array<{ n: number | string }>
      >;
    const kept = await counters();
    const writesBefore = await writes();
    // As the start-up tasks and the CLI run it: without the per-request statement timeout.
    expect(
      await withoutQueryTimeout(t.dataSource, () => ensureTranslationCounters(t.dataSource, { force: true })),
    ).toEqual({
      ready: true,
      rebuilt: true,
    });
    expect(await counters()).toEqual(kept);
    const writesAfter = await writes();
    expect(writesAfter.length).toBe(writesBefore.length);
    expect(writesAfter.map((row) => Number(row.n))).toEqual(writesBefore.map((row) => Number(row.n) + 1));
    await expectRecount('after a rebuild');
  }, 180_000);
});

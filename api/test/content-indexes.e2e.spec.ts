import type TestAgent from 'supertest/lib/agent.js';
import type { Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicReadCache } from '../src/common/cache/public-read-cache.service.js';
import { seedBulk } from '../src/database/seeds/bulk-content.js';
import { ADMIN, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

/** The tables that grow with the content: no hot query may read one of them whole. */
const GROWING = new Set([
  'products',
  'blog_posts',
  'contact_messages',
  'reviews',
  'audit_log',
  // The translation coverage's rows falling back to English: up to five per content row.
  'translation_fallbacks',
  // MySQL/MariaDB: the texts the admin lists search, and their trigrams.
  'search_texts',
  'search_trigrams',
]);

interface Captured {
  sql: string;
  parameters: unknown[];
}

/**
 * The hot reads, public and admin: every filter and order the API offers on the growing tables, and the admin lists'
 * `?q=` (driven by the search texts' full-text index, src/studio/search-texts.ts; see the exception below). The translation coverage reads its maintained counters and the
 * first fallback rows by primary key (src/studio/translation-counters.ts).
 */
const HOT_READS: Array<{ path: string; admin?: boolean; only?: 'sqlite' | 'mysql' }> = [
  { path: '/api/products' },
  { path: '/api/products?page=3' },
  { path: '/api/products?group=Livestock&page=2' },
  { path: '/api/products/5' },
  { path: '/api/blogs' },
  { path: '/api/blogs?division=human&page=2' },
  { path: '/api/reviews' },
  { path: '/api/reviews?product=5' },
  { path: '/api/sitemap' },
  { path: '/api/sitemap/en/products-1.xml' },
  { path: '/api/sitemap/fr/blogs-1.xml' },
  { path: '/api/admin/products', admin: true },
  { path: '/api/admin/products?page=40', admin: true },
  { path: '/api/admin/products?group=Livestock', admin: true },
  { path: '/api/admin/products?division=human&published=true', admin: true },
  { path: '/api/admin/products?published=false', admin: true },
  // `?q=` (issue 37): the matching ids come from the search texts' full-text index, the records by primary key.
  // MariaDB's InnoDB FULLTEXT matches words, not substrings: a query with a whole word narrows there (`zinc oxide`);
  // one word (it may sit inside a longer one) is narrowed by the trigram table of the admin-searched texts.
  { path: '/api/admin/products?q=zinc', admin: true },
  { path: '/api/admin/products?q=zinc&page=3', admin: true },
  { path: '/api/admin/products?q=ZINC', admin: true },
  { path: '/api/admin/blogs?q=calcium', admin: true },
  { path: '/api/admin/products?q=bulk+zinc', admin: true },
  // A column the admin sorts by ("last changed", "created"), with and without a search walked in that order.
  { path: '/api/admin/products?sort=-updatedAt', admin: true },
  { path: '/api/admin/products?sort=createdAt&page=2', admin: true },
  { path: '/api/admin/products?q=zinc&sort=-updatedAt', admin: true },
  { path: '/api/admin/blogs?sort=-updatedAt', admin: true },
  { path: '/api/admin/blogs', admin: true },
  { path: '/api/admin/blogs?published=true', admin: true },
  { path: '/api/contact', admin: true },
  { path: '/api/contact?handled=true', admin: true },
  { path: '/api/contact?division=human', admin: true },
  { path: '/api/contact?read=false', admin: true },
  { path: '/api/contact/unread-count', admin: true },
  { path: '/api/reviews/pending', admin: true },
  { path: '/api/reviews/all?status=approved', admin: true },
  { path: '/api/audit', admin: true },
  { path: '/api/audit?adminName=admin3', admin: true },
  { path: '/api/audit?entity=products', admin: true },
  { path: '/api/audit?action=update', admin: true },
  { path: '/api/admin/translation-coverage', admin: true },
];

/** alias → table of a captured statement (TypeORM writes `FROM "table" "alias"`). */
function aliases(sql: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of sql.matchAll(/(?:FROM|JOIN)\s+["`](\w+)["`](?:\s+(?:AS\s+)?["`](\w+)["`])?/gi)) {
    const table = match[1] ?? '';
    found.set(match[2] ?? table, table);
    found.set(table, table);
  }
  return found;
}

describe.each(DATABASES)('indexes of the hot reads on %s (EXPLAIN)', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  const captured: Captured[] = [];
  let capturing = false;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    // Enough rows that the planner prefers an index where there is one (MySQL reads a tiny table whole).
    await seedBulk(t.dataSource, {
      products: 20_000,
      posts: 5_000,
      messages: 20_000,
      reviews: 5_000,
      auditRows: 20_000,
    });
    if (database === 'mysql') await t.dataSource.query(`ANALYZE TABLE ${[...GROWING].join(', ')}`);
    else await t.dataSource.query('ANALYZE');
    t.app.get(PublicReadCache).invalidate();
    const logger = t.dataSource.logger;
    const spy: Logger = {
      logQuery: (sql, parameters) => {
        if (capturing && /^\s*SELECT/i.test(sql))
          captured.push({ sql, parameters: (parameters as unknown[]) ?? [] });
      },
      logQueryError: (...args) => logger.logQueryError(...args),
      logQuerySlow: (...args) => logger.logQuerySlow(...args),
      logSchemaBuild: (...args) => logger.logSchemaBuild(...args),
      logMigration: (...args) => logger.logMigration(...args),
      log: (...args) => logger.log(...args),
    };
    Object.defineProperty(t.dataSource, 'logger', { value: spy, configurable: true });
  }, 300_000);
  afterAll(() => t.close());

  async function plan(query: Captured): Promise<string[]> {
    const tables = aliases(query.sql);
    const fullScans: string[] = [];
    if (database === 'mysql') {
      const rows: Array<{
        select_type: string | null;
        table: string | null;
        type: string | null;
        key: string | null;
      }> = await t.dataSource.query(`EXPLAIN ${query.sql}`, query.parameters);
      for (const row of rows) {
        const table = tables.get(row.table ?? '') ?? row.table ?? '';
        // A subquery MariaDB materialises reads all its rows before the outer query's first: a walked search
        // (studio-listing.ts) materialised would LIKE-test every text of the table, however few matches a page needs.
        if (row.select_type === 'MATERIALIZED' && GROWING.has(table))
          fullScans.push(
            `${table}: materialised\n  ${rows.map((r) => `${r.select_type} ${r.table} ${r.type} ${r.key}`).join(' | ')}`,
          );
        if (row.type === 'ALL' && GROWING.has(table))
          fullScans.push(
            `${table}: type ALL\n  ${rows.map((r) => `${r.table} ${r.type} ${r.key} ${(r as { rows?: unknown }).rows}`).join(' | ')}`,
          );
      }
    } else {
      const rows: Array<{ detail: string }> = await t.dataSource.query(
        `EXPLAIN QUERY PLAN ${query.sql}`,
        query.parameters,
      );
      for (const { detail } of rows) {
        const scan = /^SCAN (\w+)$/.exec(detail.trim());
        const table = scan ? (tables.get(scan[1] ?? '') ?? scan[1] ?? '') : '';
        if (scan && GROWING.has(table)) fullScans.push(`${table}: ${detail}`);
      }
    }
    return fullScans;
  }

  it('reads no growing table whole, by page number or by cursor', async () => {
    const problems: string[] = [];
    let explained = 0;
    const check = async (path: string, asAdmin: boolean) => {
      captured.length = 0;
      capturing = true;
      const res = await (asAdmin ? admin : t.http()).get(path);
      capturing = false;
      expect(res.status, path).toBe(200);
      for (const query of captured) {
        if (
          !/\b(products|blog_posts|contact_messages|reviews|audit_log|translation_fallbacks)\b/.test(
            query.sql,
          )
        )
          continue;
        explained++;
        for (const scan of await plan(query)) problems.push(`${path}\n  ${scan}\n  ${query.sql}`);
      }
      return res;
    };
    for (const { path, admin: asAdmin, only } of HOT_READS)
      if (!only || only === database) await check(path, asAdmin === true);
    // The keyset cursor of the admin lists, a few pages in.
    for (const list of ['/api/admin/products', '/api/admin/blogs', '/api/admin/products?group=Livestock']) {
      const first = await admin.get(list).expect(200);
      let cursor = first.body.nextCursor as string;
      for (let page = 0; page < 3; page++) {
        const next = await check(`${list}${list.includes('?') ? '&' : '?'}cursor=${cursor}`, true);
        cursor = next.body.nextCursor as string;
      }
    }
    expect(explained).toBeGreaterThan(HOT_READS.length);
    expect(problems).toEqual([]);
  }, 120_000);

  // MySQL/MariaDB (migration 1764640000000): a common word's walks read `search_texts` in its stored order, the
  // primary key (table, field, language, record) — through a secondary index each text was a second lookup by id.
  if (database === 'mysql')
    it("walks a common word's texts in the order they are stored", async () => {
      captured.length = 0;
      capturing = true;
      const res = await t.http().get('/api/search?q=calcium&pageSize=5');
      capturing = false;
      expect(res.status).toBe(200);
      expect(res.body.total).toBeGreaterThan(5);
      const walks = captured.filter((q) =>
        /FROM search_texts s WHERE .* ORDER BY s\.record_id LIMIT/.test(q.sql),
      );
      expect(walks.length).toBeGreaterThanOrEqual(3);
      for (const walk of walks) {
        const rows: Array<{ table: string; key: string | null }> = await t.dataSource.query(
          `EXPLAIN ${walk.sql}`,
          walk.parameters,
        );
        expect(rows.find((row) => row.table === 's')?.key, walk.sql).toBe('PRIMARY');
      }
    });

  it('pages by cursor through the same rows as by page number', async () => {
    const byNumber = [1, 2, 3].map((page) =>
      admin.get(`/api/admin/products?group=Poultry&pageSize=50&page=${page}`),
    );
    const numbered = (await Promise.all(byNumber)).flatMap((res) =>
      res.body.items.map((p: { _id: string }) => p._id),
    );
    const first = await admin.get('/api/admin/products?group=Poultry&pageSize=50').expect(200);
    const ids = first.body.items.map((p: { _id: string }) => p._id);
    let cursor = first.body.nextCursor as string | null;
    while (cursor && ids.length < 150) {
      const next = await admin
        .get(`/api/admin/products?group=Poultry&pageSize=50&cursor=${cursor}`)
        .expect(200);
      expect(next.body.total).toBeUndefined();
      ids.push(...next.body.items.map((p: { _id: string }) => p._id));
      cursor = next.body.nextCursor;
    }
    expect(ids).toEqual(numbered);
    const blogs = await admin.get('/api/admin/blogs?pageSize=7').expect(200);
    const more = await admin.get(`/api/admin/blogs?pageSize=7&cursor=${blogs.body.nextCursor}`).expect(200);
    const page2 = await admin.get('/api/admin/blogs?pageSize=7&page=2').expect(200);
    expect(more.body.items.map((b: { _id: string }) => b._id)).toEqual(
      page2.body.items.map((b: { _id: string }) => b._id),
    );
    await admin.get('/api/admin/products?cursor=bm90LWEtY3Vyc29y').expect(400);
  });

  it('streams the whole inbox as CSV in keyset batches: every message once, newest first', async () => {
    const total = (await admin.get('/api/contact?pageSize=1').expect(200)).body.total as number;
    expect(total).toBeGreaterThanOrEqual(20_000);
    const res = await admin.get('/api/contact/export').buffer(true).expect(200);
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    const received = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    const sorted = [...received].sort().reverse();
    expect(received).toEqual(sorted);
    const emails = new Set(lines.slice(1).map((line) => line.split(',')[2]));
    expect(emails.size).toBe(total);
  }, 60_000);
});

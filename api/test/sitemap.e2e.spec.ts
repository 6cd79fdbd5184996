import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createGunzip } from 'node:zlib';
import { SaxesParser } from 'saxes';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicReadCache } from '../src/common/cache/public-read-cache.service.js';
import { LANGUAGES } from '../src/common/lang/languages.js';
import { ProductEntity } from '../src/content/products/product.entity.js';
import { seedBulk } from '../src/database/seeds/bulk-content.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const PAGE_SIZE = 20_000;
const BULK_PRODUCTS = 56_000;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;
const ORIGIN = 'https://www.aurinko-example.org';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const settledMemory = () => {
  for (let i = 0; i < 3; i++) gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
};

interface ParsedFile {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  urls: number;
  locs: string[];
}

/**
 * Fetches a sitemap file over a real socket and parses it as it arrives (an XML parser, not a regex), keeping only
 * the `<loc>`s: the test's own memory stays small, so the process's figures are the API's.
 */
function fetchXml(base: string, path: string, headers: Record<string, string> = {}): Promise<ParsedFile> {
  return new Promise((resolve, reject) => {
    http
      // A fresh connection each time: a kept-alive one the server closes (5 s idle, while this test checks a
      // 45,000-URL file on a loaded machine) as the next request reuses it answers ECONNRESET.
      .get(`${base}${path}`, { headers, agent: false }, (res) => {
        const parsed: ParsedFile = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: 0,
          urls: 0,
          locs: [],
        };
        if (parsed.status !== 200) {
          res.resume();
          res.on('end', () => resolve(parsed));
          return;
        }
        const parser = new SaxesParser({ xmlns: true });
        let inLoc = false;
        let text = '';
        const stack: string[] = [];
        parser.on('error', reject);
        parser.on('opentag', (tag) => {
          stack.push(tag.local);
          if (tag.local === 'url' && stack.length === 2) parsed.urls++;
          if (tag.local === 'loc' && stack[stack.length - 2] === 'url') {
            inLoc = true;
            text = '';
          }
        });
        parser.on('text', (t) => {
          if (inLoc) text += t;
        });
        parser.on('closetag', (tag) => {
          stack.pop();
          if (tag.local === 'loc' && inLoc) {
            parsed.locs.push(text);
            inLoc = false;
          }
        });
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        body.setEncoding('utf8');
        body.on('data', (chunk: string) => {
          parsed.bytes += Buffer.byteLength(chunk);
          parser.write(chunk);
        });
        body.on('end', () => {
          try {
            parser.close();
            resolve(parsed);
          } catch (error) {
            reject(error);
          }
        });
        body.on('error', reject);
      })
      .on('error', reject);
  });
}

describe.each(DATABASES)('GET /api/sitemap on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  let base = '';

  beforeAll(async () => {
    t = await startTestApp(database, { SITEMAP_PAGE_SIZE: String(PAGE_SIZE) });
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    const listening = http.createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));
  });
  afterAll(() => t.close());

  it('indexes the seeded products and posts in files with counts and lastmod', async () => {
    const res = await t.http().get('/api/sitemap').expect(200);
    expect(res.body.pageSize).toBe(PAGE_SIZE);
    expect(res.body.languages).toEqual(LANGUAGES);
    const products = await t.http().get('/api/products?pageSize=1').expect(200);
    const files = res.body.files as Array<{ name: string; urls: number; lastmod: string }>;
    expect(files.filter((f) => f.name.startsWith('products-')).reduce((n, f) => n + f.urls, 0)).toBe(
      products.body.total,
    );
    expect(files.map((f) => f.name)).toContain('blogs-1');
    for (const file of files) expect(file.lastmod).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(Object.keys(res.body.lastmod.groups)).toContain('Livestock');
  });

  it('a file follows the dashboard: a new product appears, an unpublished one goes; cached until then', async () => {
    const created = await admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Poultry', name: { en: 'Sitemap Probe' } })
      .expect(201);
    const id = created.body._id as string;
    const path = `/veterinary/poultry/${id}`;
    const file = `/api/sitemap/fr/products-${Math.ceil(Number(id) / PAGE_SIZE)}.xml?origin=${encodeURIComponent(ORIGIN)}`;
    const first = await fetchXml(base, file, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.locs).toContain(`${ORIGIN}${path}?lng=fr`);
    const again = await fetchXml(base, file, { 'accept-encoding': 'gzip' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.locs).toEqual(first.locs);
    const plain = await fetchXml(base, file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.locs).toEqual(first.locs);
    const revalidated = await fetchXml(base, file, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);

    await admin.put(`/api/admin/products/${id}/published`).set(CSRF).send({ published: false }).expect(200);
    const after = await fetchXml(base, file, { 'if-none-match': String(first.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.locs).not.toContain(`${ORIGIN}${path}?lng=fr`);
    expect((await fetchXml(base, '/api/sitemap/xx/products-1.xml')).status).toBe(404);
    expect((await fetchXml(base, '/api/sitemap/en/products-999.xml')).status).toBe(404);
    expect((await fetchXml(base, '/api/sitemap/en/products-1.xml?origin=javascript:1')).status).toBe(404);
  });

  it('recomputes the index after any write to the products or posts, the API’s or not, and only then', async () => {
    const e = (name: string) => t.dataSource.driver.escape(name);
    const index = async () => {
      // Only the index's own reuse is under test here: the public-read cache does not see plain SQL.
      t.app.get(PublicReadCache).invalidate();
      return (await t.http().get('/api/sitemap').expect(200)).body as {
        files: Array<{ name: string; urls: number; lastmod: string }>;
        lastmod: { groups: Record<string, string> };
      };
    };
    const file = async (name: string) => (await index()).files.find((f) => f.name === name);
    const [first] = (await t.dataSource.query(
      `SELECT ${e('id')} AS id, ${e('product_group')} AS grp FROM ${e('products')} WHERE ${e('published')} = 1 ORDER BY ${e('id')} LIMIT 1`,
    )) as Array<{ id: number | string; grp: string }>;
    const before = await file('products-1');
    expect(before?.urls).toBeGreaterThan(1);
    expect(await index()).toEqual(await index());

    // A change date written by plain SQL: the file's and the group's lastmod follow at once.
    await t.dataSource.query(`UPDATE ${e('products')} SET ${e('updated_at')} = ? WHERE ${e('id')} = ?`, [
      '2031-02-03 04:05:06',
      first?.id,
    ]);
    const changed = await index();
    expect(changed.files.find((f) => f.name === 'products-1')?.lastmod).toBe('2031-02-03T04:05:06.000Z');
    expect(changed.lastmod.groups[String(first?.grp)]).toBe('2031-02-03T04:05:06.000Z');
    // Unpublished by plain SQL: one URL fewer; published again through the dashboard: back.
    await t.dataSource.query(`UPDATE ${e('products')} SET ${e('published')} = 0 WHERE ${e('id')} = ?`, [
      first?.id,
    ]);
    expect((await file('products-1'))?.urls).toBe(Number(before?.urls) - 1);
    await admin
      .put(`/api/admin/products/${first?.id}/published`)
      .set(CSRF)
      .send({ published: true })
      .expect(200);
    expect((await file('products-1'))?.urls).toBe(before?.urls);
    // A post deleted by plain SQL: the blogs' files follow.
    const posts = async () =>
      (await index()).files.filter((f) => f.name.startsWith('blogs-')).reduce((n, f) => n + f.urls, 0);
    const postsBefore = await posts();
    const [post] = (await t.dataSource.query(
      `SELECT ${e('id')} AS id, ${e('division')} AS division FROM ${e('blog_posts')} WHERE ${e('published')} = 1 ORDER BY ${e('id')} LIMIT 1`,
    )) as Array<{ id: number | string; division: string | null }>;
    await t.dataSource.query(`DELETE FROM ${e('blog_posts')} WHERE ${e('id')} = ?`, [post?.id]);
    expect(await posts()).toBe(postsBefore - (post?.division ? 1 : 3));
  });

  it(`keeps every file within the protocol with ${BULK_PRODUCTS.toLocaleString('en')} more products, memory flat`, async () => {
    const seeding = Date.now();
    // Nothing here searches: the search texts stay suspended (their refill with the trigrams was most of the MariaDB
    // seeding time in CI; test/search-texts.e2e.spec.ts checks the refill after the bulk seeder).
    await seedBulk(t.dataSource, { products: BULK_PRODUCTS, posts: 2_000 }, { searchTexts: false });
    const seeded = Date.now() - seeding;
    // The bulk seeder writes plain SQL, which the public-read cache does not see.
    t.app.get(PublicReadCache).invalidate();
    const published = new Set(
      (
        await t.dataSource
          .getRepository(ProductEntity)
          .find({ select: { id: true }, where: { published: true } })
      ).map((p) => p.id),
    );
    expect(published.size).toBeGreaterThan(50_000);
    // One index read first, so what is measured is what building the files adds.
    await t.http().get('/api/sitemap').expect(200);
    const before = settledMemory();

    const index = (await t.http().get('/api/sitemap').expect(200)).body as {
      files: Array<{ name: string; urls: number }>;
    };
    const productFiles = index.files.filter((f) => f.name.startsWith('products-'));
    expect(productFiles.length).toBeGreaterThanOrEqual(3);
    let peakRss = 0;
    let largest = 0;
    const building = Date.now();
    for (const lang of LANGUAGES) {
      const seen = new Set<number>();
      for (const file of index.files) {
        const parsed = await fetchXml(
          base,
          `/api/sitemap/${lang}/${file.name}.xml?origin=${encodeURIComponent(ORIGIN)}`,
          {
            'accept-encoding': 'gzip',
          },
        );
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        expect(parsed.status).toBe(200);
        expect(parsed.urls).toBe(file.urls);
        expect(parsed.urls).toBeLessThanOrEqual(PAGE_SIZE);
        expect(parsed.bytes).toBeLessThan(PROTOCOL_MAX_BYTES);
        largest = Math.max(largest, parsed.bytes);
        if (!file.name.startsWith('products-')) continue;
        for (const loc of parsed.locs) {
          const match = /^https:\/\/www\.aurinko-example\.org\/\w+\/\w+\/(\d+)\?lng=(\w+)$/.exec(loc);
          expect(match?.[2]).toBe(lang);
          const id = Number(match?.[1]);
          expect(seen.has(id)).toBe(false);
          seen.add(id);
        }
      }
      expect(seen.size).toBe(published.size);
      for (const id of published)
        if (!seen.has(id)) expect.fail(`product ${id} missing from the ${lang} sitemap`);
    }
    const built = Date.now() - building;
    const after = settledMemory();
    const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
    console.info(
      `[sitemap ${database}] seeded ${BULK_PRODUCTS} products in ${seeded} ms; ${index.files.length} files × ${LANGUAGES.length} languages in ${built} ms, largest ${mb(largest)}; ` +
        `rss ${mb(before.rss)} → ${mb(after.rss)} (peak ${mb(peakRss)}), heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, external ${mb(before.external)} → ${mb(after.external)}`,
    );
    // The API runs in this process, beside this test's own parsing: its JS heap and buffers (the cached gzip files
    // included) are what it keeps. The process's RSS is printed; `pnpm bench:content` measures the API's own RSS
    // in a process of its own.
    expect(after.heapUsed).toBeLessThan(before.heapUsed * 1.2);
    expect(after.heapUsed + after.external).toBeLessThan((before.heapUsed + before.external) * 1.2);
  }, 600_000);
});

// Data-scale benchmark (issue 37): how the built API answers its public and admin reads as the content grows.
// Seeds N products, N/10 blog posts and N contact messages (plus N/10 reviews and N/5 audit rows) with the bulk
// seeder (plain multi-row INSERTs, src/database/seeds/bulk-content.ts) into a fresh database, starts the built API
// (production mode, public-read cache off so every request reaches the database), and prints for each read:
// the first request after start and the median of 5 more (ms), the answer's size, and the API's RSS. Then it
// builds every sitemap file in every language and prints the API's RSS before and after.
// Usage: pnpm bench:content (root) — builds the API first.
// Env: BENCH_PRODUCTS (default 10000), BENCH_POSTS (default N/10), BENCH_MESSAGES (default N),
//      BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306 — a database aurinko_bench_<pid> is created and dropped;
//      default: embedded SQLite in a temporary folder), BENCH_PORT (default 25300 + a random offset; the API's METRICS_PORT is BENCH_PORT + 1),
//      SITEMAP_PAGE_SIZE (the API's, default 45000), MALLOC_ARENA_MAX (the API's, default 2 as in the image),
//      BENCH_SITEMAPS_ONLY=1 (only the RSS around building the sitemaps), BENCH_SETTLE_MS (how long after the last
//      sitemap file the memory is read, default 1500: the API collects a second after a burst),
//      BENCH_API_NODE_FLAGS (the API's Node flags, default --max-semi-space-size=2 as in the image),
//      BENCH_READS (comma-separated parts of the reads' labels, e.g. 'q=zinc': only those reads, no sitemap files),
//      BENCH_DATABASE_NAME (MariaDB: use and keep this database; seeded only when it does not hold N products yet),
//      BENCH_DATA_DIR (SQLite: a folder kept after the run; when it already holds a seeded database, seeding is
//      skipped, so reads can be re-measured after a change without seeding again).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? Math.round(N / 10));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? N);
/** BENCH_SITEMAPS_ONLY=1: only the sitemap files and the API's memory around them (no read table). */
const SITEMAPS_ONLY = process.env.BENCH_SITEMAPS_ONLY === '1';
const PORT = Number(process.env.BENCH_PORT ?? 25300 + Math.floor(Math.random() * 100));
const ADMIN = { name: 'benchadmin', password: 'Bench-Password-Long-42' };
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS_PORT = Number(process.env.METRICS_PORT ?? PORT + 1);
/** The API's Node flags, as the image's NODE_OPTIONS has them (BENCH_API_NODE_FLAGS overrides, e.g. '' for none). */
const API_NODE_FLAGS = (process.env.BENCH_API_NODE_FLAGS ?? '--max-semi-space-size=2')
  .split(' ')
  .filter(Boolean);

const { seedBulk } = await import(join(API_DIR, 'dist/database/seeds/bulk-content.js'));
const { dataSourceOptions } = await import(join(API_DIR, 'dist/database/data-source-options.js'));
const { withoutQueryTimeout } = await import(join(API_DIR, 'dist/database/startup-lock.js'));
const { DataSource } = await import('typeorm');
const mysql = await import('mysql2/promise');

/** BENCH_READS: only the reads whose label contains one of these parts (and no sitemap files). */
const ONLY_READS = (process.env.BENCH_READS ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
/** BENCH_DATA_DIR (SQLite only): kept after the run, reused (not seeded again) when it holds a seeded database. */
const KEPT_DIR =
  process.env.BENCH_DATA_DIR && !process.env.BENCH_DATABASE_URL ? process.env.BENCH_DATA_DIR : '';
const SEEDED_MARK = 'bench-seeded.json';
if (KEPT_DIR) await mkdir(KEPT_DIR, { recursive: true });
const dataDir = KEPT_DIR || (await mkdtemp(join(tmpdir(), 'aurinko-bench-content-')));
/** BENCH_DATABASE_NAME (MariaDB): this database is used and kept; when it already holds N products, not seeded again. */
const KEPT_DATABASE = process.env.BENCH_DATABASE_URL ? (process.env.BENCH_DATABASE_NAME ?? '') : '';
let alreadySeeded = KEPT_DIR
  ? (() => {
      try {
        return JSON.parse(readFileSync(join(KEPT_DIR, SEEDED_MARK), 'utf8'));
      } catch {
        return undefined;
      }
    })()
  : undefined;
if (alreadySeeded && alreadySeeded.products !== N)
  throw new Error(
    `${KEPT_DIR} holds ${alreadySeeded.products} products, not ${N}: use another BENCH_DATA_DIR`,
  );
const removeDataDir = () => (KEPT_DIR ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
let databaseUrl;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const base = new URL(process.env.BENCH_DATABASE_URL);
  const name = KEPT_DATABASE || `aurinko_bench_${process.pid}`;
  const connect = () =>
    mysql.createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username || 'root'),
      password: decodeURIComponent(base.password),
    });
  const admin = await connect();
  await admin.query(
    `CREATE DATABASE ${KEPT_DATABASE ? 'IF NOT EXISTS ' : ''}\`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  if (KEPT_DATABASE) {
    const [marks] = await admin.query(
      `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'bench_seeded'`,
      [name],
    );
    if (Number(marks[0].n)) {
      const [rows] = await admin.query(`SELECT products FROM \`${name}\`.bench_seeded`);
      alreadySeeded = rows[0];
      if (alreadySeeded && alreadySeeded.products !== N)
        throw new Error(
          `${name} holds ${alreadySeeded.products} products, not ${N}: use another BENCH_DATABASE_NAME`,
        );
    }
  }
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    if (KEPT_DATABASE) return;
    const conn = await connect();
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.end();
  };
}
const engine = databaseUrl ? 'MariaDB' : 'SQLite';

/** @type {import('node:child_process').ChildProcess | undefined} */
let api;
function startApi() {
  api = spawn(process.execPath, [...API_NODE_FLAGS, 'dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      // As the image sets it (api/Dockerfile): glibc's per-thread malloc arenas otherwise keep the memory V8's
      // helper threads used while the sitemaps were built.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // The bench's own metrics port (PORT + 1): the memory breakdown is read from it.
      METRICS_PORT: String(METRICS_PORT),
      ADMIN_NAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitFor(`${BASE}/api/health`);
}
async function stopApi() {
  if (!api) return;
  const exited = new Promise((resolve) => api?.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  api = undefined;
}

async function waitFor(url) {
  // Up to 5 minutes: a first start migrates and seeds, and the machine may be busy.
  for (let i = 0; i < 3000; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The API process's resident memory (MB), from /proc. */
function rssMb() {
  const status = readFileSync(`/proc/${api?.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The API's memory as its metrics say (MB): RSS, the JS heap in use and reserved, old space in use, and memory
 * outside the heap (Buffers, zlib, the driver's packets) — what holds RSS after a burst.
 */
async function memory() {
  const text = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((res) => res.text());
  const value = (name, label = '') => {
    const line = text.split('\n').find((l) => l.startsWith(name) && l.includes(label));
    return line ? Number(line.trim().split(/\s+/).pop()) / 1048576 : Number.NaN;
  };
  return {
    rss: rssMb(),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    oldUsed: value('nodejs_heap_space_size_used_bytes', 'space="old"'),
    external: value('nodejs_external_memory_bytes'),
  };
}
const breakdown = (m) =>
  `RSS ${m.rss.toFixed(0)}, heap ${m.heapUsed.toFixed(0)} used / ${m.heapTotal.toFixed(0)} reserved (old space ${m.oldUsed.toFixed(0)} used), external ${m.external.toFixed(0)}`;

/** One GET: time to the last byte, bytes on the wire, status. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${BASE}${path}`, { headers }, (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (chunks.length < 4096) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            bytes,
            headers: res.headers,
            body: () => Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const size = (bytes) =>
  bytes >= 1048576
    ? `${(bytes / 1048576).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

// Ctrl-C: stop the API and drop what the run created.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    api?.kill('SIGTERM');
    await dropDatabase().catch(() => {});
    await removeDataDir();
    process.exit(130);
  });
}

try {
  const seedStart = performance.now();
  if (!alreadySeeded) {
    // First start: migrations, the content seed and the admin; then stopped while the bulk rows go in.
    await startApi();
    await stopApi();
    const dataSource = new DataSource(
      dataSourceOptions(
        databaseUrl
          ? { type: 'mysql', url: databaseUrl }
          : { type: 'sqlite', path: join(dataDir, 'site.sqlite') },
      ),
    );
    await dataSource.initialize();
    // Seeding is not measured: no per-statement timeout (a loaded machine takes over 2 s for a 500-row INSERT).
    await withoutQueryTimeout(dataSource, () =>
      seedBulk(dataSource, {
        products: N,
        posts: POSTS,
        messages: MESSAGES,
        reviews: Math.round(N / 10),
        auditRows: Math.round(N / 5),
      }),
    );
    await dataSource.query(
      databaseUrl ? 'ANALYZE TABLE products, blog_posts, contact_messages, reviews, audit_log' : 'ANALYZE',
    );
    if (KEPT_DATABASE) await dataSource.query(`CREATE TABLE bench_seeded AS SELECT ${N} AS products`);
    await dataSource.destroy();
    if (KEPT_DIR) writeFileSync(join(KEPT_DIR, SEEDED_MARK), JSON.stringify({ products: N }));
  }
  const seeded = alreadySeeded
    ? `earlier (${KEPT_DATABASE ? 'BENCH_DATABASE_NAME' : 'BENCH_DATA_DIR'})`
    : `${((performance.now() - seedStart) / 1000).toFixed(1)} s`;

  await startApi();
  const rssStart = rssMb();
  await get('/api/sitemap');
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'aurinko' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // Every sitemap file in every language, as a crawler would fetch them (gzip), and the API's memory around it.
  // First, before any other read: the API's memory around building every file.
  const rssBeforeSitemaps = rssMb();
  const memoryBefore = await memory();
  const index = JSON.parse((await get('/api/sitemap')).body());
  let sitemapBytes = 0;
  let largest = 0;
  const sitemapStart = performance.now();
  for (const lang of ONLY_READS.length ? [] : index.languages) {
    for (const file of index.files) {
      const res = await get(`/api/sitemap/${lang}/${file.name}.xml`);
      if (res.status !== 200) throw new Error(`sitemap ${lang}/${file.name}: ${res.status}`);
      sitemapBytes += res.bytes;
      largest = Math.max(largest, res.bytes);
    }
  }
  const sitemapSeconds = ((performance.now() - sitemapStart) / 1000).toFixed(1);
  // What the API keeps once the crawl is over: it asks for one full collection a second after the last large
  // streamed answer (src/common/memory/collect-after-burst.ts).
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 1500)));
  const rssAfterSitemaps = rssMb();
  const memoryAfter = await memory();

  if (!SITEMAPS_ONLY) {
    const firstPage = await get('/api/admin/products?pageSize=20', { cookie });
    const cursor = JSON.parse(firstPage.body()).nextCursor;
    const deepPage = Math.max(1, Math.floor((N * 0.9) / 20 / 2));

    const reads = [
      ['public', '/api/products?group=Livestock'],
      ['public', '/api/products?page=200'],
      ['public', '/api/products/1000'],
      ['public', '/api/search?q=calcium'],
      // In every product's details and in no product's name: the name read through the trigrams on MariaDB.
      ['public', '/api/search?q=product'],
      // In no text at all: before the blocks' trigrams (MariaDB), every searched field was walked whole.
      ['public', '/api/search?q=xylophone'],
      ['public', '/api/blogs?division=human'],
      ['public', '/api/reviews'],
      ['public', '/api/sitemap'],
      ['public', '/api/sitemap/en/products-1.xml (gzip)'],
      ['admin', '/api/admin/products?page=1'],
      ['admin', `/api/admin/products?page=${deepPage}`],
      ['admin', '/api/admin/products?cursor=… (page 2)'],
      ['admin', '/api/admin/products?page=1&q=zinc'],
      ['admin', '/api/admin/products?page=1&sort=-updatedAt'],
      ['admin', '/api/admin/products?page=1&q=zinc&sort=-updatedAt'],
      ['admin', '/api/admin/products?group=Livestock&published=true'],
      ['admin', '/api/admin/blogs?page=1'],
      ['admin', '/api/contact?page=1'],
      ['admin', `/api/contact?page=${Math.max(1, Math.floor(MESSAGES / 20 / 2))}&handled=false`],
      ['admin', '/api/contact/export (CSV)'],
      ['admin', '/api/reviews/pending'],
      ['admin', '/api/audit?page=1'],
      ['admin', '/api/admin/translation-coverage'],
    ];
    const rows = [];
    for (const [kind, label] of reads.filter(
      ([, label]) => !ONLY_READS.length || ONLY_READS.some((part) => label.includes(part)),
    )) {
      let path = label.replace(/ \(.*\)$/, '');
      if (path.includes('cursor=…')) path = `/api/admin/products?cursor=${cursor}`;
      const headers = {
        ...(kind === 'admin' ? { cookie } : {}),
        ...(label.includes('(gzip)') ? { 'accept-encoding': 'gzip' } : {}),
      };
      const first = await get(path, headers);
      const warm = [];
      const statuses = new Set([first.status]);
      for (let i = 0; i < 5; i++) {
        const again = await get(path, headers);
        warm.push(again.ms);
        statuses.add(again.status);
      }
      statuses.delete(200);
      rows.push({
        kind,
        label,
        first: first.ms,
        warm: median(warm),
        bytes: first.bytes,
        rss: rssMb(),
        failed: [...statuses].join('/'),
      });
    }

    const date = new Date().toISOString().slice(0, 10);
    console.log(
      `\n## ${engine}: ${N.toLocaleString('en')} products, ${POSTS.toLocaleString('en')} posts, ${MESSAGES.toLocaleString('en')} contact messages — ${date}, ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}, seeded ${seeded}\n`,
    );
    console.log('| read | first (ms) | warm median of 5 (ms) | answer | API RSS after (MB) | goal |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) {
      const goal = row.kind === 'public' ? 50 : 300;
      const verdict = row.failed
        ? `✗ answered ${row.failed}`
        : row.label.includes('sitemap/') || row.label.includes('export')
          ? 'streamed'
          : row.warm <= goal
            ? `✓ < ${goal}`
            : `✗ > ${goal}`;
      console.log(
        `| ${row.kind} \`${row.label}\` | ${row.first.toFixed(1)} | ${row.warm.toFixed(1)} | ${size(row.bytes)} | ${row.rss.toFixed(0)} | ${verdict} |`,
      );
    }
  }
  if (!ONLY_READS.length)
    console.log(
      `\nAPI RSS: ${rssStart.toFixed(0)} MB after start, ${rssBeforeSitemaps.toFixed(0)} MB after reading the sitemap index; ` +
        `${rssAfterSitemaps.toFixed(0)} MB after building all ${index.files.length} files × ${index.languages.length} languages ` +
        `(${size(sitemapBytes)} uncompressed in ${sitemapSeconds} s, largest ${size(largest)}): ` +
        `${(rssAfterSitemaps / rssBeforeSitemaps).toFixed(2)}× (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}, node ${API_NODE_FLAGS.join(' ') || 'without flags'})` +
        `\nAPI memory (MB) before the sitemap files: ${breakdown(memoryBefore)}\nafter: ${breakdown(memoryAfter)}`,
    );
} finally {
  await stopApi();
  await dropDatabase();
  await removeDataDir();
}

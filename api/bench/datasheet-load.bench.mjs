// Data-sheet load benchmark (issue 29): /api/headline/all p99 at a fixed rate while six connections cycle through
// every product's data sheet in six languages. Prints figures; it is not a test.
// Phases: headline alone; + six connections from one address (its budget, EXPENSIVE_READS_PER_MINUTE, runs out:
// 429s); + six connections from a new address per request, first pass (sheets rendered and stored), then again
// (every sheet read from storage).
// Usage: pnpm --filter @aurinko/api bench:datasheets
// Env: BENCH_SECONDS (default 5), BENCH_RATE (headline requests/s, default 100), BENCH_DATABASE_URL (default SQLite).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@aurinko/contract/languages';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const PORT = 3950 + Math.floor(Math.random() * 40);
const BASE = `http://127.0.0.1:${PORT}`;
const LANGS = LANGUAGES;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

console.log(
  `load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${cpus().length} cores)`,
);
const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-bench-sheets-'));
const api = spawn(process.execPath, [join(API_DIR, 'dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitFor(`${BASE}/api/headline/all`);
  // Every published product's id, from the first products sitemap file (<loc>…/<division>/<page>/<id>?lng=en</loc>).
  const sitemap = await (await waitFor(`${BASE}/api/sitemap/en/products-1.xml`)).text();
  const ids = [...new Set([...sitemap.matchAll(/\/(\d+)\?lng=en<\/loc>/g)].map((m) => m[1]))];
  const sheets = ids.flatMap((id) => LANGS.map((lang) => `/api/products/${id}/datasheet.pdf?lang=${lang}`));
  let next = 0;
  let address = 0;
  /** Six connections cycling through every sheet; `rotate`: each request from a new client address. */
  const cyclers = (rotate) =>
    run({
      url: BASE,
      connections: 6,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: sheets[next++ % sheets.length],
            headers: rotate
              ? {
                  'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
                }
              : {},
          }),
        },
      ],
    });
  const headline = () => run({ url: `${BASE}/api/headline/all`, connections: 10, overallRate: RATE });
  const statuses = (r) =>
    `${Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${count} × ${code}`)
      .join(', ')}; ${Math.round(r.requests.average)}/s, p99 ${r.latency.p99} ms`;

  console.log(
    `${sheets.length} sheets (${ids.length} products × 6 languages); headline at ${RATE}/s; ${SECONDS} s a phase\n`,
  );
  const rows = [];
  const alone = await headline();
  rows.push({
    phase: 'headline alone',
    'headline p50': alone.latency.p50,
    'headline p99': alone.latency.p99,
    sheets: '—',
  });
  for (const [phase, rotate] of [
    ['+ 6 conns, one address', false],
    ['+ 6 conns, new address each, cold', true],
    ['+ 6 conns, new address each, stored', true],
  ]) {
    if (phase.endsWith('stored')) next = 0;
    const [h, s] = await Promise.all([headline(), cyclers(rotate)]);
    rows.push({ phase, 'headline p50': h.latency.p50, 'headline p99': h.latency.p99, sheets: statuses(s) });
  }
  console.table(rows);
  console.log('\ngoal (issue 29): headline p99 under 50 ms while sheets are cycled\n');
} finally {
  api.kill();
  await rm(dataDir, { recursive: true, force: true });
}

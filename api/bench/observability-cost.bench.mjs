// What logs and traces cost (issue 31): public reads of the built API (production mode, SQLite unless
// BENCH_DATABASE_URL) in three configurations started side by side, measured in interleaved rounds so that a change
// in the machine's load falls on all three alike:
//   - "no log":        LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT (the floor: no request line, no tracing)
//   - "log, trace off": LOG_LEVEL=log (one JSON line per request, to /dev/null), no OTEL endpoint — production default
//   - "log, trace on":  LOG_LEVEL=log and OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP receiver in this process,
//                      which accepts and drops what it gets (the export's serialisation and HTTP post are counted)
// Prints each configuration's median req/s per route and its cost against "no log" (goal: ≤ 5 % with tracing off,
// ≤ 15 % with it on). Metrics are collected in all three (they cannot be switched off in-process).
// Usage: pnpm --filter @aurinko/api bench:observability
// Env: BENCH_SECONDS (per run, default 3), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 50),
//      BENCH_CACHE_TTL (PUBLIC_CACHE_TTL_MS; 0 = every read reaches the database, so each has db spans),
//      BENCH_DATABASE_URL, BENCH_PORT_BASE (default 24010: the three APIs on it and the next two).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 24010);
const ROUTES = ['/api/products?group=Livestock', '/api/headline/all', '/api/gallery?division=human&page=1'];
const cacheTtl = process.env.BENCH_CACHE_TTL;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before the run: ${load()} (${cpus().length} cores)`);

// The OTLP receiver: counts spans' bytes and answers 200, as a collector would.
let exports = 0;
let exportBytes = 0;
const receiver = http.createServer((req, res) => {
  req.on('data', (chunk) => {
    exportBytes += chunk.length;
  });
  req.on('end', () => {
    exports++;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise((done) => receiver.listen(0, '127.0.0.1', done));
const otlp = `http://127.0.0.1:${receiver.address().port}`;

const CONFIGS = [
  { name: 'no log', env: { LOG_LEVEL: 'warn' } },
  { name: 'log, trace off', env: { LOG_LEVEL: 'log' } },
  { name: 'log, trace on', env: { LOG_LEVEL: 'log', OTEL_EXPORTER_OTLP_ENDPOINT: otlp } },
];

const dataDirs = [];
const apis = [];
async function waitFor(url) {
  for (let i = 0; i < 3000; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  for (const [index, config] of CONFIGS.entries()) {
    const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-bench-otel-'));
    dataDirs.push(dataDir);
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _inherited, ...inherited } = process.env;
    apis.push(
      spawn(process.execPath, [join(API_DIR, 'dist/main.js')], {
        env: {
          ...inherited,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(PORT_BASE + index),
          PORT_OFFSET: '0',
          DATA_DIR: dataDir,
          LOG_FORMAT: 'json',
          METRICS_PORT: '0',
          DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
          ...(cacheTtl !== undefined ? { PUBLIC_CACHE_TTL_MS: cacheTtl } : {}),
          ...config.env,
        },
        // The request log goes to /dev/null: writing the line is what it costs here.
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
  }
  for (const [index] of CONFIGS.entries()) {
    for (const route of ROUTES) await waitFor(`http://127.0.0.1:${PORT_BASE + index}${route}`);
  }
  const database = process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite';
  const cache =
    cacheTtl === '0' ? 'public-read cache off' : `public-read cache on (TTL ${cacheTtl ?? 1000} ms)`;
  console.log(
    `${database}, ${cache}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route and configuration\n`,
  );

  /** req/s of every run, by route and configuration. */
  const results = new Map(ROUTES.map((route) => [route, CONFIGS.map(() => [])]));
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of ROUTES) {
      // A different order each round: no configuration always runs first (or right after another's load).
      for (let k = 0; k < CONFIGS.length; k++) {
        const index = (k + round) % CONFIGS.length;
        const result = await run(`http://127.0.0.1:${PORT_BASE + index}${route}`);
        errors += result.errors + result.non2xx;
        results.get(route)[index].push(result.requests.average);
      }
    }
  }

  const rows = ROUTES.map((route) => {
    const medians = results.get(route).map(median);
    const row = { route };
    for (const [index, config] of CONFIGS.entries()) {
      const cost =
        index === 0 ? '' : ` (${((100 * (medians[0] - medians[index])) / medians[0]).toFixed(1)} %)`;
      row[config.name] = `${Math.round(medians[index])}${cost}`;
    }
    return row;
  });
  console.table(rows);
  const total = (index) => ROUTES.reduce((sum, route) => sum + median(results.get(route)[index]), 0);
  const cost = (index) => ((100 * (total(0) - total(index))) / total(0)).toFixed(1);
  console.log(
    `\nall routes, median req/s summed: no log ${Math.round(total(0))}; log, trace off ${Math.round(total(1))} ` +
      `(${cost(1)} %, goal ≤ 5 %); log, trace on ${Math.round(total(2))} (${cost(2)} %, goal ≤ 15 %)`,
  );
  console.log(
    `OTLP exports received: ${exports} (${(exportBytes / 1e6).toFixed(1)} MB); failed or non-2xx requests: ${errors}`,
  );
  console.log(`load average after the run: ${load()}`);
} finally {
  for (const api of apis) api.kill();
  receiver.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}

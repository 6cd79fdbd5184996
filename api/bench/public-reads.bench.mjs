// Public-read load benchmark: a few public GET routes of the built API (real database, production mode) against a
// plain node:http server answering the same bytes from memory, in the same run, on loopback.
// For each route: throughput at full load (BENCH_CONNECTIONS connections) for both, then p99 at a fixed
// BENCH_RATE requests/s against the API and against the plain server (what the machine itself adds).
// Usage: pnpm --filter @aurinko/api bench
// Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_RATE (default 200),
//      BENCH_DATABASE_URL (default: embedded SQLite), BENCH_CACHE_TTL (PUBLIC_CACHE_TTL_MS of the API; 0 = no cache).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const ROUTES = ['/api/products?group=Livestock', '/api/headline/all', '/api/gallery?division=human&page=1'];
const API_PORT = 3900 + Math.floor(Math.random() * 50);
const PLAIN_PORT = API_PORT + 50;
// The plain server: the same bytes per URL, from memory, with the same content type.
const PLAIN_SERVER = `
  import http from 'node:http';
  const bodies = new Map(Object.entries(JSON.parse(process.env.BENCH_BODIES)));
  http
    .createServer((req, res) => {
      const body = bodies.get(req.url);
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    })
    .listen(Number(process.env.BENCH_PORT), '127.0.0.1');
`;

function start(args, env) {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

console.log(
  `load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${cpus().length} cores)`,
);
const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-bench-'));
const cacheTtl = process.env.BENCH_CACHE_TTL;
const api = start([join(API_DIR, 'dist/main.js')], {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(API_PORT),
  DATA_DIR: dataDir,
  // BENCH_LOG_LEVEL=log writes the one JSON line per request (to /dev/null: the serialisation is what it costs).
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  LOG_FORMAT: 'json',
  METRICS_PORT: '0',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  ...(cacheTtl !== undefined ? { PUBLIC_CACHE_TTL_MS: cacheTtl } : {}),
});
let plain;

try {
  const bodies = {};
  for (const route of ROUTES) {
    bodies[route] = await (await waitFor(`http://127.0.0.1:${API_PORT}${route}`)).text();
  }
  plain = start(['--input-type=module', '-e', PLAIN_SERVER], {
    BENCH_BODIES: JSON.stringify(bodies),
    BENCH_PORT: String(PLAIN_PORT),
  });
  for (const route of ROUTES) {
    if ((await (await waitFor(`http://127.0.0.1:${PLAIN_PORT}${route}`)).text()) !== bodies[route])
      throw new Error(`the plain server answers other bytes for ${route}`);
  }

  const database = process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite';
  const cache =
    cacheTtl === '0' ? 'public-read cache off' : `public-read cache on (TTL ${cacheTtl ?? 1000} ms)`;
  const logging = process.env.BENCH_LOG_LEVEL === 'log' ? 'request log on' : 'request log off';
  console.log(
    `${database}, ${cache}, ${logging}; ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n`,
  );
  const rows = [];
  for (const route of ROUTES) {
    const plainResult = await run(`http://127.0.0.1:${PLAIN_PORT}${route}`);
    const apiResult = await run(`http://127.0.0.1:${API_PORT}${route}`);
    const paced = await run(`http://127.0.0.1:${API_PORT}${route}`, { connections: 10, overallRate: RATE });
    // The plain server at the same rate: what the machine itself adds to p99 (other load on the cores).
    const plainPaced = await run(`http://127.0.0.1:${PLAIN_PORT}${route}`, {
      connections: 10,
      overallRate: RATE,
    });
    const errors = apiResult.errors + apiResult.non2xx + paced.errors + paced.non2xx;
    rows.push({
      route,
      bytes: Buffer.byteLength(bodies[route]),
      plain: Math.round(plainResult.requests.average),
      api: Math.round(apiResult.requests.average),
      ratio: `${((100 * apiResult.requests.average) / plainResult.requests.average).toFixed(1)} %`,
      'p99 full load': `${apiResult.latency.p99} ms`,
      [`p99 at ${RATE}/s`]: `${paced.latency.p99} ms`,
      [`plain p99 at ${RATE}/s`]: `${plainPaced.latency.p99} ms`,
      errors,
    });
  }
  console.table(rows);
  const worst = rows.reduce((a, b) => (Number.parseFloat(a.ratio) < Number.parseFloat(b.ratio) ? a : b));
  console.log(
    `\nlowest API / plain: ${worst.ratio} (${worst.route}); goal ≥ 15 % and p99 ≤ 50 ms at ${RATE}/s\n`,
  );
} finally {
  api.kill();
  plain?.kill();
  await rm(dataDir, { recursive: true, force: true });
}

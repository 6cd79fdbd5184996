// Measures GET /api/headline/all (built API, real database) against a plain node:http server returning the same
// JSON from memory, in the same run, on loopback. Usage: pnpm --filter @aurinko/api bench
// Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (default: embedded SQLite).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = 3900 + Math.floor(Math.random() * 50);
const PLAIN_PORT = API_PORT + 50;
const PLAIN_SERVER = `
  import http from 'node:http';
  const body = process.env.BENCH_BODY;
  http
    .createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
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
  for (let i = 0; i < 200; i++) {
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

const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-bench-'));
const api = start([join(API_DIR, 'dist/main.js')], {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(API_PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
});
let plain;

try {
  const apiUrl = `http://127.0.0.1:${API_PORT}/api/headline/all`;
  const sample = await (await waitFor(apiUrl)).text();
  plain = start(['--input-type=module', '-e', PLAIN_SERVER], {
    BENCH_BODY: sample,
    BENCH_PORT: String(PLAIN_PORT),
  });
  const plainUrl = `http://127.0.0.1:${PLAIN_PORT}/`;
  if ((await (await waitFor(plainUrl)).text()) !== sample)
    throw new Error('the plain server answers other JSON');

  const database = process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite';
  console.log(
    `GET /api/headline/all (${JSON.parse(sample).length} rows, ${sample.length} bytes), ${database}`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);
  const plainResult = await run(plainUrl);
  const apiResult = await run(apiUrl);
  const row = (name, r) =>
    `${name.padEnd(18)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
  console.log(row('plain node:http', plainResult));
  console.log(row('Nest API + DB', apiResult));
  console.log(
    `\nratio API / plain: ${(apiResult.requests.average / plainResult.requests.average).toFixed(3)}`,
  );
} finally {
  api.kill();
  plain?.kill();
  await rm(dataDir, { recursive: true, force: true });
}

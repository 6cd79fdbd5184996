// What logs and traces cost (issue 31): public reads of the built API (production mode, SQLite unless
// BENCH_DATABASE_URL) in four configurations started side by side, measured in interleaved rounds so that a change
// in the machine's load falls on all four alike:
//   - "no log":        LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT (the floor: no request line, no tracing)
//   - "log, trace off": LOG_LEVEL=log (one JSON line per request, to /dev/null), no OTEL endpoint — production default
//   - "log, trace on":  LOG_LEVEL=log and OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP receiver in a process of
//                      its own, which accepts and drops what it gets (the export's serialisation and HTTP post are counted)
//   - "log, trace 10 %": the same, with the standard head sampler a busy site runs (OTEL_TRACES_SAMPLER=
//                      parentbased_traceidratio, OTEL_TRACES_SAMPLER_ARG=0.1: a request the shell's server sampled is
//                      traced whole, one in ten of the rest)
// Prints each configuration's median req/s per route, and the API process's own CPU time per request (from /proc),
// with its cost against "no log" (goal: ≤ 5 % with tracing off, ≤ 15 % with it on). On a small machine the load
// generator shares the cores with the API, so req/s also falls with anything else that runs (the OTLP receiver
// included); CPU per request is the API's own cost, which is the throughput it loses once its core is the limit.
// Metrics are collected in all four (they cannot be switched off in-process).
// Usage: pnpm --filter @aurinko/api bench:observability
// Each round starts the four APIs afresh (the seeded data kept) and warms them up before measuring.
// Env: BENCH_SECONDS (per run, default 3), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 50),
//      BENCH_WARMUP_SECONDS (per route and process, default 1),
//      BENCH_CACHE_TTL (PUBLIC_CACHE_TTL_MS; 0 = every read reaches the database, so each has db spans),
//      BENCH_DATABASE_URL, BENCH_PORT_BASE (default 24010: the APIs on it and the next ports),
//      BENCH_CONFIGS (which configurations, by name, ';'-separated; one more is defined for this: the SDK loaded,
//      sampling nothing),
//      BENCH_PIN ('api core,load core', e.g. '0,1'; Linux, taskset): every API on the one core, this process (the load
//      generator, and the OTLP receiver it starts) on the other — the API's core is then the limit, and the load
//      generator no longer takes its turns on the API's core (on a 2-core machine unpinned runs spread ±20 points).
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 24010);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const ROUTES = ['/api/products?group=Livestock', '/api/headline/all', '/api/gallery?division=human&page=1'];
const cacheTtl = process.env.BENCH_CACHE_TTL;
const PIN = process.env.BENCH_PIN
  ? process.env.BENCH_PIN.split(',').map((core) => {
      const n = Number(core.trim());
      if (!Number.isInteger(n) || n < 0 || n >= cpus().length)
        throw new Error(
          `BENCH_PIN: "${process.env.BENCH_PIN}" is not two of this machine's cores (0–${cpus().length - 1})`,
        );
      return n;
    })
  : undefined;
if (PIN && PIN.length !== 2) throw new Error("BENCH_PIN: two cores, the API's and the load generator's");
// Every thread of this process (the load generator) on its core; the receiver and the APIs are started after.
if (PIN) execSync(`taskset -a -p -c ${PIN[1]} ${process.pid}`, { stdio: 'ignore' });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `load average before the run: ${load()} (${cpus().length} cores)` +
    (PIN ? `; the APIs on core ${PIN[0]}, the load generator and the OTLP receiver on core ${PIN[1]}` : ''),
);

// The OTLP receiver, in a process of its own as a collector would be (inside this process it would slow the load
// generator whenever a configuration exports, and charge that to the API): counts what it gets, answers 200.
const receiver = spawn(
  process.execPath,
  [
    '-e',
    `let exports = 0, bytes = 0;
     const server = require('node:http').createServer((req, res) => {
       if (req.url === '/stats') return res.end(JSON.stringify({ exports, bytes }));
       req.on('data', (chunk) => { bytes += chunk.length; });
       req.on('end', () => { exports++; res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'); });
     });
     server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const receiverPort = await new Promise((resolve, reject) => {
  receiver.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  receiver.once('exit', () => reject(new Error('the OTLP receiver did not start')));
});
const otlp = `http://127.0.0.1:${receiverPort}`;

// The API's own CPU time (user + system, from /proc), so the cost per request is measured whatever else the machine
// runs: on a shared or small machine the load generator competes with the API, and req/s alone blurs the two.
const TICK_US = 1e6 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);
function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

const ALL_CONFIGS = [
  { name: 'no log', env: { LOG_LEVEL: 'warn' } },
  { name: 'log, trace off', env: { LOG_LEVEL: 'log' } },
  { name: 'log, trace on', env: { LOG_LEVEL: 'log', OTEL_EXPORTER_OTLP_ENDPOINT: otlp } },
  {
    name: 'log, trace 10 %',
    env: {
      LOG_LEVEL: 'log',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
    },
  },
  // Not run by default: the SDK loaded with a sampler that records nothing — what tracing costs the requests it
  // leaves out (BENCH_CONFIGS='no log;log, trace off;log, trace loaded, sampled 0 %').
  {
    name: 'log, trace loaded, sampled 0 %',
    env: { LOG_LEVEL: 'log', OTEL_EXPORTER_OTLP_ENDPOINT: otlp, OTEL_TRACES_SAMPLER: 'always_off' },
    optional: true,
  },
];
// BENCH_CONFIGS: the configurations to run, by name, separated by ';' (the first is the base the costs are against).
const CONFIGS = process.env.BENCH_CONFIGS
  ? process.env.BENCH_CONFIGS.split(';').map((name) => {
      const config = ALL_CONFIGS.find((c) => c.name === name.trim());
      if (!config) throw new Error(`BENCH_CONFIGS: no configuration named "${name}"`);
      return config;
    })
  : ALL_CONFIGS.filter((config) => !config.optional);

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
function run(url, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Starts the four APIs (each on its own data folder, seeded by its first start and kept for the next rounds). */
async function startApis() {
  for (const [index, config] of CONFIGS.entries()) {
    if (!dataDirs[index]) dataDirs[index] = await mkdtemp(join(tmpdir(), 'aurinko-bench-otel-'));
    const {
      OTEL_EXPORTER_OTLP_ENDPOINT: _endpoint,
      OTEL_TRACES_SAMPLER: _sampler,
      OTEL_TRACES_SAMPLER_ARG: _ratio,
      ...inherited
    } = process.env;
    const command = [process.execPath, join(API_DIR, 'dist/main.js')];
    if (PIN) command.unshift('taskset', '-c', String(PIN[0]));
    apis[index] = spawn(command[0], command.slice(1), {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT_BASE + index),
        PORT_OFFSET: '0',
        DATA_DIR: dataDirs[index],
        LOG_FORMAT: 'json',
        METRICS_PORT: '0',
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
        ...(cacheTtl !== undefined ? { PUBLIC_CACHE_TTL_MS: cacheTtl } : {}),
        ...config.env,
      },
      // The request log goes to /dev/null: writing the line is what it costs here.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const [index] of CONFIGS.entries()) {
    for (const route of ROUTES) await waitFor(`http://127.0.0.1:${PORT_BASE + index}${route}`);
  }
  // Warm-up, not counted: the JIT has compiled the request path before the first measured run.
  for (const [index] of CONFIGS.entries()) {
    for (const route of ROUTES) await run(`http://127.0.0.1:${PORT_BASE + index}${route}`, WARMUP_SECONDS);
  }
}

/** Stops the four APIs and waits until they have exited (their ports are free for the next round). */
async function stopApis() {
  await Promise.all(
    apis.map(
      (api) =>
        new Promise((resolve) => {
          if (api.exitCode !== null || api.signalCode !== null) return resolve(undefined);
          api.once('exit', resolve);
          api.kill();
        }),
    ),
  );
}

try {
  const database = process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite';
  const cache =
    cacheTtl === '0' ? 'public-read cache off' : `public-read cache on (TTL ${cacheTtl ?? 1000} ms)`;
  console.log(
    `${database}, ${cache}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route and configuration ` +
      `(fresh processes each round, ${WARMUP_SECONDS} s warm-up per route)\n`,
  );

  /** req/s of every run, by route and configuration. */
  const results = new Map(ROUTES.map((route) => [route, CONFIGS.map(() => [])]));
  /** The API's CPU µs per request of every run, by route and configuration. */
  const cpuPerRequest = new Map(ROUTES.map((route) => [route, CONFIGS.map(() => [])]));
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh processes every round: one process's JIT decisions and heap layout moved a configuration's cost by up to
    // ±10 points between runs, a difference between processes, not configurations; each round's are new.
    await startApis();
    for (const route of ROUTES) {
      // A different order each round: no configuration always runs first (or right after another's load).
      for (let k = 0; k < CONFIGS.length; k++) {
        const index = (k + round) % CONFIGS.length;
        const before = cpuMicros(apis[index].pid);
        const result = await run(`http://127.0.0.1:${PORT_BASE + index}${route}`);
        const cpu = cpuMicros(apis[index].pid) - before;
        errors += result.errors + result.non2xx;
        results.get(route)[index].push(result.requests.average);
        cpuPerRequest.get(route)[index].push(cpu / Math.max(1, result.requests.total));
      }
    }
    await stopApis();
  }

  const goalOf = (config) =>
    config.env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? 'goal ≤ 15 %'
      : config.env.LOG_LEVEL === 'log'
        ? 'goal ≤ 5 %'
        : 'no goal';
  const table = (title, byRoute, format, costOf) => {
    console.log(`\n${title}`);
    console.table(
      ROUTES.map((route) => {
        const medians = byRoute.get(route).map(median);
        const row = { route };
        for (const [index, config] of CONFIGS.entries()) {
          const cost = index === 0 ? '' : ` (${costOf(medians[0], medians[index]).toFixed(1)} %)`;
          row[config.name] = `${format(medians[index])}${cost}`;
        }
        return row;
      }),
    );
    const total = (index) => ROUTES.reduce((sum, route) => sum + median(byRoute.get(route)[index]), 0);
    console.log(
      `all routes: ${CONFIGS[0].name} ${format(total(0))}; ` +
        CONFIGS.slice(1)
          .map(
            (config, k) =>
              `${config.name} ${format(total(k + 1))} (${costOf(total(0), total(k + 1)).toFixed(1)} %, ${goalOf(config)})`,
          )
          .join('; '),
    );
  };
  // Throughput: what a client sees on this machine (the load generator shares its cores with the API).
  table(
    'median req/s (cost: throughput lost)',
    results,
    (value) => String(Math.round(value)),
    (base, value) => (100 * (base - value)) / base,
  );
  // CPU per request: what the API itself spends — the cost on a server whose API is CPU-bound.
  table(
    "median API CPU µs per request (cost: CPU added — the throughput lost when the API's core is the limit)",
    cpuPerRequest,
    (value) => value.toFixed(1),
    (base, value) => (100 * (value - base)) / base,
  );
  const stats = await (await fetch(`${otlp}/stats`)).json();
  console.log(
    `\nOTLP exports received: ${stats.exports} (${(stats.bytes / 1e6).toFixed(1)} MB); failed or non-2xx requests: ${errors}`,
  );
  console.log(`load average after the run: ${load()}`);
} finally {
  await stopApis();
  receiver.kill();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}

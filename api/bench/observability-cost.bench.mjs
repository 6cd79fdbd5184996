// What logs and traces cost (issue 31): public reads of the built API (production mode, SQLite unless
// BENCH_DATABASE_URL) in four configurations started side by side:
//   - "no log":        LOG_LEVEL=warn, no OTEL_EXPORTER_OTLP_ENDPOINT (the floor: no request line, no tracing)
//   - "log, trace off": LOG_LEVEL=log (one JSON line per request, to /dev/null), no OTEL endpoint — production default
//   - "log, trace on":  LOG_LEVEL=log and OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP receiver in a process of
//                      its own, which accepts and drops what it gets (the export's serialisation and HTTP post are counted)
//   - "log, trace 10 %": the same, with the standard head sampler a busy site runs (OTEL_TRACES_SAMPLER=
//                      parentbased_traceidratio, OTEL_TRACES_SAMPLER_ARG=0.1: a request the shell's server sampled is
//                      traced whole, one in ten of the rest)
// Two ways to measure (BENCH_MODE):
//   - "side-by-side" (default): in every window all four APIs are loaded at once, each by its share of the
//     connections, and each one's cost is taken against "no log" in the same window. A virtual machine's speed
//     drifts by tens of per cent from one minute to the next (neighbours, steal); four processes measured in the same
//     seconds see the same machine, so the drift falls out of each window's ratios. Printed: the median of those
//     paired ratios and their range [lowest…highest] over the windows.
//   - "interleaved": one API loaded at a time, the order changing each round (the earlier method; its spread on a
//     small shared machine was ±20 points).
// Both print, per route and summed over the routes, the cost in throughput (req/s lost against "no log") and in the
// API process's own CPU time per request (from /proc: every thread, the JIT's and the collector's included) —
// on a 2-core machine the load generator shares the cores with the APIs, so req/s also falls with anything else that
// runs (the OTLP receiver included); CPU per request is the API's own cost, which is the throughput it loses once its
// core is the limit. Goal: ≤ 5 % with tracing off, ≤ 15 % with it on.
// Metrics are collected in all four (they cannot be switched off in-process).
// Usage: pnpm --filter @aurinko/api bench:observability
// Each round starts the APIs afresh (the seeded data kept) and warms them up before measuring: one process's JIT
// decisions move its cost by several points, so the rounds' fresh processes are part of the spread.
// Env: BENCH_MODE (side-by-side | interleaved), BENCH_SECONDS (per window or run, default 4 side by side, 3
//      interleaved), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 50; side by side, shared out between the
//      APIs), BENCH_WARMUP_SECONDS (per route, default 3 side by side, 1 interleaved per process: the JIT is still
//      compiling the request path after 1–2 s, on a thread of its own whose CPU the measurement counts),
//      BENCH_CACHE_TTL (PUBLIC_CACHE_TTL_MS; 0 = every read reaches the database, so each has db spans),
//      BENCH_DATABASE_URL, BENCH_PORT_BASE (default 24010: the APIs on it and the next ports),
//      BENCH_CONFIGS (which configurations, by name, ';'-separated; one more is defined for this: the SDK loaded,
//      sampling nothing),
//      BENCH_PIN ('api core,load core', e.g. '0,1'; Linux, taskset): every API on the one core, this process (the load
//      generator, and the OTLP receiver it starts) on the other.
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODE = process.env.BENCH_MODE ?? 'side-by-side';
if (!['side-by-side', 'interleaved'].includes(MODE))
  throw new Error(`BENCH_MODE: "${MODE}" is neither side-by-side nor interleaved`);
const SIDE_BY_SIDE = MODE === 'side-by-side';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SIDE_BY_SIDE ? 4 : 3));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SIDE_BY_SIDE ? 8 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 24010);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (SIDE_BY_SIDE ? 3 : 1));
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
function run(url, duration = SECONDS, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
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
  if (SIDE_BY_SIDE) {
    for (const route of ROUTES) await runSideBySide(route, WARMUP_SECONDS);
  } else {
    for (const [index] of CONFIGS.entries()) {
      for (const route of ROUTES) await run(`http://127.0.0.1:${PORT_BASE + index}${route}`, WARMUP_SECONDS);
    }
  }
}

/** Every API loaded at once on one route, each by its share of the connections: req/s and CPU µs per request each. */
async function runSideBySide(route, duration = SECONDS) {
  const connections = Math.max(1, Math.round(CONNECTIONS / CONFIGS.length));
  const before = apis.map((api) => cpuMicros(api.pid));
  const results = await Promise.all(
    CONFIGS.map((_, index) => run(`http://127.0.0.1:${PORT_BASE + index}${route}`, duration, connections)),
  );
  return results.map((result, index) => ({
    result,
    cpu: (cpuMicros(apis[index].pid) - before[index]) / Math.max(1, result.requests.total),
  }));
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
    SIDE_BY_SIDE
      ? `${database}, ${cache}; side by side: the ${CONFIGS.length} APIs loaded at once, ` +
          `${Math.max(1, Math.round(CONNECTIONS / CONFIGS.length))} connections each, ${ROUNDS} rounds of one ` +
          `${SECONDS} s window per route (fresh processes each round, ${WARMUP_SECONDS} s warm-up per route)\n`
      : `${database}, ${cache}; interleaved: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route ` +
          `and configuration (fresh processes each round, ${WARMUP_SECONDS} s warm-up per route)\n`,
  );

  /** req/s of every run (window), by route and configuration. */
  const results = new Map(ROUTES.map((route) => [route, CONFIGS.map(() => [])]));
  /** The API's CPU µs per request of every run (window), by route and configuration. */
  const cpuPerRequest = new Map(ROUTES.map((route) => [route, CONFIGS.map(() => [])]));
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh processes every round: one process's JIT decisions and heap layout moved a configuration's cost by up to
    // ±10 points between runs, a difference between processes, not configurations; each round's are new.
    await startApis();
    for (const route of ROUTES) {
      if (SIDE_BY_SIDE) {
        for (const [index, { result, cpu }] of (await runSideBySide(route)).entries()) {
          errors += result.errors + result.non2xx;
          results.get(route)[index].push(result.requests.average);
          cpuPerRequest.get(route)[index].push(cpu);
        }
        continue;
      }
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
  // Side by side, a cost is the median of each window's own ratio (the configuration against "no log" measured in the
  // same seconds) with its range; interleaved, it is the ratio of the medians.
  const costText = (byConfig, index, costOf) => {
    if (!SIDE_BY_SIDE) return `${costOf(median(byConfig[0]), median(byConfig[index])).toFixed(1)} %`;
    const paired = byConfig[index].map((value, window) => costOf(byConfig[0][window], value));
    return `${median(paired).toFixed(1)} % [${Math.min(...paired).toFixed(0)}…${Math.max(...paired).toFixed(0)}]`;
  };
  const table = (title, byRoute, format, costOf) => {
    console.log(`\n${title}`);
    console.table(
      ROUTES.map((route) => {
        const byConfig = byRoute.get(route);
        const row = { route };
        for (const [index, config] of CONFIGS.entries()) {
          const cost = index === 0 ? '' : ` (${costText(byConfig, index, costOf)})`;
          row[config.name] = `${format(median(byConfig[index]))}${cost}`;
        }
        return row;
      }),
    );
    // All routes: per configuration, each round's values summed over the routes (req/s, or CPU µs per request).
    const sums = CONFIGS.map((_, index) =>
      Array.from({ length: ROUNDS }, (_, round) =>
        ROUTES.reduce((sum, route) => sum + byRoute.get(route)[index][round], 0),
      ),
    );
    const total = (index) =>
      SIDE_BY_SIDE
        ? median(sums[index])
        : ROUTES.reduce((sum, route) => sum + median(byRoute.get(route)[index]), 0);
    console.log(
      `all routes: ${CONFIGS[0].name} ${format(total(0))}; ` +
        CONFIGS.slice(1)
          .map((config, k) => {
            const cost = SIDE_BY_SIDE
              ? costText(sums, k + 1, costOf)
              : `${costOf(total(0), total(k + 1)).toFixed(1)} %`;
            return `${config.name} ${format(total(k + 1))} (${cost}, ${goalOf(config)})`;
          })
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

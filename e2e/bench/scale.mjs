#!/usr/bin/env node
// @ts-check
/**
 * The scale test (issue 28) — a benchmark that prints figures, not a test (it is not part of `npm test`).
 *
 * On this machine it starts the production shape in miniature and puts it under a bounded load:
 * - the edge: Caddy (shell/edge/Caddyfile) terminating TLS on loopback (its own CA), `/api*` → 3 API processes,
 *   `/remotes/<name>/` → that remote's 2 replicas, pages → 2 shell replicas, plus the internal listeners the front
 *   ends' servers use (shell/edge/internal.caddy: API_URL, REMOTE_<NAME>_SERVER_URL);
 * - 3 API processes (production mode) on a MariaDB database of their own (created here, dropped at the end),
 *   uploads in S3-compatible storage (the API tests' s3rver behind its SigV4 front);
 * - 2 replicas of the shell and of each remote (`aurinko-serve`), each front end's releases in ONE store every
 *   replica reads (RELEASE_STORE=s3, default: the bucket; RELEASE_STORE=local: one folder on this host);
 * - a load of mixed page and API reads, visitor hits and contact posts from many simulated client addresses: the
 *   load generator is a proxy Caddy trusts (EDGE_TRUSTED_PROXIES), so its X-Forwarded-For names the client and the API's
 *   rate limits count per client.
 * During the load it kills (SIGKILL) one API process and one shell replica, and rolls a new release of mf-human.
 * Then it prints requests, failures, p50/p99, the public-read cache hit rate (API `X-Cache`) and the shell's page
 * cache hit rate (page-cache.mjs), the contact rows
 * against the accepted posts (none lost, none duplicated) and the per-client rate limit.
 *
 * Usage: pnpm build && pnpm bench:scale
 * Environment: SCALE_SECONDS (load duration, default 30), SCALE_CONCURRENCY (requests in flight, default 16),
 * SCALE_MYSQL_URL (server for the bench's database, default mysql://root@127.0.0.1:3306), SCALE_OFFSET (front ends'
 * and API's PORT_OFFSET base, default 24000; replicas at +0/+100/+200), SCALE_EDGE_PORT (default 44080: the site;
 * internal listeners on 44300–44303, Caddy's admin on 44019), RELEASE_STORE (s3 | local),
 * SCALE_KEEP=1 (keep the processes' logs).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_PORT, APPS, REMOTE_APPS } from '../../shared-ui/contract/topology.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 16);
const MYSQL_URL = new URL(process.env.SCALE_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
const OFFSET = Number(process.env.SCALE_OFFSET ?? 24000);
const EDGE = Number(process.env.SCALE_EDGE_PORT ?? 44080);
const RELEASE_STORE = process.env.RELEASE_STORE ?? 's3';
const INTERNAL = { api: 44300, human: 44301, veterinary: 44302, agriculture: 44303, dashboard: 44304 };
const REPLICA_OFFSETS = [OFFSET, OFFSET + 100, OFFSET + 200];
const DATABASE = `aurinko_scale_${process.pid}`;
const ORIGIN = `https://localhost:${EDGE}`;

for (const app of [...Object.keys(APPS), 'api']) {
  if (!existsSync(path.join(repo, app, 'dist'))) {
    console.error(`${app}/dist is missing: run "pnpm build" first.`);
    process.exit(1);
  }
}
try {
  execFileSync('caddy', ['version'], { stdio: 'ignore' });
} catch {
  console.error('Caddy is missing: apt-get install -y caddy');
  process.exit(1);
}

const work = await mkdtemp(path.join(tmpdir(), 'aurinko-scale-'));
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
const log = (/** @type {string} */ line) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** @param {string} sql */
function mysql(sql) {
  const args = ['-h', MYSQL_URL.hostname, '-P', MYSQL_URL.port || '3306', '-u', MYSQL_URL.username || 'root'];
  if (MYSQL_URL.password) args.push(`-p${decodeURIComponent(MYSQL_URL.password)}`);
  return execFileSync('mariadb', [...args, '--batch', '--skip-column-names', '-e', sql], {
    encoding: 'utf8',
  });
}

/**
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
async function start(name, command, args, options = {}) {
  const logFile = path.join(work, `${name}.log`);
  const { openSync } = await import('node:fs');
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd ?? repo,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', out, out],
  });
  children.set(name, child);
  child.once('exit', () => children.delete(name));
  return child;
}

/** @param {string} url @param {number} [timeoutMs] */
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

async function stopAll() {
  for (const [, child] of children) child.kill('SIGTERM');
  await sleep(500);
  for (const [, child] of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (process.env.SCALE_KEEP) console.log(`logs kept in ${work}`);
  else await rm(work, { recursive: true, force: true });
}

async function main() {
  const apiPorts = REPLICA_OFFSETS.map((offset) => API_PORT + offset);
  /** @type {Record<string, number[]>} */
  const replicaPorts = {};
  for (const [app, info] of Object.entries(APPS)) {
    replicaPorts[app] = [0, 1].map((replica) => info.port + /** @type {number} */ (REPLICA_OFFSETS[replica]));
  }

  // ── The edge ───────────────────────────────────────────────────────────────────────────────────────────────────
  const upstreams = (/** @type {string} */ app) =>
    /** @type {number[]} */ (replicaPorts[app]).map((port) => `127.0.0.1:${port}`).join(' ');
  const caddyHome = path.join(work, 'caddy');
  // The repository's edge as it is, plus the internal listeners, under this run's global options.
  const caddyConfig = path.join(work, 'Caddyfile');
  await writeFile(
    caddyConfig,
    [
      '{',
      '\tadmin 127.0.0.1:44019',
      '\tskip_install_trust',
      '}',
      `import ${path.join(repo, 'shell/edge/Caddyfile')}`,
      `import ${path.join(repo, 'shell/edge/internal.caddy')}`,
      '',
    ].join('\n'),
  );
  const startCaddy = () =>
    start('caddy', 'caddy', ['run', '--config', caddyConfig, '--adapter', 'caddyfile'], {
      env: {
        XDG_DATA_HOME: path.join(caddyHome, 'data'),
        XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
        SITE_HOST: `localhost:${EDGE}`,
        // The load generator, on loopback, is the proxy in front whose X-Forwarded-For Caddy keeps.
        EDGE_TRUSTED_PROXIES: '127.0.0.1/32',
        API_UPSTREAMS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
        SHELL_UPSTREAMS: upstreams('shell'),
        ...Object.fromEntries(
          REMOTE_APPS.flatMap((info) => {
            const remote = /** @type {string} */ (info.remote);
            return [
              [`${remote.toUpperCase()}_UPSTREAMS`, upstreams(info.app)],
              [
                `INTERNAL_${remote.toUpperCase()}_PORT`,
                String(INTERNAL[/** @type {keyof typeof INTERNAL} */ (remote)]),
              ],
            ];
          }),
        ),
        INTERNAL_API_PORT: String(INTERNAL.api),
      },
    });
  const rootCa = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
  /** @type {https.Agent | undefined} */
  let agent;
  // Ports in 44000–44999 are also in Linux's ephemeral range: a client socket of anything on the machine can hold
  // one for a moment, and Caddy then exits on "address already in use" — hence it starts first, before this bench's
  // own traffic (the replicas' polling of the bucket …), and is started again if it still happens (three tries).
  for (let attempt = 1; !agent; attempt++) {
    const caddy = await startCaddy();
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) break;
      if (existsSync(rootCa)) {
        const candidate = new https.Agent({
          keepAlive: true,
          maxSockets: CONCURRENCY * 2,
          ca: await readFile(rootCa),
        });
        // Up (the replicas are not yet: any answer will do).
        const answer = await request(candidate, 'GET', '/').catch(() => undefined);
        if (answer) {
          agent = candidate;
          break;
        }
      }
      if (Date.now() > deadline) throw new Error('the edge did not answer https://localhost:… in 30 s');
      await Promise.race([sleep(200), exited]);
    }
    if (!agent) {
      const tail = (await readFile(path.join(work, 'caddy.log'), 'utf8')).trim().split('\n').pop() ?? '';
      if (attempt === 3) throw new Error(`Caddy exited three times; last: ${tail}`);
      log(`Caddy exited (${tail.slice(0, 200)}); starting it again`);
      await sleep(1000);
    }
  }
  const edgeAgent = agent;
  log(`edge up: ${ORIGIN} (TLS by Caddy's internal CA); the replicas start behind it`);

  // ── Storage: the database and the bucket ───────────────────────────────────────────────────────────────────────
  mysql(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  cleanups.push(async () => {
    mysql(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  });
  const { startS3Emulator } = await import(
    pathToFileURL(path.join(repo, 'api/test/support/s3-emulator.ts')).href
  );
  const s3 = await startS3Emulator();
  cleanups.push(() => s3.stop());
  log(`database ${DATABASE}, bucket ${s3.env.S3_BUCKET} at ${s3.env.S3_ENDPOINT}`);

  // ── 3 API processes ────────────────────────────────────────────────────────────────────────────────────────────
  const dbUrl = new URL(MYSQL_URL);
  dbUrl.pathname = `/${DATABASE}`;
  const apiEnv = (/** @type {number} */ index) => ({
    ...s3.env,
    NODE_ENV: 'production',
    PORT: String(apiPorts[index]),
    DATABASE_URL: dbUrl.href,
    DATA_DIR: path.join(work, `api-${index}`),
    COOKIE_SECURE: 'true',
    // The API believes X-Forwarded-For from the edge (loopback here) only (shared-ui/server/proxy-trust.mjs).
    TRUSTED_PROXIES: 'loopback',
    LOG_LEVEL: 'warn',
  });
  // The first one migrates and seeds the empty database; the other two then start on it.
  await start('api-0', process.execPath, ['dist/main.js'], { cwd: path.join(repo, 'api'), env: apiEnv(0) });
  await waitFor(`http://127.0.0.1:${apiPorts[0]}/api/health`, 120_000);
  await Promise.all(
    [1, 2].map(async (index) => {
      await start(`api-${index}`, process.execPath, ['dist/main.js'], {
        cwd: path.join(repo, 'api'),
        env: apiEnv(index),
      });
      await waitFor(`http://127.0.0.1:${apiPorts[index]}/api/health`, 120_000);
    }),
  );
  log(`3 API processes up on ${apiPorts.join(', ')}`);

  // ── Releases: each front end's build deployed once into the shared store ───────────────────────────────────────
  const release = await import(pathToFileURL(path.join(repo, 'shared-ui/server/release.mjs')).href);
  /** @param {string} app */
  const storeOf = (app) =>
    RELEASE_STORE === 's3'
      ? { to: `s3://${s3.env.S3_BUCKET}/releases/${app}` }
      : { to: path.join(work, 'releases', app) };
  /** @type {Record<string, string>} the bucket's settings for release.mjs and the replicas' release-sync */
  const storeEnv = {};
  if (RELEASE_STORE === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      storeEnv[name] = s3.env[name];
    }
  }
  await Promise.all(
    Object.keys(APPS).map((app) =>
      release.deploy({ from: path.join(repo, app, 'dist'), ...storeOf(app), env: storeEnv }),
    ),
  );
  log(`releases deployed (${RELEASE_STORE} store)`);

  // ── 2 replicas of every front end ──────────────────────────────────────────────────────────────────────────────
  /** @type {Record<string, string>} */
  const remoteEnv = {};
  for (const info of REMOTE_APPS) {
    const name = /** @type {string} */ (info.remote).toUpperCase();
    remoteEnv[`REMOTE_${name}_URL`] = `${ORIGIN}/remotes/${info.remote}/mf-manifest.json`;
    const internal = INTERNAL[/** @type {keyof typeof INTERNAL} */ (info.remote)];
    if (internal && info.remote !== 'dashboard') {
      remoteEnv[`REMOTE_${name}_SERVER_URL`] = `http://127.0.0.1:${internal}/mf-manifest.json`;
    }
  }
  const frontEnv = {
    ...remoteEnv,
    ...storeEnv,
    NODE_ENV: 'production',
    API_URL: `http://127.0.0.1:${INTERNAL.api}`,
    SITE_URL: ORIGIN,
    SITE_ORIGINS: ORIGIN,
    HSTS: 'true',
    TRUSTED_PROXIES: 'loopback',
    RELEASE_SYNC_MS: '2000',
    // The shell's server and the remotes' render endpoints share it (seams, issue 29).
    RENDER_SECRET: randomUUID(),
  };
  for (const [app] of Object.entries(APPS)) {
    for (const [replica, port] of /** @type {number[]} */ (replicaPorts[app]).entries()) {
      const source =
        RELEASE_STORE === 's3'
          ? ['--releases', storeOf(app).to, '--cache', path.join(work, `cache-${app}-${replica}`)]
          : ['--dir', path.join(storeOf(app).to, 'site')];
      await start(
        `${app}-${replica}`,
        process.execPath,
        ['shared-ui/server/cli.mjs', '--app', app, '--port', String(port), ...source],
        { env: frontEnv },
      );
    }
  }
  await Promise.all(
    Object.values(replicaPorts)
      .flat()
      .map((port) => waitFor(`http://127.0.0.1:${port}/version.json`)),
  );
  log('2 replicas of the shell and of each remote up');

  for (const deadline = Date.now() + 60_000; ; ) {
    const answer = await request(edgeAgent, 'GET', '/').catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the edge did not answer ${ORIGIN}/ with 200 in 60 s`);
    await sleep(250);
  }
  log(`the edge answers ${ORIGIN}/ from the replicas`);

  // ── The load ───────────────────────────────────────────────────────────────────────────────────────────────────
  const pages = [
    '/',
    '/?lng=fr',
    '/?lng=ar',
    '/human',
    '/human?lng=ko',
    '/veterinary',
    '/agriculture?lng=es',
    '/news',
  ];
  const apiReads = [
    '/api/products?group=Livestock',
    '/api/products?group=Livestock&lang=ar',
    '/api/headline/all',
    '/api/gallery?division=human&page=1',
    '/api/visitors',
  ];
  const clients = Array.from({ length: 2000 }, (_, i) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`);
  let contactIndex = 0;
  /** @type {{ kind: string, path: string, status: number, ms: number, cache?: string, error?: string }[]} */
  const results = [];
  /** @type {Map<string, number>} message id → status */
  const contacts = new Map();
  /** @type {string[]} */
  const events = [];
  const started = performance.now();
  const endAt = started + SECONDS * 1000;

  async function one() {
    const roll = Math.random();
    const client = /** @type {string} */ (clients[Math.floor(Math.random() * clients.length)]);
    const t0 = performance.now();
    /** @type {{ kind: string, method: string, path: string, body?: string, client: string }} */
    let spec;
    let messageId = '';
    if (roll < 0.3) spec = { kind: 'page', method: 'GET', path: pick(pages), client };
    else if (roll < 0.8) spec = { kind: 'api-read', method: 'GET', path: pick(apiReads), client };
    else if (roll < 0.88)
      spec = { kind: 'visitor-hit', method: 'POST', path: '/api/visitors/hit', client, body: '' };
    else if (roll < 0.93) {
      messageId = randomUUID();
      // Each simulated client posts once: a contact form is limited to 5 a minute per client address.
      const address = /** @type {string} */ (clients[contactIndex++ % clients.length]);
      spec = {
        kind: 'contact',
        method: 'POST',
        path: '/api/contact',
        client: address,
        body: JSON.stringify({
          name: 'Scale test',
          mobile: '+1 555 0100',
          email: 'scale@example.org',
          message: `scale-test ${messageId} — a question about your products`,
        }),
      };
    } else {
      const remote = pick(['human', 'veterinary', 'agriculture']);
      spec = { kind: 'remote-file', method: 'GET', path: `/remotes/${remote}/mf-manifest.json`, client };
    }
    try {
      const answer = await request(edgeAgent, spec.method, spec.path, {
        client: spec.client,
        body: spec.body,
      });
      results.push({
        kind: spec.kind,
        path: spec.path,
        status: answer.status,
        ms: performance.now() - t0,
        cache: answer.cache,
      });
      if (messageId) contacts.set(messageId, answer.status);
    } catch (error) {
      results.push({
        kind: spec.kind,
        path: spec.path,
        status: 0,
        ms: performance.now() - t0,
        error: error instanceof Error ? error.message : String(error),
      });
      if (messageId) contacts.set(messageId, 0);
    }
  }

  async function worker() {
    while (performance.now() < endAt) await one();
  }

  /** One client over its limit: 8 contact posts in a row from one address — 5 accepted, then 429. */
  async function greedyClient() {
    const address = '198.51.100.77';
    /** @type {number[]} */
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const messageId = randomUUID();
      const answer = await request(edgeAgent, 'POST', '/api/contact', {
        client: address,
        body: JSON.stringify({
          name: 'Greedy client',
          mobile: '+1 555 0199',
          email: 'greedy@example.org',
          message: `scale-test ${messageId} — greedy client's post ${i + 1}`,
        }),
      }).catch(() => ({ status: 0, cache: undefined }));
      statuses.push(answer.status);
      contacts.set(messageId, answer.status);
    }
    return statuses;
  }

  async function scenario() {
    await sleep(SECONDS * 250);
    const api = children.get('api-1');
    api?.kill('SIGKILL');
    events.push(`${elapsed()} s: API process 2 of 3 killed (SIGKILL)`);
    await sleep(SECONDS * 200);
    children.get('shell-1')?.kill('SIGKILL');
    events.push(`${elapsed()} s: shell replica 2 of 2 killed (SIGKILL)`);
    await sleep(SECONDS * 200);
    const next = path.join(work, 'mf-human-next');
    await cp(path.join(repo, 'mf-human/dist'), next, { recursive: true });
    const info = JSON.parse(await readFile(path.join(next, 'version.json'), 'utf8'));
    const commit = `scale-${Date.now().toString(36)}`;
    await writeFile(
      path.join(next, 'version.json'),
      JSON.stringify({ ...info, commit, builtAt: new Date().toISOString() }),
    );
    const rolledAt = performance.now();
    await release.deploy({ from: next, ...storeOf('mf-human'), env: storeEnv });
    const liveAt = performance.now();
    // Both replicas serve it (each read straight, not through the edge).
    const seen = await Promise.all(
      /** @type {number[]} */ (replicaPorts['mf-human']).map(async (port) => {
        for (;;) {
          const res = await fetch(`http://127.0.0.1:${port}/version.json`).catch(() => undefined);
          if (res?.ok && (await res.json()).commit === commit) return performance.now() - liveAt;
          await sleep(100);
        }
      }),
    );
    events.push(
      `${elapsed()} s: new mf-human release ${commit} deployed to the store in ${Math.round(liveAt - rolledAt)} ms; served by both replicas ${seen.map((ms) => `${Math.round(ms)} ms`).join(' / ')} after its pointer moved`,
    );
  }
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);

  log(`load: ${SECONDS} s, ${CONCURRENCY} in flight, ${clients.length} simulated client addresses`);
  const [greedy] = await Promise.all([
    greedyClient(),
    scenario(),
    ...Array.from({ length: CONCURRENCY }, () => worker()),
  ]);
  const duration = (performance.now() - started) / 1000;
  await sleep(1500);

  // ── The figures ────────────────────────────────────────────────────────────────────────────────────────────────
  const rows = mysql(`SELECT message FROM \`${DATABASE}\`.contact_messages WHERE message LIKE 'scale-test %'`)
    .split('\n')
    .filter(Boolean)
    .map((line) => /** @type {string} */ (line.split(' ')[1]));
  const rowCount = new Map();
  for (const id of rows) rowCount.set(id, (rowCount.get(id) ?? 0) + 1);
  const accepted = [...contacts].filter(([, status]) => status === 201 || status === 200).map(([id]) => id);
  const lost = accepted.filter((id) => !rowCount.has(id));
  const duplicated = [...rowCount].filter(([, count]) => count > 1);
  const unanswered = [...contacts].filter(([, status]) => status >= 500 || status === 0).map(([id]) => id);
  const writtenAnyway = unanswered.filter((id) => rowCount.has(id));

  const reads = results.filter((r) => r.kind === 'page' || r.kind === 'api-read' || r.kind === 'remote-file');
  const failedReads = reads.filter((r) => r.status === 0 || r.status >= 500);
  const cacheable = results.filter(
    (r) => r.kind === 'api-read' && r.status === 200 && r.path !== '/api/visitors',
  );
  const hits = cacheable.filter((r) => r.cache === 'hit').length;
  const pageAnswers = results.filter((r) => r.kind === 'page' && r.status === 200);
  const pageHits = pageAnswers.filter((r) => r.cache === 'hit').length;
  const otherContacts =
    [...contacts].filter(([, status]) => status === 429).length - greedy.filter((s) => s === 429).length;

  console.log('\n=== bench:scale', new Date().toISOString().slice(0, 10), '===');
  console.log(
    `edge: Caddy (TLS) · 3 API processes on MariaDB · 2 replicas of shell + 4 remotes · uploads and releases in S3 (s3rver) · ${RELEASE_STORE} release store`,
  );
  for (const event of events) console.log(`  ${event}`);
  console.log(
    `requests: ${results.length + greedy.length} in ${duration.toFixed(1)} s (${Math.round(results.length / duration)} req/s)`,
  );
  console.log('kind          count   failed   p50 ms   p99 ms   statuses');
  for (const kind of ['page', 'api-read', 'remote-file', 'visitor-hit', 'contact']) {
    const mine = results.filter((r) => r.kind === kind);
    if (mine.length === 0) continue;
    const failed = mine.filter((r) => r.status === 0 || r.status >= 500).length;
    const times = mine.map((r) => r.ms).sort((a, b) => a - b);
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const r of mine) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    console.log(
      `${kind.padEnd(12)} ${String(mine.length).padStart(6)} ${String(failed).padStart(8)} ${percentile(times, 50).toFixed(0).padStart(8)} ${percentile(times, 99).toFixed(0).padStart(8)}   ${JSON.stringify(statuses)}`,
    );
  }
  const allTimes = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `all: p50 ${percentile(allTimes, 50).toFixed(0)} ms, p99 ${percentile(allTimes, 99).toFixed(0)} ms`,
  );
  console.log(
    `failed reads: ${failedReads.length} of ${reads.length}${failedReads.length ? ` (${[...new Set(failedReads.map((r) => r.error ?? r.status))].join(', ')})` : ''}`,
  );
  console.log(
    `public-read cache (API X-Cache, 200s of the cached reads): ${hits} hits of ${cacheable.length} = ${((100 * hits) / Math.max(1, cacheable.length)).toFixed(1)} %`,
  );
  console.log(
    `pages kept by the shell (X-Cache, page-cache.mjs): ${pageHits} hits of ${pageAnswers.length} = ${((100 * pageHits) / Math.max(1, pageAnswers.length)).toFixed(1)} %`,
  );
  console.log(
    `contact posts: ${contacts.size} sent, ${accepted.length} accepted, ${rows.length} rows — lost ${lost.length}, duplicated ${duplicated.length}; ${unanswered.length} got no answer (5xx/cut), of which ${writtenAnyway.length} were written`,
  );
  console.log(
    `rate limit per client: one address posting 8 times → ${JSON.stringify(greedy)}; 429s for the other ${contacts.size - greedy.length} posts (each from its own address): ${otherContacts}`,
  );
}

/** @template T @param {T[]} list @returns {T} */
function pick(list) {
  return /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);
}

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/**
 * One request through the edge, as a proxy in front of it would send it: X-Forwarded-For names the client.
 * @param {https.Agent} agent @param {string} method @param {string} pathname
 * @param {{ client?: string, body?: string, port?: number }} [options]
 * @returns {Promise<{ status: number, cache?: string }>}
 */
function request(agent, method, pathname, options = {}) {
  const port = options.port ?? EDGE;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        agent,
        host: '127.0.0.1',
        servername: 'localhost',
        port,
        method,
        path: pathname,
        headers: {
          host: `localhost:${port}`,
          accept: pathname.startsWith('/api') ? 'application/json' : 'text/html',
          'accept-encoding': 'gzip',
          ...(options.client ? { 'x-forwarded-for': options.client } : {}),
          ...(method === 'POST'
            ? {
                'content-type': 'application/json',
                'x-requested-with': 'aurinko',
                origin: `https://localhost:${port}`,
                'content-length': Buffer.byteLength(options.body ?? ''),
              }
            : {}),
        },
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: /** @type {string | undefined} */ (res.headers['x-cache']),
          }),
        );
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    req.end(options.body);
  });
}

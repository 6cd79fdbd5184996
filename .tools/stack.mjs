#!/usr/bin/env node
// @ts-check
/**
 * Serves the production builds: the API on its port, each front end by its own static server on its
 * own port (topology.mjs), `/api` proxied through the shell's origin. Ctrl-C stops everything.
 * Environment: PORT_OFFSET shifts all ports; DATA_DIR, DATABASE_URL, ADMIN_NAME, ADMIN_PASSWORD … go to the API.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../shared-ui/server/static-server.mjs';
import { APPS, portOf, portOffset } from '../shared-ui/contract/topology.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = portOf('api');
const offset = portOffset();
// The secret the shell's server shows the remotes' servers to have their areas rendered (POST /ssr/render refuses
// anyone else): one per run unless given.
process.env.RENDER_SECRET ||= randomBytes(24).toString('base64url');

for (const app of [...Object.keys(APPS), 'api']) {
  if (!existsSync(path.join(repo, app, 'dist'))) {
    console.error(`${app}/dist is missing: run "pnpm build" first.`);
    process.exit(1);
  }
}

// The API runs in production mode (no public /api/docs-json, production logging). The site is served over plain
// HTTP here (the static servers do not terminate TLS), so the session cookie cannot be Secure unless you say so:
// COOKIE_SECURE=true when a TLS proxy is in front. Browsers would drop a Secure cookie set over http://<host>.
// The API listens on loopback only: visitors reach it through the shell's /api proxy (the front door), never
// directly, so nobody can pick their own X-Forwarded-For or skip the front ends' budgets.
const apiEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  COOKIE_SECURE: process.env.COOKIE_SECURE || 'false',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
};
// The one-shot migrate job first (migrations, seeds, first admin, image backfill, storage sweep), then the API,
// which does none of that itself (RUN_STARTUP_TASKS=false), as in a deployment.
const migrate = spawnSync(process.execPath, ['dist/cli/migrate.js'], {
  cwd: path.join(repo, 'api'),
  env: apiEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (migrate.status !== 0) {
  console.error(`The migrate job failed (exit code ${migrate.status}); the site was not started.`);
  process.exit(1);
}
const api = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(repo, 'api'),
  env: {
    ...apiEnv,
    RUN_STARTUP_TASKS: 'false',
    // Prometheus metrics: the API on 9464, the front ends on 9465–9469 (shifted by PORT_OFFSET like every port).
    METRICS_PORT: String(9464 + offset),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const servers = Object.keys(APPS).map((app, index) =>
  startStaticServer({
    root: path.join(repo, app, 'dist'),
    port: portOf(app),
    app,
    metricsPort: 9465 + index + offset,
    isShell: app === 'shell',
    apiTarget: `http://127.0.0.1:${apiPort}`,
  }),
);

let stopping = false;
/**
 * Graceful stop: every server and the API drain at once (readiness 503, in-flight requests finish; DRAIN_DELAY_MS,
 * DRAIN_TIMEOUT_MS); Ctrl-C skips the delay. The API gets its own drain's time before it is killed.
 * @param {number} code @param {'SIGTERM' | 'SIGINT'} [signal]
 */
async function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  const overrides = signal === 'SIGINT' ? { delayMs: 0 } : {};
  const apiStopped =
    api.exitCode === null
      ? new Promise((resolve) => {
          const grace = Number(process.env.DRAIN_DELAY_MS || 0) + Number(process.env.DRAIN_TIMEOUT_MS || 10_000);
          const timer = setTimeout(() => {
            api.kill('SIGKILL');
            resolve(undefined);
          }, grace + 5000);
          api.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
          api.kill(signal);
        })
      : undefined;
  await Promise.all([...servers.map((server) => server.drain(overrides)), apiStopped]);
  process.exit(code);
}

api.once('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit code ${code}); stopping the site.`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

try {
  await Promise.all(servers.map((server) => server.ready));
} catch (error) {
  console.error(`A port is taken: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}

console.log('\nThe site is up (production builds):');
console.log(`  site        http://localhost:${portOf('shell')}   ← open this`);
for (const [app, info] of Object.entries(APPS)) {
  if (info.remote) console.log(`  ${app.padEnd(15)} http://localhost:${portOf(app)}${info.route}  (standalone)`);
}
console.log(`  api         http://127.0.0.1:${apiPort}/api/health  (this machine only)`);
console.log('Press Ctrl-C to stop.\n');

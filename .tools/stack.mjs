#!/usr/bin/env node
// @ts-check
/**
 * Serves the production builds: the API on its port, each front end by its own static server on its
 * own port (topology.mjs), `/api` proxied through the shell's origin. Ctrl-C stops everything.
 * Environment: PORT_OFFSET shifts all ports; DATA_DIR, DATABASE_URL, ADMIN_NAME, ADMIN_PASSWORD … go to the API.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../shared-ui/server/static-server.mjs';
import { APPS, portOf } from '../shared-ui/topology.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = portOf('api');
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
const api = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(repo, 'api'),
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    COOKIE_SECURE: process.env.COOKIE_SECURE || 'false',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const servers = Object.keys(APPS).map((app) =>
  startStaticServer({
    root: path.join(repo, app, 'dist'),
    port: portOf(app),
    isShell: app === 'shell',
    apiTarget: `http://127.0.0.1:${apiPort}`,
  }),
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((server) => server.close()));
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        api.kill('SIGKILL');
        resolve(undefined);
      }, 5000);
      api.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
  process.exit(code);
}

api.once('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit code ${code}); stopping the site.`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

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

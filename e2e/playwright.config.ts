import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { portOf } from '../shared-ui/contract/topology.mjs';

// One stack per test run: the production builds on ports shifted by E2E_PORT_OFFSET (default 10000, so a
// site started with `npm start` on the standard ports does not collide), a fresh database and data folder,
// and a first admin created from the environment. Workers inherit these variables.
process.env.PORT_OFFSET = process.env.E2E_PORT_OFFSET ?? '10000';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'aurinko-e2e-'));
process.env.E2E_ADMIN_NAME ??= 'e2e-admin';
process.env.E2E_ADMIN_PASSWORD ??= 'Cobalt-Meadow-Lantern-42';
// The render secret of the run's stack, shared with the private shells and remotes the tests start (private-stack.ts).
process.env.RENDER_SECRET ??= randomBytes(24).toString('base64url');
// A remote loads in well under a second here, but on a machine shared by several runs a tab can stall for seconds: the
// stack's (and the private shells') budget before the "temporarily unavailable" area is wider than production's 8 s, so
// a slow moment is not taken for a broken remote (faults/stopped-parts.spec.ts tests a budget on its own shell).
process.env.REMOTE_LOAD_TIMEOUT_MS ??= '15000';
// The shell keeps a rendered page 2 s in production (page-cache.mjs): the tests edit content and redeploy remotes and
// look at the next page at once, so every page is rendered fresh here (page-cache.test.ts tests the cache).
process.env.PAGE_CACHE_TTL_MS ??= '0';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const shellUrl = `http://localhost:${portOf('shell')}`;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once (E2E_RETRIES, set by .ci/run): a test that then passes is listed as "flaky" in the
  // log, not hidden, and one timing accident on a loaded machine does not throw away a whole run. Locally: none.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: shellUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-US',
    trace: 'off',
  },
  webServer: {
    command: 'node ../.tools/stack.mjs',
    url: `${shellUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT_OFFSET: process.env.PORT_OFFSET,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_NAME: process.env.E2E_ADMIN_NAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: '100000',
      // Every test shares one client address; the visitor counter's per-address limit would refuse their hits.
      VISITOR_HITS_PER_MINUTE: '100000',
      // … and so would the data-sheet and search budget.
      EXPENSIVE_READS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      // Remotes answer CORS only to the site's origins: the stack's shell and the private shells that the
      // architecture tests start on shell + 500 and shell + 600 (composition.spec.ts), shell + 800 and shell + 900
      // (shared-versions.spec.ts), the release status test on shell + 700 (dashboard/release-status.spec.ts) and the
      // fault tests on shell + 300 (faults/stopped-parts.spec.ts); they load the stack's remotes.
      SITE_ORIGINS: [0, 300, 500, 600, 700, 800, 900]
        .map((delta) => `http://localhost:${portOf('shell') + delta}`)
        .join(','),
    },
  },
});

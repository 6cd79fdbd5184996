import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portOf } from '@aurinko/contract/topology';
import { startStaticServer } from '@aurinko/web-server/static-server';
import { REPO } from '../architecture/private-stack';
import { expect, test } from '../fixtures';

// A part of the site that hangs — its process stopped with SIGSTOP: the connection opens, nothing ever answers — costs
// the visitor its budget, not the page: the shell's server gives up on it within REMOTE_RENDER_TIMEOUT_MS (then skips
// it, its breaker open), the browser within the remote map's loadTimeoutMs into the "temporarily unavailable" area
// with retry, the /api proxy within API_RESPONSE_TIMEOUT_MS with a 504; the other divisions work all along.
// A private shell (shell + 300) whose human remote is a process of its own (shell + 301); the other remotes are the
// stack's (they answer CORS to shell + 300: playwright.config.ts SITE_ORIGINS).

const SHELL_PORT = portOf('shell') + 300;
const HUMAN_PORT = SHELL_PORT + 1;
const API_PORT = portOf('api') + 300;
const SHELL = `http://localhost:${SHELL_PORT}`;
const REMOTE_RENDER_TIMEOUT_MS = 1500;
const LOAD_TIMEOUT_MS = 3000;
const API_RESPONSE_TIMEOUT_MS = 2000;

/** A process of its own; with `ready`, once it has printed that. */
async function start(args: string[], env: Record<string, string>, ready?: string, cwd = REPO) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ready === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (ready === undefined) return child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s: ${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
  });
  return child;
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

test.describe('a stopped part gives its fallback within its budget', () => {
  test.describe.configure({ mode: 'serial' });
  let human: ChildProcess | undefined;
  let api: ChildProcess | undefined;
  let dataDir = '';
  let shell: ReturnType<typeof startStaticServer> | undefined;

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'aurinko-faults-'));
    [human, api] = await Promise.all([
      start(
        [
          'shared-ui/server/cli.mjs',
          '--app',
          'mf-human',
          '--dir',
          'mf-human/dist',
          '--port',
          String(HUMAN_PORT),
        ],
        { SITE_ORIGINS: SHELL, API_URL: `http://127.0.0.1:${API_PORT}` },
        'serving',
      ),
      // The real API on a database of its own, so stopping it disturbs no other test.
      start(
        ['dist/main.js'],
        { PORT: String(API_PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        undefined,
        path.join(REPO, 'api'),
      ),
    ]);
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${API_PORT}/api/health`).catch(() => undefined))?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    shell = startStaticServer({
      root: path.join(REPO, 'shell', 'dist'),
      port: SHELL_PORT,
      isShell: true,
      apiTarget: `http://127.0.0.1:${API_PORT}`,
      env: {
        ...process.env,
        REMOTE_HUMAN_URL: `http://localhost:${HUMAN_PORT}/mf-manifest.json`,
        REMOTE_RENDER_TIMEOUT_MS: String(REMOTE_RENDER_TIMEOUT_MS),
        REMOTE_LOAD_TIMEOUT_MS: String(LOAD_TIMEOUT_MS),
        API_RESPONSE_TIMEOUT_MS: String(API_RESPONSE_TIMEOUT_MS),
      },
      quiet: true,
    });
    await shell.ready;
  });

  test.afterAll(async () => {
    await Promise.all([stop(human), stop(api), shell?.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a stopped remote: the server answers within its budget, the browser shows the fallback, the other divisions work, retry brings it back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${SHELL}/human`);
    await expect(page.locator('[data-division="human"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

    human?.kill('SIGSTOP');
    try {
      // The server: the page within the remote budget (the first after the stop waits it out), the next at once.
      const first = performance.now();
      const response = await page.request.get(`${SHELL}/human/about`);
      const firstMs = performance.now() - first;
      expect(response.status()).toBe(200);
      const second = performance.now();
      await page.request.get(`${SHELL}/human`);
      const secondMs = performance.now() - second;

      // The browser: the fallback with retry within the load budget.
      const started = performance.now();
      await page.goto(`${SHELL}/human`);
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 4000 });
      const fallbackMs = performance.now() - started;
      console.log(
        `stopped remote: server ${firstMs.toFixed(0)} ms then ${secondMs.toFixed(0)} ms (budget ${REMOTE_RENDER_TIMEOUT_MS}); browser fallback after ${fallbackMs.toFixed(0)} ms (budget ${LOAD_TIMEOUT_MS})`,
      );
      expect(firstMs).toBeLessThan(REMOTE_RENDER_TIMEOUT_MS + 1500);
      expect(secondMs).toBeLessThan(REMOTE_RENDER_TIMEOUT_MS);
      expect(fallbackMs).toBeGreaterThan(LOAD_TIMEOUT_MS - 500);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

      // Another division, in the same tab and on a fresh load, works.
      await page.goto(`${SHELL}/veterinary`);
      await expect(page.locator('[data-division="veterinary"]')).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await page.goto(`${SHELL}/human`);
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 4000 });
    } finally {
      human?.kill('SIGCONT');
    }
    // The remote is back: retry loads it in place.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-division="human"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  });

  test('a stopped API: /api answers 504 JSON within its budget through the shell, the pages still come', async ({
    request,
  }) => {
    expect((await request.get(`${SHELL}/api/health`)).status()).toBe(200);
    api?.kill('SIGSTOP');
    try {
      const started = performance.now();
      const answer = await request.get(`${SHELL}/api/health`);
      const ms = performance.now() - started;
      console.log(
        `stopped API: ${answer.status()} after ${ms.toFixed(0)} ms (budget ${API_RESPONSE_TIMEOUT_MS})`,
      );
      expect(answer.status()).toBe(504);
      expect(await answer.json()).toEqual({
        statusCode: 504,
        message: 'The API did not answer in time',
        error: 'Gateway Timeout',
      });
      expect(ms).toBeLessThan(API_RESPONSE_TIMEOUT_MS + 1500);
      // A page does not wait on the API longer than its own budget either.
      const page = performance.now();
      const html = await request.get(`${SHELL}/veterinary`);
      const pageMs = performance.now() - page;
      console.log(`stopped API: /veterinary ${html.status()} after ${pageMs.toFixed(0)} ms`);
      expect(html.status()).toBe(200);
      expect(pageMs).toBeLessThan(3000 + REMOTE_RENDER_TIMEOUT_MS + 1500);
    } finally {
      api?.kill('SIGCONT');
    }
  });
});

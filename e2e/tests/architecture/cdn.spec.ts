import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploy } from '@aurinko/web-server/release';
import { startStaticServer } from '@aurinko/web-server/static-server';
import type { Page } from '@playwright/test';
import { portOf } from '../../../shared-ui/contract/topology.mjs';
import { expect, test } from '../fixtures';
import { REPO } from './private-stack';

// Hashed files from an object store behind a CDN (issue 28): the same builds, deployed into a release store, served by
// a private shell and private human and dashboard remotes whose hashed files (scripts, stylesheets, fonts, images)
// come from other origins — static servers over that store, standing in for a CDN in front of the bucket — set at run
// time (ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE), no rebuild. Fixed ports 24200–24299 (this spec's own).

const SHELL_PORT = 24200;
const SHELL = `http://localhost:${SHELL_PORT}`;
const HUMAN = `http://localhost:${SHELL_PORT + 1}`;
const DASHBOARD = `http://localhost:${SHELL_PORT + 2}`;
const SITE_ORIGINS = [SHELL, HUMAN, DASHBOARD];
// The CDN: another host name and other ports, so other origins than every server of the site; one origin per app, each
// over that app's copy in the release store, its hashed files cached for a year as a CDN keeps them.
const CDN_PORTS = { shell: SHELL_PORT + 10, 'mf-human': SHELL_PORT + 11, 'mf-dashboard': SHELL_PORT + 12 };
type App = keyof typeof CDN_PORTS;
const APPS = Object.keys(CDN_PORTS) as App[];
const cdn = (app: App) => `http://127.0.0.1:${CDN_PORTS[app]}`;

type Server = ReturnType<typeof startStaticServer>;

/** What a page asked for and what the browser refused for the CSP. */
function watch(page: Page) {
  const requests: string[] = [];
  const refused: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/static/'))
      failed.push(`${response.url()} ${response.status()}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  /** Hashed files (static/…) asked of the site's own servers rather than the CDN. */
  const hashedFromSite = () =>
    requests.filter((url) => {
      const parsed = new URL(url);
      return SITE_ORIGINS.includes(parsed.origin) && parsed.pathname.startsWith('/static/');
    });
  const fromCdn = (app: App) => requests.filter((url) => url.startsWith(`${cdn(app)}/static/`));
  return { requests, refused, failed, hashedFromSite, fromCdn };
}

test.describe('hashed files from a CDN', () => {
  // Three private servers, three CDN origins and a machine shared with other runs: generous time.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let store = '';
  let servers: Server[] = [];
  const cdns = new Map<App, Server>();
  // CORS to the site, as the CDN must answer it (fonts are always fetched with CORS).
  const startCdn = async (app: App) => {
    const server = startStaticServer({
      root: path.join(store, app, 'site'),
      port: CDN_PORTS[app],
      siteOrigins: [SHELL],
      quiet: true,
    });
    cdns.set(app, server);
    await server.ready;
  };

  test.beforeAll(async () => {
    // The release store the deploys write (release.mjs; in production a bucket the CDN pulls from).
    store = await mkdtemp(path.join(tmpdir(), 'aurinko-cdn-'));
    for (const app of APPS) await deploy({ from: path.join(REPO, app, 'dist'), to: path.join(store, app) });
    const env = {
      ...process.env,
      ASSET_BASE_URL: `${cdn('shell')}/`,
      REMOTE_HUMAN_URL: `${HUMAN}/mf-manifest.json`,
      REMOTE_HUMAN_ASSET_BASE: `${cdn('mf-human')}/`,
      REMOTE_DASHBOARD_URL: `${DASHBOARD}/mf-manifest.json`,
      REMOTE_DASHBOARD_ASSET_BASE: `${cdn('mf-dashboard')}/`,
    };
    const apiTarget = `http://127.0.0.1:${portOf('api')}`;
    const site = (app: App, port: number) =>
      startStaticServer({
        root: path.join(store, app, 'site'),
        port,
        app,
        isShell: app === 'shell',
        apiTarget,
        env,
        siteOrigins: [SHELL],
        quiet: true,
      });
    servers = [
      site('shell', SHELL_PORT),
      site('mf-human', SHELL_PORT + 1),
      site('mf-dashboard', SHELL_PORT + 2),
    ];
    await Promise.all(servers.map((server) => server.ready));
    await Promise.all(APPS.map(startCdn));
  });

  test.afterAll(async () => {
    await Promise.all([...servers, ...cdns.values()].map((server) => server.close()));
  });

  test('a division page loads every hashed file from the CDN, none from the site, without a CSP refusal', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(`${SHELL}/human`);
    await expect(page.locator('[data-division="human"]')).toBeVisible();
    // The remote took over in the browser: its code came from the CDN.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.locator('[data-remote-area]')).toHaveCount(0);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(seen.hashedFromSite()).toEqual([]);
    expect(seen.fromCdn('shell').some((url) => /\/static\/js\/index\.\w+\.js$/.test(url))).toBe(true);
    expect(seen.fromCdn('shell').some((url) => url.endsWith('.css'))).toBe(true);
    expect(seen.fromCdn('mf-human').some((url) => /\/static\/js\/human\.\w+\.js$/.test(url))).toBe(true);
    expect(seen.fromCdn('mf-human').some((url) => url.endsWith('.css'))).toBe(true);
    // Fonts (addressed relative to their stylesheets) come from the CDN too.
    const fonts = seen.requests.filter((url) => url.endsWith('.woff2'));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => !APPS.some((app) => url.startsWith(`${cdn(app)}/static/`)))).toEqual([]);
    // Each file once: the server's hints and links and the loaders name the same addresses.
    const files = seen.requests.filter((url) => url.includes('/static/'));
    expect(files.filter((url, index) => files.indexOf(url) !== index)).toEqual([]);
    // …and each one found there.
    expect(seen.failed).toEqual([]);
    expect(seen.refused).toEqual([]);
  });

  test('the dashboard sign-in loads from the CDN too', async ({ page }) => {
    const seen = watch(page);
    await page.goto(`${SHELL}/AurinkoOne`);
    await expect(page.getByLabel('Admin name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.hashedFromSite()).toEqual([]);
    expect(seen.fromCdn('mf-dashboard').some((url) => /\/static\/js\/dashboard\.\w+\.js$/.test(url))).toBe(
      true,
    );
    expect(seen.failed).toEqual([]);
    expect(seen.refused).toEqual([]);
  });

  test("a remote's CDN down: its area shows the fallback, and retry works once the CDN is back", async ({
    page,
  }) => {
    await cdns.get('mf-human')?.close();
    cdns.delete('mf-human');
    await page.goto(`${SHELL}/human`);
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    // The rest of the page keeps working: the shell's frame came from its own CDN.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await startCdn('mf-human');
    await fallback.getByRole('button').click();
    await expect(page.locator('[data-division="human"]')).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deploy } from '../../../shared-ui/server/release.mjs';
import { startStaticServer } from '../../../shared-ui/server/static-server.mjs';
import { portOf } from '../../../shared-ui/topology.mjs';
import { expect, test } from '../fixtures';
import { REPO } from './private-stack';

// Hashed files from an object store behind a CDN (issue 28): the same builds, released into a release store, served by
// a private shell and private human and dashboard remotes whose hashed files (scripts, stylesheets, fonts, images)
// come from two other origins — static servers over that store, standing in for a CDN in front of the bucket — set at
// run time (ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE), no rebuild. Fixed ports 24200–24299 (this spec's own).

const SHELL_PORT = 24200;
const SHELL = `http://localhost:${SHELL_PORT}`;
const HUMAN = `http://localhost:${SHELL_PORT + 1}`;
const DASHBOARD = `http://localhost:${SHELL_PORT + 2}`;
// The CDNs: another host name and port, so another origin than every server of the site.
const SHELL_CDN_PORT = SHELL_PORT + 10;
const REMOTES_CDN_PORT = SHELL_PORT + 11;
const SHELL_CDN = `http://127.0.0.1:${SHELL_CDN_PORT}`;
const REMOTES_CDN = `http://127.0.0.1:${REMOTES_CDN_PORT}`;
const SITE_ORIGINS = [SHELL, HUMAN, DASHBOARD];

type Server = ReturnType<typeof startStaticServer>;

/** What a page asked for and what the browser refused for the CSP. */
function watch(page: Page) {
  const requests: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  /** Hashed files (static/…) asked of the site's own servers rather than the CDN. */
  const hashedFromSite = () =>
    requests.filter((url) => {
      const parsed = new URL(url);
      return SITE_ORIGINS.includes(parsed.origin) && parsed.pathname.startsWith('/static/');
    });
  const fromCdn = (cdn: string, app: string) =>
    requests.filter((url) => url.startsWith(`${cdn}/${app}/site/static/`));
  return { requests, refused, hashedFromSite, fromCdn };
}

test.describe('hashed files from a CDN', () => {
  test.describe.configure({ mode: 'serial' });
  let store = '';
  let servers: Server[] = [];
  let remotesCdn: Server | undefined;
  const startRemotesCdn = async () => {
    remotesCdn = startStaticServer({
      root: store,
      port: REMOTES_CDN_PORT,
      siteOrigins: [SHELL],
      quiet: true,
    });
    await remotesCdn.ready;
  };

  test.beforeAll(async () => {
    // The release store the deploys write (release.mjs; in production a bucket the CDN pulls from).
    store = await mkdtemp(path.join(tmpdir(), 'aurinko-cdn-'));
    for (const app of ['shell', 'mf-human', 'mf-dashboard']) {
      await deploy({ from: path.join(REPO, app, 'dist'), to: path.join(store, app) });
    }
    const env = {
      ...process.env,
      ASSET_BASE_URL: `${SHELL_CDN}/shell/site/`,
      REMOTE_HUMAN_URL: `${HUMAN}/mf-manifest.json`,
      REMOTE_HUMAN_ASSET_BASE: `${REMOTES_CDN}/mf-human/site/`,
      REMOTE_DASHBOARD_URL: `${DASHBOARD}/mf-manifest.json`,
      REMOTE_DASHBOARD_ASSET_BASE: `${REMOTES_CDN}/mf-dashboard/site/`,
    };
    const apiTarget = `http://127.0.0.1:${portOf('api')}`;
    servers = [
      startStaticServer({
        root: path.join(store, 'shell/site'),
        port: SHELL_PORT,
        app: 'shell',
        isShell: true,
        apiTarget,
        env,
        quiet: true,
      }),
      startStaticServer({
        root: path.join(store, 'mf-human/site'),
        port: SHELL_PORT + 1,
        app: 'mf-human',
        apiTarget,
        env,
        siteOrigins: [SHELL],
        quiet: true,
      }),
      startStaticServer({
        root: path.join(store, 'mf-dashboard/site'),
        port: SHELL_PORT + 2,
        app: 'mf-dashboard',
        apiTarget,
        env,
        siteOrigins: [SHELL],
        quiet: true,
      }),
      // The shell's CDN (CORS to the site: fonts are always fetched with CORS).
      startStaticServer({ root: store, port: SHELL_CDN_PORT, siteOrigins: [SHELL], quiet: true }),
    ];
    await Promise.all(servers.map((server) => server.ready));
    await startRemotesCdn();
  });

  test.afterAll(async () => {
    await Promise.all([...servers, ...(remotesCdn ? [remotesCdn] : [])].map((server) => server.close()));
  });

  test('a division page loads every hashed file from the CDN, none from the site, without a CSP refusal', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(`${SHELL}/human`);
    const area = page.locator('[data-division="human"]');
    await expect(area).toBeVisible();
    // The remote took over in the browser (its code came from the CDN), and its links work in place.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(seen.hashedFromSite()).toEqual([]);
    expect(seen.fromCdn(SHELL_CDN, 'shell').some((url) => /\/static\/js\/index\.\w+\.js$/.test(url))).toBe(
      true,
    );
    expect(seen.fromCdn(SHELL_CDN, 'shell').some((url) => url.endsWith('.css'))).toBe(true);
    expect(seen.fromCdn(SHELL_CDN, 'shell').some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(
      seen.fromCdn(REMOTES_CDN, 'mf-human').some((url) => /\/static\/js\/human\.\w+\.js$/.test(url)),
    ).toBe(true);
    // Each file once: the hints and the loaders name the same addresses.
    const files = seen.requests.filter((url) => url.includes('/static/'));
    expect(files.length).toBe(new Set(files).size);
    expect(seen.refused).toEqual([]);
  });

  test('the dashboard sign-in loads from the CDN too', async ({ page }) => {
    const seen = watch(page);
    await page.goto(`${SHELL}/AurinkoOne`);
    await expect(page.getByLabel('Admin name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.hashedFromSite()).toEqual([]);
    expect(seen.fromCdn(REMOTES_CDN, 'mf-dashboard').length).toBeGreaterThan(0);
    expect(seen.refused).toEqual([]);
  });

  test("a remote's CDN down: its area shows the fallback, and retry works once the CDN is back", async ({
    page,
  }) => {
    await remotesCdn?.close();
    remotesCdn = undefined;
    await page.goto(`${SHELL}/human`);
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    // The rest of the page keeps working: the shell's own frame came from its CDN.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await startRemotesCdn();
    await fallback.getByRole('button').click();
    await expect(page.locator('[data-division="human"]')).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});

#!/usr/bin/env node
// @ts-check
/**
 * What a visitor downloads: JavaScript bytes (gzip, as served) for `/` and `/human`, loaded in Debian's
 * Chromium from the production builds, compared with the same pages built as one plain single app; and the font
 * bytes a first view of `/` fetches in English, Arabic, Korean and Russian before its largest contentful paint, each
 * against English (fonts are woff2, served as they are), and what each fetches after it (issue 36: the rest of a
 * script's faces after the first paint); the federation runtime apart, against issue 36's 30 KB.
 * Usage: node e2e/bench/bundle-size.mjs [--files]   (after `pnpm build`; writes e2e/bench/bundle-size.json;
 *        --files also lists every file downloaded, largest first)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '@aurinko/web-server/static-server';
import { chromium } from 'playwright-core';
import { APPS, portOf } from '../../shared-ui/contract/topology.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Private ports, out of the way of a running site (E2E_PORT_OFFSET moves them, as it moves the browser tests).
const BASE = 8000 + Number(process.env.E2E_PORT_OFFSET ?? 19000);
// A render secret shared by the shell's and the remotes' servers, as the real stack has (their areas rendered on the server).
const env = {
  ...process.env,
  PORT_OFFSET: String(BASE - 8000),
  RENDER_SECRET: process.env.RENDER_SECRET || randomBytes(24).toString('base64url'),
};
const shellPort = portOf('shell', env);

const singleDist = path.join(repo, 'e2e/.bench/single-app');
execFileSync(
  path.join(repo, 'shell/node_modules/.bin/rsbuild'),
  ['build', '-c', path.join(repo, 'e2e/bench/single-app/rsbuild.config.ts')],
  {
    cwd: repo,
    env: { ...process.env, DIST_DIR: singleDist },
    stdio: 'ignore',
  },
);

const servers = [
  ...Object.entries(APPS).map(([app, info]) =>
    startStaticServer({
      root: path.join(repo, app, 'dist'),
      port: info.port + BASE - 8000,
      isShell: app === 'shell',
      apiTarget: 'http://127.0.0.1:9', // no API: the measure is about code, API calls fail fast
      env,
      quiet: true,
    }),
  ),
  startStaticServer({
    root: singleDist,
    port: shellPort + 100,
    isShell: true,
    apiTarget: 'http://127.0.0.1:9',
    env,
    quiet: true,
  }),
];
await Promise.all(servers.map((s) => s.ready));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * @param {string} url
 * @param {'script' | 'font'} kind
 */
async function measure(url, kind = 'script') {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<{ url: string, bytes: number, raw: number, start: number }>[]} */
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const u = request.url();
    if (kind === 'script' ? type !== 'script' && !u.endsWith('.js') : type !== 'font') return;
    pending.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        const raw = Number((await response?.allHeaders())?.['content-length'] ?? sizes.responseBodySize);
        // When the request started, in the page's clock (ms since navigation start), to compare with LCP.
        const start = await page
          .evaluate(
            (name) =>
              performance.getEntriesByName(name, 'resource')[0]?.startTime ?? Number.POSITIVE_INFINITY,
            u,
          )
          .catch(() => Number.POSITIVE_INFINITY);
        return { url: u, bytes: sizes.responseBodySize, raw, start };
      }),
    );
  });
  // The largest contentful paint's time: the last candidate before the page settles.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      /** @type {any} */ (window).__lcp = entries[entries.length - 1]?.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  if (kind === 'font') {
    // A Korean page's faces are declared by a style sheet fetched once the language is known.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
  }
  const lcp = Number(await page.evaluate(() => /** @type {any} */ (window).__lcp ?? Number.NaN));
  const files = await Promise.all(pending);
  await context.close();
  if (process.argv.includes('--files')) {
    console.log(`\n${url}`);
    for (const f of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(
        `  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    }
  }
  const runtime = files.filter((f) => RUNTIME_FILES.has(new URL(f.url).pathname));
  const beforeLcp = files.filter((f) => !(f.start > lcp));
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    runtimeBytes: runtime.reduce((sum, f) => sum + f.bytes, 0),
    lcp,
    filesBeforeLcp: beforeLcp.length,
    bytesBeforeLcp: beforeLcp.reduce((sum, f) => sum + f.bytes, 0),
  };
}

/**
 * The federation runtime's files — what a plain app does not have: the chunks of the runtime the shell starts when a
 * page first needs a remote (its preload.json's `federation` list) and each remote's container (its part of the
 * runtime and the list of what it exposes and shares). Read from the builds: the shell's preload.json and the
 * remotes' mf-manifest.json.
 */
const RUNTIME_FILES = new Set(
  Object.entries(APPS).flatMap(([app, info]) => {
    const dist = path.join(repo, app, 'dist');
    try {
      if (app === 'shell') {
        const preload = JSON.parse(readFileSync(path.join(dist, 'preload.json'), 'utf8'));
        return (preload.federation ?? []).map((/** @type {string} */ file) => `/${file}`);
      }
      if (!info.remote) return [];
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const entry = manifest.metaData?.remoteEntry;
      return entry?.name ? [`/${[entry.path, entry.name].filter(Boolean).join('/')}`] : [];
    } catch {
      return [];
    }
  }),
);

const results = [];
for (const route of ['/', '/human']) {
  const federated = await measure(`http://localhost:${shellPort}${route}`);
  const single = await measure(`http://localhost:${shellPort + 100}${route}`);
  results.push({ route, federated, single, overheadBytes: federated.gzipBytes - single.gzipBytes });
}
const fonts = [];
for (const lang of ['en', 'ar', 'ko', 'ru']) {
  const measured = await measure(`http://localhost:${shellPort}/?lng=${lang}`, 'font');
  fonts.push({
    route: `/?lng=${lang}`,
    lcpMs: Math.round(measured.lcp),
    files: measured.filesBeforeLcp,
    bytes: measured.bytesBeforeLcp,
    filesAfterLcp: measured.files - measured.filesBeforeLcp,
    bytesAfterLcp: measured.gzipBytes - measured.bytesBeforeLcp,
  });
}
await browser.close();
await Promise.all(servers.map((s) => s.close()));

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
console.log('JavaScript downloaded (gzip as served), first visit, Chromium:');
console.log('route     federated (files)      single app (files)     federation overhead');
for (const r of results) {
  console.log(
    `${r.route.padEnd(9)} ${kb(r.federated.gzipBytes).padEnd(10)} (${String(r.federated.files).padStart(2)})          ${kb(r.single.gzipBytes).padEnd(10)} (${String(r.single.files).padStart(2)})          +${kb(r.overheadBytes)}`,
  );
}
console.log(
  "\nOf the federated figure, the federation runtime (the shell's runtime chunks, a remote's container):",
);
// Issue 36's goal for a page that loads a remote: the federation runtime at most 30 KB gzip.
const RUNTIME_GOAL = 30 * 1024;
for (const r of results) {
  const goal =
    r.federated.runtimeBytes > 0
      ? r.federated.runtimeBytes <= RUNTIME_GOAL
        ? ' ✓ ≤ 30 KB'
        : ' ✗ > 30 KB'
      : '';
  console.log(
    `${r.route.padEnd(9)} ${kb(r.federated.runtimeBytes).padEnd(10)}${goal} the rest ${kb(r.federated.gzipBytes - r.federated.runtimeBytes)} (single app ${kb(r.single.gzipBytes)})`,
  );
}
// Issue 36's goal: a page in any language costs at most 1.5× the English page's font bytes.
console.log(
  '\nFonts downloaded per language, first view of / (woff2): requested before the LCP, against English (goal ≤ 1.5×), and after it:',
);
const english = fonts[0]?.bytes ?? 0;
for (const f of fonts) {
  const ratio = english > 0 ? f.bytes / english : Number.NaN;
  console.log(
    `${f.route.padEnd(10)} ${kb(f.bytes).padEnd(10)} (${String(f.files).padStart(2)} files)  ${ratio.toFixed(2)}× ${ratio <= 1.5 ? '✓' : '✗'}   after the LCP (${f.lcpMs} ms): ${kb(f.bytesAfterLcp)} (${f.filesAfterLcp})`,
  );
}
writeFileSync(
  path.join(repo, 'e2e/bench/bundle-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'bytes (gzip, as served)', results, fonts }, null, 2)}\n`,
);

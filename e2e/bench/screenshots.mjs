#!/usr/bin/env node
// @ts-check
/**
 * Screenshots of the running site as a visitor and an admin see it, for the design review (issue 35): every page
 * kind (home, the three division homes, a technology page, a range, a product, every shared division page — about,
 * team, vision, manufacturing, research, export, certificates, reports, gallery, reviews, photo gallery, videos,
 * brochures, blog hub, articles, ingredients, contact —, a blog post, news, search, the 404 page and two dashboard
 * screens signed in as ADMIN_NAME / ADMIN_PASSWORD) at 1366 px and 390 px in English, Arabic, Korean and Russian;
 * then a throttled first-view timeline of a phone (150 ms, 1.6 Mbps, 4× CPU) on `/` and a range page: a picture at
 * fixed moments after navigation, with the layout shift (CLS) and largest paint (LCP) the browser measured. For
 * looking at the design, not a test: it asserts nothing. Do not commit the pictures.
 *
 * Usage (against a running stack, e.g. `npm start`, or the browser tests' stack with PORT_OFFSET):
 *   ADMIN_NAME=chief ADMIN_PASSWORD='…' node e2e/bench/screenshots.mjs <output folder> [--full-page]
 *     [--languages=en,ar] [--only=home,product,…] [--no-timeline] [--timeline-only]
 * The site is http://localhost:<shell port> (PORT_OFFSET shifts it, as everywhere), or SITE_URL when set.
 * Files: <folder>/<language>-<desktop|phone>-<page>.png and <folder>/timeline-<page>-<ms>ms.png; every path is
 * printed as it is written. Without admin credentials the dashboard shots are skipped.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { portOf } from '../../shared-ui/contract/topology.mjs';

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--'));
if (!outDir) {
  console.error('Usage: node e2e/bench/screenshots.mjs <output folder> [--full-page]');
  process.exit(2);
}
const fullPage = args.includes('--full-page');
const option = (/** @type {string} */ name) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
const timelineOnly = args.includes('--timeline-only');
const withTimeline = !args.includes('--no-timeline');
const only = option('only');
const site = (process.env.SITE_URL ?? `http://localhost:${portOf('shell')}`).replace(/\/$/, '');
const admin = { name: process.env.ADMIN_NAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
const LANGUAGES = option('languages') ?? ['en', 'ar', 'ko', 'ru'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
];

/** @param {string} route */
async function api(route) {
  const response = await fetch(`${site}/api/${route}`);
  if (!response.ok) throw new Error(`GET /api/${route}: ${response.status}`);
  return response.json();
}

/** The division pages every division has (the catalogue's SHARED_PAGES), shown for one division each. */
const SHARED = [
  ['about', '/human/about'],
  ['team', '/human/facultySection'],
  ['vision', '/human/vision'],
  ['manufacturing', '/veterinary/manufacturing'],
  ['research', '/agriculture/research'],
  ['export', '/veterinary/export'],
  ['certificates', '/human/certificates'],
  ['reports', '/veterinary/report'],
  ['gallery', '/agriculture/gallery'],
  ['reviews', '/human/review'],
  ['photo-gallery', '/veterinary/photo_gallery'],
  ['videos', '/human/videos'],
  ['brochures', '/agriculture/brochures'],
  ['blog-hub', '/human/blog'],
  ['articles', '/veterinary/articles'],
  ['ingredients', '/human/ingredients'],
  ['contact', '/veterinary/contact_us'],
];

/** The public pages, with a real product and blog post from the API. */
async function publicPages() {
  const products = await api('products?group=Livestock&page=1&pageSize=1');
  const blogs = await api('blogs?division=veterinary&page=1&pageSize=1');
  const product = products.items?.[0];
  const post = blogs.items?.[0];
  /** @type {[string, string][]} */
  const pages = [
    ['home', '/'],
    ['human-home', '/human'],
    ['veterinary-home', '/veterinary'],
    ['agriculture-home', '/agriculture'],
    ['technology', '/human/Nanophosphosomes'],
    ['range', '/veterinary/livestock'],
  ];
  if (product) pages.push(['product', `/veterinary/livestock/${product._id}`]);
  pages.push(.../** @type {[string, string][]} */ (SHARED));
  if (post) pages.push(['blog-post', `/veterinary/blog/${post.slug}`]);
  pages.push(['news', '/news'], ['search', '/search?q=calcium'], ['not-found', '/no-such-page']);
  return only ? pages.filter(([name]) => only.includes(name)) : pages;
}

/** @type {[string, string][]} */
const DASHBOARD_PAGES = [
  ['dashboard-home', '/dashboard'],
  ['dashboard-products', '/dashboard/product_details'],
];

/**
 * Waits until the page has settled: its heading shown, no loading screen, images decoded, fonts ready.
 * @param {import('playwright-core').Page} page
 */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map((img) => img.decode().catch(() => undefined)),
    );
  });
  await page.waitForTimeout(300);
}

/** Pages of the throttled first view: the home page and a range page (their late sections used to jump). */
/** @type {[string, string][]} */
const TIMELINE_PAGES = [
  ['home', '/'],
  ['range', '/veterinary/livestock'],
];
const MOMENTS_MS = [300, 600, 1000, 1500, 2000, 3000, 4500, 6000];

/**
 * A slow phone's first view of `route`: pictures at MOMENTS_MS after navigation starts, then the layout shift and
 * largest paint the browser measured (PerformanceObserver, buffered) over the first MOMENTS_MS[-1] ms.
 * @param {[string, string]} entry
 */
async function timeline([name, route]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'en',
  });
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__cls = 0;
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries())) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  const navigation = page.goto(`${site}${route}`, { waitUntil: 'commit' }).catch(() => undefined);
  for (const moment of MOMENTS_MS) {
    const wait = moment - (Date.now() - started);
    if (wait > 0) await page.waitForTimeout(wait);
    const file = path.join(
      /** @type {string} */ (outDir),
      `timeline-${name}-${String(moment).padStart(4, '0')}ms.png`,
    );
    // The picture is taken when asked; taking it takes time too, so the real moment is printed beside it.
    await page.screenshot({ path: file }).catch(() => undefined);
    count += 1;
    console.log(`${file} (at ${Date.now() - started} ms)`);
  }
  await navigation;
  const measured = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { cls: w.__cls, lcp: w.__lcp };
  });
  console.log(
    `timeline ${route}: CLS ${measured.cls.toFixed(3)}, LCP ${Math.round(measured.lcp)} ms (throttled: 150 ms, 1.6 Mbps, 4× CPU)`,
  );
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const pages = timelineOnly ? [] : await publicPages();
let count = 0;
try {
  for (const viewport of timelineOnly ? [] : VIEWPORTS) {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: 1,
        locale: language,
        reducedMotion: 'reduce',
      });
      // The language a returning visitor has chosen (the site's detector reads it first after ?lng).
      await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      const shoot = async (/** @type {string} */ name, /** @type {string} */ route) => {
        await page.goto(`${site}${route}`);
        await settle(page);
        const file = path.join(outDir, `${language}-${viewport.name}-${name}.png`);
        await page.screenshot({ path: file, fullPage });
        count += 1;
        console.log(file);
      };
      for (const [name, route] of pages) await shoot(name, route);
      if (admin.name && admin.password && (!only || only.some((name) => name.startsWith('dashboard')))) {
        const response = await page.request.post(`${site}/api/auth/login`, {
          data: { name: admin.name, password: admin.password },
          headers: { 'X-Requested-With': 'aurinko' },
        });
        if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()}`);
        for (const [name, route] of DASHBOARD_PAGES) await shoot(name, route);
      }
      await context.close();
    }
  }
  if (withTimeline) for (const route of TIMELINE_PAGES) await timeline(route);
} finally {
  await browser.close();
}
if (!admin.name || !admin.password)
  console.warn('ADMIN_NAME / ADMIN_PASSWORD not set: dashboard screens skipped');
console.log(`${count} screenshots in ${outDir}`);

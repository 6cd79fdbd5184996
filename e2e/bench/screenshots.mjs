#!/usr/bin/env node
// @ts-check
/**
 * Screenshots of the running site as a visitor and an admin see it: desktop 1366 px and phone 390 px, in English,
 * Arabic and Korean, of `/`, a division home, a product list, a product page, a blog post, `/news`, the contact
 * page and two dashboard screens (signed in as the admin from ADMIN_NAME / ADMIN_PASSWORD). For looking at the
 * design, not a test: it asserts nothing.
 *
 * Usage (against a running stack, e.g. `npm start`, or the browser tests' stack with PORT_OFFSET):
 *   ADMIN_NAME=chief ADMIN_PASSWORD='…' node e2e/bench/screenshots.mjs <output folder> [--full-page]
 * The site is http://localhost:<shell port> (PORT_OFFSET shifts it, as everywhere), or SITE_URL when set.
 * Files: <folder>/<language>-<desktop|phone>-<page>.png. Without admin credentials the dashboard shots are skipped.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { portOf } from '../../shared-ui/topology.mjs';

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--'));
if (!outDir) {
  console.error('Usage: node e2e/bench/screenshots.mjs <output folder> [--full-page]');
  process.exit(2);
}
const fullPage = args.includes('--full-page');
const site = (process.env.SITE_URL ?? `http://localhost:${portOf('shell')}`).replace(/\/$/, '');
const admin = { name: process.env.ADMIN_NAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
const LANGUAGES = ['en', 'ar', 'ko'];
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

/** The public pages, with a real product and blog post from the API. */
async function publicPages() {
  const products = await api('products?group=Livestock&page=1&pageSize=1');
  const blogs = await api('blogs?division=veterinary&page=1&pageSize=1');
  const product = products.items?.[0];
  const post = blogs.items?.[0];
  /** @type {[string, string][]} */
  const pages = [
    ['home', '/'],
    ['division-home', '/veterinary'],
    ['product-list', '/veterinary/livestock'],
  ];
  if (product) pages.push(['product', `/veterinary/livestock/${product._id}`]);
  if (post) pages.push(['blog-post', `/veterinary/blog/${post.slug}`]);
  pages.push(['news', '/news'], ['contact', '/veterinary/contact_us']);
  return pages;
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

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const pages = await publicPages();
let count = 0;
try {
  for (const viewport of VIEWPORTS) {
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
      if (admin.name && admin.password) {
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
} finally {
  await browser.close();
}
if (!admin.name || !admin.password)
  console.warn('ADMIN_NAME / ADMIN_PASSWORD not set: dashboard screens skipped');
console.log(`${count} screenshots in ${outDir}`);

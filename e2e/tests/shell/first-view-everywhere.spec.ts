import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mainMenuTop } from './helpers';

/**
 * Issue 36 (and the slow-phone items of issue 35): every page kind arrives whole from the server — a range's products,
 * a media list's items, a blog post — with no loader where its content goes; a button pressed before the app has taken
 * the page over is not lost; nothing moves after the first paint on a throttled phone.
 */

/** A loading state (LoadingScreen: a status that says it is loading), not an empty live region such as ShareLinks'. */
const loaders = (scope: Locator) => scope.getByRole('status').filter({ hasText: /\S/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a range page's products are in the HTML, the first picture eager and hinted with its srcset", async ({
    page,
  }) => {
    await page.goto('/veterinary/livestock');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).not.toHaveCount(0);
    const products = main.getByRole('link', { name: /^View details of / });
    expect(await products.count()).toBeGreaterThan(0);
    // No loading state where the products go.
    await expect(loaders(main)).toHaveCount(0);
    // The first product's picture: fetched at once with high priority, and announced in the head with its srcset.
    const first = main.locator('ul li img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const hint = page.locator('head link[rel="preload"][as="image"]');
    await expect(hint).toHaveCount(1);
    const srcset = await hint.getAttribute('imagesrcset');
    expect(srcset).toBeTruthy();
    // The hint asks for the very files the picture's <picture> offers, so the browser fetches it once.
    const offered = await first.evaluate(
      (img) => img.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? '',
    );
    expect(offered).toBe(srcset);
    // The pictures further down wait until they are scrolled to.
    const rest = main.locator('ul li img');
    if ((await rest.count()) > 1) await expect(rest.nth(1)).toHaveAttribute('loading', 'lazy');
  });

  test('an Arabic range page is there whole, right to left', async ({ page }) => {
    await page.goto('/human/Health_supplements?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.locator('ul li h3').first()).toBeVisible();
    await expect(loaders(main)).toHaveCount(0);
  });

  for (const [path, items] of [
    ['/veterinary/report', 'ul li'],
    ['/veterinary/articles', 'ul li'],
    ['/veterinary/brochures', 'ul li'],
    ['/veterinary/videos', 'ul li'],
    ['/veterinary/photo_gallery', 'ul li img'],
    ['/veterinary/blog', 'ul li h2 a'],
  ] as const) {
    test(`the media list ${path} has its items in the HTML, no loader`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await main.locator(items).count()).toBeGreaterThan(0);
      await expect(loaders(main)).toHaveCount(0);
    });
  }

  test('a blog post is there whole: its text and the posts beside it', async ({ page }) => {
    await page.goto('/veterinary/blog');
    const href = await page.getByRole('main').locator('ul li h2 a').first().getAttribute('href');
    expect(href).toMatch(/^\/veterinary\/blog\/./);
    await page.goto(href ?? '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await main.locator('p').count()).toBeGreaterThan(2);
    await expect(loaders(main)).toHaveCount(0);
  });

  test('the home page\'s "News and events" is in the HTML, not added later', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-events').getByTestId('event').first()).toBeVisible();
  });
});

/**
 * Holds the app's scripts (the shell's and the remotes') until `release` is called: the page is the server's HTML
 * alone until then, as on a slow phone. Not the few lines of /early-input.js, which the head loads first to record
 * what the visitor does meanwhile.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== '/early-input.js',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a menu button pressed before the app has taken the page over does what it says once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const release = await holdScripts(page);
  await page.goto('/veterinary/livestock', { waitUntil: 'commit' });
  const button = mainMenuTop(page).getByRole('button', { name: 'Divisions', exact: true });
  await expect(button).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
  await button.click();
  // Nothing can happen yet: the app's scripts are held.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 30_000 });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
  // Pressed once more, it closes as usual: the press was replayed once, not on every later render.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a link followed before the app has taken the page over works: it is a plain link', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const link = page.getByRole('contentinfo').locator('a[href="/news"]');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/news$/);
  release();
});

/**
 * The page's cumulative layout shift (the sum of shifts without recent input, as Lighthouse counts it when the page
 * has one session window) on a throttled phone: 150 ms, 1.6 Mbit/s, a CPU four times slower. A layout measure, not a
 * time: the machine's load changes when things arrive, never how far they move.
 */
async function throttledShift(page: Page, path: string): Promise<number> {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { timeout: 60_000 });
  await page.waitForLoadState('load', { timeout: 60_000 });
  // Late images and the remote's take-over have settled.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return shift;
}

for (const path of ['/', '/veterinary/livestock', '/human/Health_supplements?lng=ar']) {
  test(`nothing moves after the first paint on a throttled phone: ${path} (CLS ≤ 0.05)`, async ({ page }) => {
    test.setTimeout(120_000);
    const shift = await throttledShift(page, path);
    console.log(`CLS ${path}: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThanOrEqual(0.05);
  });
}

import { adminLogin, expect, test } from '../fixtures';
import { addPartnerLogo } from './helpers';

/**
 * The first view rendered on the server (issue 14): a phone paints the page from the HTML, before any script, and the
 * app then takes that HTML over (hydration) instead of building the page again.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The home page shows partner logos only once an admin has uploaded some: this file does not count on another's.
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await adminLogin(request);
    await addPartnerLogo(request, 'e2e-first-view.png');
    await request.dispose();
  });

  test('the home page is there whole, in the language asked for, right to left in Arabic', async ({
    page,
  }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا بكم في');
    await expect(page.getByRole('link', { name: 'الرئيسية', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('مكاتبنا');
    // Styled: the start stylesheets are linked in the head.
    const banner = page.locator('section[aria-labelledby="home-title"]');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).not.toBe('none');
  });

  test("the browser's language decides when the address names none", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenue chez');
    await context.close();
  });

  test("a division page is there whole: the site's frame around the area its remote's server rendered", async ({
    page,
  }) => {
    await page.goto('/human');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Nano-enabled health for every stage of life' }),
    ).toBeVisible();
    // The slider's slides came from the API through the shell's server (page data), not from a script.
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', /\/api\/uploads\//);
    await expect(page.getByTestId('division-nav')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Styled by the remote's own stylesheet, linked in the head: the division's colour on its name.
    const name = page.getByTestId('division-nav').getByRole('link', { name: 'Human Health' });
    expect(await name.evaluate((el) => getComputedStyle(el).fontWeight)).not.toBe('400');
  });

  test('a product page shows its product in the language asked for, right to left in Arabic', async ({
    page,
  }) => {
    await page.goto('/veterinary/livestock/23?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    expect(await heading.textContent()).toMatch(/[\u0600-\u06FF]/);
    await expect(page.getByRole('main').locator('picture img').first()).toBeAttached();
    // "More products in this range" too: the server read the range with the product.
    const related = page.getByRole('region', { name: 'منتجات أخرى من هذه المجموعة' });
    await expect(related.getByRole('link').first()).toBeVisible();
  });

  test("the home page's own API content is in the HTML: headlines, product cards, partner logos, reviews", async ({
    page,
  }) => {
    await page.goto('/?lng=en');
    await expect(page.getByTestId('headline-ticker').getByRole('listitem').first()).not.toHaveText('');
    await expect(page.getByTestId('product-cards').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByTestId('partner-logos').locator('img').first()).toHaveAttribute(
      'src',
      /\/api\/uploads\//,
    );
    await expect(page.locator('#page-data')).toBeAttached();
  });
});

test('the home page and a product page use the API answers that came with the HTML: no read is made again', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/?lng=en');
  await expect(page.getByTestId('headline-ticker')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const read of ['/api/headline/all', '/api/logo/logos', '/api/product-cards', '/api/reviews']) {
    expect(
      reads.filter((url) => url.startsWith(read)),
      read,
    ).toEqual([]);
  }
  // The ticker still gets its speed from its text once the app runs (not from a style attribute in the HTML).
  const track = page.getByTestId('headline-ticker').locator('[data-paused]');
  await expect
    .poll(() => track.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--ticker-duration')))
    .toMatch(/^\d+s$/);

  reads.length = 0;
  await page.goto('/veterinary/livestock/23?lng=en');
  const related = page.getByRole('region', { name: 'More products in this range' });
  await expect(related.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[data-remote-area]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((url) => url.startsWith('/api/products'))).toEqual([]);
  // Later reads are the API's: the data of the first view is used once.
  await related.getByRole('link', { name: 'See the whole range' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livestock');
  await expect.poll(() => reads.some((url) => url.startsWith('/api/products?group='))).toBe(true);
});

test('a division page: the remote takes its server-rendered area over without a loading screen, and works', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Records whether a loading screen ever appears in the page's main area.
  await page.addInitScript(() => {
    const w = window as unknown as { loadingShown: boolean };
    w.loadingShown = false;
    new MutationObserver(() => {
      if (document.querySelector('main [role="status"]')) w.loadingShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/human?lng=en');
  await expect(
    page.getByRole('heading', { name: 'Nano-enabled health for every stage of life' }),
  ).toBeVisible();
  // The remote has loaded and replaced the server's HTML of its area.
  await expect(page.locator('[data-remote-area]')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Nano-enabled health for every stage of life' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(
    false,
  );
  // It works: a link of the division's menu opens its page in place (no new document).
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByTestId('division-nav').getByRole('button', { name: 'Technologies' }).click();
  await page.getByTestId('division-nav').getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/human\/.+/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // Another division, in the same document (the router follows the history): its own remote, not the first area.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/veterinary');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('division-nav').getByRole('link').first()).toHaveText('Veterinary Health');
  await expect(page.getByRole('main')).not.toContainText('Nano-enabled health for every stage of life');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems.filter((text) => !/favicon/i.test(text))).toEqual([]);
});

test('the app takes the HTML over without building it again, and the page works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // Records whether the server's heading ever leaves the page (it would if the app rendered the page afresh).
  await page.addInitScript(() => {
    const w = window as unknown as { headingRemoved: boolean };
    w.headingRemoved = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            w.headingRemoved = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  // Hydrated: the API's headlines arrive through the app, and the language selector switches the page in place.
  await expect(page.getByTestId('headline-ticker')).toBeVisible();
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenue chez');
  expect(await page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved)).toBe(
    false,
  );
  expect(warnings.filter((text) => /Server-rendered HTML replaced|hydrat/i.test(text))).toEqual([]);
});

test('a division page rendered on the server still gets its remote in the browser', async ({ page }) => {
  await page.goto('/veterinary/livestock?lng=en');
  // The frame came from the server; the page's heading and products from the remote.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livestock');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

/**
 * A division page's area: its remote hydrates the HTML its server rendered (the same elements stay on the page, so
 * nothing is painted twice), in every frame — a division home, a company page in Arabic, a range in Korean, and the
 * contact page, whose form waits (inert) until the remote has taken it over and then takes input.
 */
for (const address of [
  '/human?lng=en',
  '/human/about?lng=ar',
  '/veterinary/livestock?lng=ko',
  '/human/contact_us?lng=en',
]) {
  test(`the remote takes its area over without building it again: ${address}`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Records whether the area's heading ever leaves the page (it would if the remote drew the area afresh).
    await page.addInitScript(() => {
      const w = window as unknown as { headingRemoved: boolean };
      w.headingRemoved = false;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('main h1') || node.querySelector('h1')))
              w.headingRemoved = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Taken over: the page says it responds, and the server's marker of the area is gone.
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    await expect(page.locator('[data-remote-area]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved)).toBe(
      false,
    );
    expect(warnings.filter((text) => /Server-rendered HTML replaced|hydrat/i.test(text))).toEqual([]);
    if (address.startsWith('/human/contact_us')) {
      const name = page.getByRole('textbox', { name: /Name/ });
      await name.fill('Hydrated visitor');
      await expect(name).toHaveValue('Hydrated visitor');
    }
  });
}

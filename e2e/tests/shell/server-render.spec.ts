import { expect, test } from '../fixtures';

/**
 * The first view rendered on the server (issue 14): a phone paints the page from the HTML, before any script, and the
 * app then takes that HTML over (hydration) instead of building the page again.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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

  test("a division page has the site's frame and the loading area its remote fills", async ({ page }) => {
    await page.goto('/human');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
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

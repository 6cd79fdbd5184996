import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The neutral "missing image" surface (ResponsiveImage) stands in for a file that failed — and only for one: a lazy
 * picture below the fold that has not loaded yet is not missing.
 */
const missing = '[data-missing-image]';
/** A range page's product tiles. */
const products = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^View details of / }) });

test('a page whose pictures load shows none of them as missing, below the fold included', async ({
  page,
}) => {
  await page.goto('/veterinary/livestock');
  const pictures = products(page).locator('img');
  await expect(pictures.first()).toBeVisible();
  expect(await pictures.count()).toBeGreaterThan(1);
  // The app has taken the page over (its check of server-rendered pictures has run) while the last ones are unloaded.
  await page.waitForLoadState('networkidle');
  await expect(page.locator(missing)).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.locator(missing)).toHaveCount(0);
  // The home page: product cards and partner logos below the fold, lazy.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(missing)).toHaveCount(0);
});

test('a picture whose file fails before the app takes the page over becomes the neutral surface', async ({
  page,
}) => {
  // Every uploaded picture of the range page answers 404: the server-rendered <img> fails before hydration (its
  // error event unheard by React) and is found failed afterwards.
  await page.route(/\/api\/uploads\/.*\.(webp|jpe?g|png)(\?|$)/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
  );
  await page.goto('/veterinary/livestock');
  const first = products(page).first();
  await expect(first.locator(missing)).toBeVisible();
  await expect(first.locator('img')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../dashboard/dashboard-helpers';
import { expect, test } from '../fixtures';

// A lazy page whose chunk fails to load (here: the request aborted, as a network error or Rspack's chunkLoadTimeout
// would end it) shows the "temporarily unavailable" message; once the network is back, its retry imports the chunk
// again and shows the page — without a reload (React.lazy alone keeps the failure: lazyWithRetry in shared-ui).

/**
 * Fails every request for the lazy chunk that defines `exportName` (a page's module) while `blocked()` is true;
 * returns how many it failed.
 */
async function failChunkOf(page: Page, exportName: string, blocked: () => boolean) {
  let failed = 0;
  const defines = new RegExp(`[{,]${exportName}:\\(\\)=>`);
  await page.route(/\/static\/js\/async\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocked() && defines.test(body)) {
      failed += 1;
      await route.abort('failed');
      return;
    }
    await route.fulfill({ response, body });
  });
  return () => failed;
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

test('a shell page whose chunk failed comes back with retry, no reload', async ({ page }) => {
  let blocked = true;
  const failed = await failChunkOf(page, 'NewsPage', () => blocked);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our new identity' }).click();
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  expect(failed()).toBeGreaterThan(0);
  // The site around it still works.
  await expect(page.getByRole('banner')).toBeVisible();
  blocked = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Identity Has Evolved' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  await expectSameDocument(page);
});

test("a dashboard page whose chunk failed comes back with retry, no reload (a remote's lazy page)", async ({
  page,
}) => {
  await signInAsAdmin(page);
  let blocked = true;
  const failed = await failChunkOf(page, 'HeadlinesPage', () => blocked);
  await page.goto('/dashboard');
  const toHeadlines = page.getByRole('main').getByRole('link', { name: 'Headlines' }).first();
  await expect(toHeadlines).toBeVisible();
  await markDocument(page);
  await toHeadlines.click();
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  expect(failed()).toBeGreaterThan(0);
  blocked = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Headlines' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/AddHeadline$/);
  await expectSameDocument(page);
});

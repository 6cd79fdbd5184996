import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@aurinko/contract/topology';
import { expect, test, useLanguage } from '../fixtures';
import { signInAsAdmin } from './dashboard-helpers';

// The dashboard's frame has no `main` of its own: its remote draws the banner, the menu and the `main`. Until the
// remote's files arrive, the shell's loading screen is the page's one `main` (with the loading status); once the
// remote renders, its `main` replaces it — never two, never none (issue 34).

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The loading screen's status text in `language` (shared-ui's common namespace). */
const loadingText = (language: string) =>
  (
    JSON.parse(readFileSync(path.join(REPO, `shared-ui/src/locales/${language}/common.json`), 'utf8')) as {
      loading: string;
    }
  ).loading;

for (const language of ['en', 'ar'] as const) {
  test(`/dashboard while its remote loads (${language}): one main with the loading status, then one main with the dashboard`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await signInAsAdmin(page);
    // Every file of the dashboard's remote waits until the test lets it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(new RegExp(`^https?://[^/]+:${portOf('mf-dashboard')}/`), async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect.poll(() => held).toBeGreaterThan(0);
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('status')).toHaveText(loadingText(language));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    release();
    // The remote's own page: its banner and navigation beside its `main`, which now holds the dashboard.
    await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).toHaveCount(1);
    await expect(main.getByText(loadingText(language), { exact: true })).toHaveCount(0);
  });
}

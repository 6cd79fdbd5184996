import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, test, WRITE_HEADERS } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, translation status that tells the truth: a product saved with English and French details; the English
// details changed and saved as a draft → the French tab says it needs an update (English changed since the French was
// saved), in words. In English and in Arabic (right to left).
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
/** A text of the dashboard's studio locale file, as the admin reads it. */
function studio(language: string, key: string): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/dashboard_studio.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

for (const lng of ['en', 'ar'] as const) {
  test(`a French translation older than its English is marked "needs update" (${lng})`, async ({ page }) => {
    await signInAsAdmin(page);
    const name = unique(`Stale Drops ${lng}`);
    const created = await page.request.post('/api/admin/products', {
      headers: WRITE_HEADERS,
      data: {
        group: 'Pet',
        name: { en: name, fr: `${name} FR` },
        details: { en: doc('Give one drop a day.'), fr: doc('Donner une goutte par jour.') },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;

    await page.goto(`/dashboard/product_details/${id}?lng=${lng}`);
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const french = page.getByRole('tab', { name: /Français/ });
    await expect(french).toContainText(studio(lng, 'form.marks.filled'), { timeout: 30_000 });
    await expect(page.getByRole('tab', { name: /Deutsch|Español/ })).toContainText(
      studio(lng, 'form.marks.missing'),
    );

    // The English details changed, saved as a draft.
    const details = page.getByRole('textbox', { name: studio(lng, 'fields.details'), exact: true });
    await expect(details).toContainText('Give one drop a day.');
    await details.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Two for large dogs.');
    await page.getByRole('button', { name: studio(lng, 'drafts.saveDraft') }).click();
    await expect(page.getByTestId('record-status')).toContainText(studio(lng, 'drafts.status.changes'));

    // The French tab says so in words (its accessible name), not by colour only.
    await expect(french).toContainText(studio(lng, 'form.marks.stale'));
    await expect(page.getByRole('tab', { name: new RegExp(studio(lng, 'form.marks.stale')) })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Reopened, the draft still says it (the server's answer, not the form's memory).
    await page.reload();
    await expect(french).toContainText(studio(lng, 'form.marks.stale'), { timeout: 30_000 });
    await french.click();
    await expect(french).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });
}

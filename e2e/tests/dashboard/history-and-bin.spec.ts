import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainTextToRichText } from '@aurinko/contract/rich-text';
import { ADMIN, expect, expectNoAxeViolations, test, WRITE_HEADERS } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, history and restore: a product edited three times shows three versions (after its creation), a diff of
// two, and restores the first edit as a draft; a deleted event is restored from the bin; the audit row shows the old
// and new values. In English and in Arabic (right to left).
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
/** A text of the dashboard's locale files, as the admin reads it. */
function text(language: string, namespace: string, key: string): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/${namespace}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}
const studio = (language: string, key: string) => text(language, 'dashboard_studio', key);
/** A translated text with its `{{…}}` values left out, as its first part. */
const lead = (value: string) => value.split('{{')[0]?.trim() ?? value;

for (const lng of ['en', 'ar'] as const) {
  test(`history (${lng}): three edits are three versions, compared, and the first is restored as a draft`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = unique(`History Tonic ${lng}`);
    const created = await page.request.post('/api/admin/products', {
      headers: WRITE_HEADERS,
      data: { group: 'Pet', name: { en: name }, composition: { en: 'Opening text.' } },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    await page.goto(`/dashboard/product_details/${id}?lng=${lng}`);
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const details = page.getByRole('textbox', { name: studio(lng, 'fields.composition'), exact: true });
    await expect(details).toHaveValue('Opening text.', { timeout: 30_000 });

    // Three edits, each saved as a draft.
    const panel = page.getByTestId('history');
    const rows = panel.getByTestId('version-row');
    for (const [index, edit] of ['First edit.', 'Second edit.', 'Third edit.'].entries()) {
      await details.fill(edit);
      await page.getByRole('button', { name: studio(lng, 'drafts.saveDraft') }).click();
      await expect(page.getByTestId('record-status')).toContainText(studio(lng, 'drafts.status.changes'));
      // The creation, then one version per save.
      await expect(rows).toHaveCount(index + 2);
    }
    const drafts = rows.filter({ hasText: studio(lng, 'history.kinds.draft') });
    await expect(drafts).toHaveCount(3);
    await expect(rows.last()).toContainText(studio(lng, 'history.kinds.create'));
    await expect(rows.first()).toContainText(ADMIN.name);

    // The two newest compared: the composition in English, before and after.
    const diff = page.getByTestId('version-diff');
    const changed = diff.locator('tr[data-path="composition.en"]');
    await expect(changed).toContainText('Second edit.');
    await expect(changed).toContainText('Third edit.');
    // Another pair: from the creation to the first edit.
    await rows
      .last()
      .getByRole('radio', { name: lead(studio(lng, 'history.compareFrom')) })
      .check();
    await rows
      .nth(2)
      .getByRole('radio', { name: lead(studio(lng, 'history.compareTo')) })
      .check();
    await expect(changed).toContainText('Opening text.');
    await expect(changed).toContainText('First edit.');
    await expectNoAxeViolations(page);

    // The first edit restored as the draft, after the question.
    await rows
      .nth(2)
      .getByRole('button', { name: lead(studio(lng, 'history.restoreOne')) })
      .click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(lead(studio(lng, 'history.confirm')));
    await question.getByRole('button', { name: studio(lng, 'history.restore') }).click();
    await expect(details).toHaveValue('First edit.');
    await expect(rows.first()).toContainText(studio(lng, 'history.kinds.restore'));
    const stored = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
      composition: { en: string };
      draft: { values: { composition: { en: string } } };
    };
    expect(stored.draft.values.composition.en).toBe('First edit.');
    // Visitors still see the published text.
    expect(stored.composition.en).toBe('Opening text.');

    // The audit row of the last save shows the old and new values, and the record's title.
    await page.goto(`/dashboard/audit?entity=products&action=draft-save&lng=${lng}`);
    const row = page.getByTestId('audit-row').filter({ hasText: name }).filter({ hasText: 'Third edit.' });
    await expect(row.getByTestId('audit-title')).toHaveText(name);
    await expect(row.getByTestId('audit-before')).toHaveText('Second edit.');
    await expect(row.getByTestId('audit-after')).toHaveText('Third edit.');
    await expectNoAxeViolations(page);
    // Its link opens the record's history on that version.
    await row.getByRole('link', { name: text(lng, 'dashboard_inbox', 'audit.version') }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/product_details/${id}\\?.*version=`));
    await expect(page.getByTestId('version-diff').locator('tr[data-path="composition.en"]')).toContainText(
      'Third edit.',
    );
  });

  test(`bin (${lng}): a deleted event is listed in the bin and restored as it was`, async ({ page }) => {
    await signInAsAdmin(page);
    const title = unique(`Bin Field Day ${lng}`);
    const created = await page.request.post('/api/admin/events', {
      headers: WRITE_HEADERS,
      data: {
        title: { en: title },
        date: '2026-10-08',
        place: { en: 'Namakkal, India' },
        description: { en: plainTextToRichText('Vaccination and gut health for broiler farms.') },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;

    // Deleted from its form: the question says it goes to the bin.
    await page.goto(`/dashboard/Event/${id}?lng=${lng}`);
    await page.getByRole('button', { name: studio(lng, 'form.delete'), exact: true }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(lead(studio(lng, 'list.confirmDelete')));
    await question.getByRole('button', { name: studio(lng, 'list.delete'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/Event(\?|$)/);
    expect((await page.request.get(`/api/admin/events/${id}`)).status()).toBe(404);

    await page.goto(`/dashboard/bin?resource=events&lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: studio(lng, 'bin.title') })).toBeVisible();
    const row = page.getByTestId('bin-row').filter({ hasText: title });
    await expect(row).toContainText(studio(lng, 'resources.events.plural'));
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: lead(studio(lng, 'bin.restoreOne')) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: studio(lng, 'bin.restore'), exact: true })
      .click();
    await expect(row).toHaveCount(0);
    const back = await page.request.get(`/api/admin/events/${id}`);
    expect(back.status()).toBe(200);
    expect(((await back.json()) as { title: { en: string } }).title.en).toBe(title);
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolations, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';
import { type CreatedAdmin, createAccount, signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, editing without loss: two admins edit one product in two browser contexts; the second save is refused
// (409, If-Match) and the form shows the first admin's change field by field and merges as the second admin chooses.
// In English and in Arabic (right to left).
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
function studio(language: string, key: string): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/dashboard_studio.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}
/** A translated text with its `{{…}}` values left out, as a pattern of its first part. */
const lead = (text: string) => text.split('{{')[0]?.trim() ?? text;

/** A second admin's page: a browser context of its own, signed in as that admin. */
async function pageOf(browser: Browser, admin: CreatedAdmin): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const response = await context.request.post(`${SHELL_URL}/api/auth/login`, {
    data: { name: admin.name, password: admin.password },
    headers: WRITE_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  return context.newPage();
}

for (const lng of ['en', 'ar'] as const) {
  test(`two tabs (${lng}): the second save shows the other admin's change and merges field by field`, async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const second = await createAccount(page, 'admin', 'merger');
    const name = unique(`Conflict Tonic ${lng}`);
    const created = await page.request.post('/api/admin/products', {
      headers: WRITE_HEADERS,
      data: { group: 'Pet', name: { en: name }, composition: { en: 'Opening text.' } },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    const address = `/dashboard/product_details/${id}?lng=${lng}`;
    const nameLabel = studio(lng, 'fields.name');
    const detailsLabel = studio(lng, 'fields.composition');
    const saveDraft = studio(lng, 'drafts.saveDraft');

    // Tab A (the shared test admin) and tab B (the second admin) open the same record.
    await page.goto(address);
    const other = await pageOf(browser, second);
    await other.goto(address);
    if (lng === 'ar') await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    // A second browser context loads the dashboard remote afresh: slow on a loaded machine.
    await expect(other.getByRole('textbox', { name: detailsLabel, exact: true })).toHaveValue(
      'Opening text.',
      {
        timeout: 30_000,
      },
    );
    // B is told A has it open (a soft lock: B can still type).
    await expect(other.getByTestId('presence')).toContainText(lead(studio(lng, 'presence.editing')));
    await expect(other.getByTestId('presence')).toContainText(ADMIN.name);

    // A saves a new composition first (a plain text field; details are rich text: rich-text.spec.ts).
    await page.getByRole('textbox', { name: detailsLabel, exact: true }).fill('Details written in tab A.');
    await page.getByRole('button', { name: saveDraft }).click();
    await expect(page.getByTestId('record-status')).toContainText(studio(lng, 'drafts.status.changes'));

    // B, not reloaded, changes the name and the details, and saves: refused, nothing of A's is lost.
    await other.getByRole('textbox', { name: nameLabel, exact: true }).fill(`${name} B`);
    await other.getByRole('textbox', { name: detailsLabel, exact: true }).fill('Details written in tab B.');
    await other.getByRole('button', { name: saveDraft }).click();
    const panel = other.getByRole('alert').filter({ hasText: studio(lng, 'conflict.title') });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(ADMIN.name);
    const details = panel.locator('fieldset[data-path="composition.en"]');
    await expect(details).toContainText('Details written in tab A.');
    await expect(details).toContainText('Details written in tab B.');
    await expectNoAxeViolations(other);

    // B takes A's details and keeps B's own name, then saves again: both changes are in the draft.
    await details.getByRole('radio', { name: new RegExp(studio(lng, 'conflict.theirs')) }).check();
    await panel.getByRole('button', { name: studio(lng, 'conflict.merge') }).click();
    await expect(panel).toBeHidden();
    await expect(other.getByRole('textbox', { name: detailsLabel, exact: true })).toHaveValue(
      'Details written in tab A.',
    );
    await expect(other.getByRole('textbox', { name: nameLabel, exact: true })).toHaveValue(`${name} B`);
    await other.getByRole('button', { name: saveDraft }).click();
    await expect(other.getByTestId('record-status')).toContainText(second.name);

    const stored = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
      draft: { values: { name: { en: string }; composition: { en: string } } };
    };
    expect(stored.draft.values.name.en).toBe(`${name} B`);
    expect(stored.draft.values.composition.en).toBe('Details written in tab A.');
    await other.context().close();
  });
}

test('no lost input: Back from a dirty form asks, and a closed tab’s text comes back on reopening', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const name = unique('Recovered Tonic');
  const created = await page.request.post('/api/admin/products', {
    headers: WRITE_HEADERS,
    data: { group: 'Pet', name: { en: name }, composition: { en: 'Saved text.' } },
  });
  const id = ((await created.json()) as { _id: string })._id;
  const details = page.getByRole('textbox', { name: studio('en', 'fields.composition'), exact: true });

  // The list, then the form: Back from the dirty form is held and asks.
  await page.goto('/dashboard/product_details?lng=en');
  await page.goto(`/dashboard/product_details/${id}?lng=en`);
  await details.fill('Typed but not saved.');
  await page.evaluate(() => window.history.back());
  const question = page.getByRole('alertdialog', { name: studio('en', 'form.leaveQuestion') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: studio('en', 'form.stay') }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/product_details/${id}`));
  await expect(details).toHaveValue('Typed but not saved.');
  // Asked again on the next Back; leaving goes to the page before the form.
  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: studio('en', 'form.leave') }).click();
  await expect(page).toHaveURL(/\/dashboard\/product_details\?lng=en$/);

  // The tab is closed with text typed: the form opened again offers it back.
  const tab = await page.context().newPage();
  await tab.goto(`/dashboard/product_details/${id}?lng=en`);
  const tabDetails = tab.getByRole('textbox', { name: studio('en', 'fields.composition'), exact: true });
  await tabDetails.fill('Typed in a tab that was then closed.');
  // Leaving without saving dropped the first text: nothing is offered; the new text is copied as it is typed.
  await expect(tab.getByTestId('recovery')).toHaveCount(0);
  await expect
    .poll(() => tab.evaluate(() => Object.values(window.localStorage).join(' ')))
    .toContain('Typed in a tab that was then closed.');
  await tab.close({ runBeforeUnload: false });
  const again = await page.context().newPage();
  await again.goto(`/dashboard/product_details/${id}?lng=en`);
  const offer = again.getByTestId('recovery');
  await expect(offer).toContainText(lead(studio('en', 'recovery.found')));
  await expectNoAxeViolations(again);
  await offer.getByRole('button', { name: studio('en', 'recovery.restore') }).click();
  await expect(
    again.getByRole('textbox', { name: studio('en', 'fields.composition'), exact: true }),
  ).toHaveValue('Typed in a tab that was then closed.');
  // Ctrl+S saves it as a draft; the copy is gone with the save.
  await again.keyboard.press('Control+s');
  await expect(again.getByTestId('record-status')).toContainText(studio('en', 'drafts.status.changes'));
  await expect
    .poll(() => again.evaluate(() => Object.keys(window.localStorage).some((k) => k.includes('recovery'))))
    .toBe(false);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, WRITE_HEADERS } from '../fixtures';
import { pngFile, signInAsAdmin, unique } from './dashboard-helpers';

// Drafts end to end: the studio form saves a draft or publishes, visitors (a second browser context, no session)
// see only what is published, and the admin previews drafts on the real public page. Serial: the second test
// edits the product the first one published.
test.describe.configure({ mode: 'serial' });
// Each test walks through the dashboard, two browser contexts and a preview tab: many page loads.
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
/** A text as the locale files give it: `file` under the repository, `a.b.c` inside it. */
function text(file: string, key: string): string {
  const json = JSON.parse(readFileSync(path.join(REPO, file), 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}
const studio = (language: string, key: string) =>
  text(`mf-dashboard/src/locales/${language}/dashboard_studio.json`, key);
const common = (language: string, key: string) => text(`shared-ui/src/locales/${language}/common.json`, key);
const inbox = (language: string, key: string) =>
  text(`mf-dashboard/src/locales/${language}/dashboard_inbox.json`, key);

const name = unique('Draft Pet Tonic');
const edited = `${name} Forte`;
let productId = '';

/** A visitor: a browser context of its own, without the admin's session. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The Pet product list as it shows once its products are in (the seeded ones are always published). */
async function petList(page: Page, query: string) {
  await page.goto(`/veterinary/pet?${query}`);
  await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
}

/** Clicks "Preview" and returns the public page it opens in a new tab. */
async function openPreview(page: Page, label: string): Promise<Page> {
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: new RegExp(`^${label}`) }).click(),
  ]);
  await preview.waitForLoadState();
  return preview;
}

test.describe('drafts: a Pet product', () => {
  test('created as a draft it stays hidden from visitors, the admin previews it, then publishes it', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Pet?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'New product: Pet care' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Daily drops for older cats.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product_details\/\d+/);
    productId = /product_details\/(\d+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('toasts')).toContainText(`Draft saved: ${name}`);
    await expect(page.getByTestId('record-status')).toHaveText('Status: Draft — not published');
    await expectNoAxeViolations(page);

    // A visitor finds neither its page nor its entry in the list, with or without ?preview=1.
    const visitor = await visitorPage(browser);
    for (const query of ['lng=en', 'lng=en&preview=1']) {
      await visitor.goto(`/veterinary/pet/${productId}?${query}`);
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'This product could not be found.' }),
      ).toBeVisible();
      await expect(visitor.getByTestId('preview-banner')).toHaveCount(0);
      await petList(visitor, query);
      await expect(visitor.getByRole('link', { name: `View details of ${name}` })).toHaveCount(0);
    }

    // The admin sees it on the real public page, marked as a preview.
    const preview = await openPreview(page, 'Preview');
    expect(new URL(preview.url()).pathname + new URL(preview.url()).search).toBe(
      `/veterinary/pet/${productId}?preview=1`,
    );
    await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(preview.getByTestId('preview-banner')).toContainText('Preview — not published');
    await expectNoAxeViolations(preview);
    await petList(preview, 'preview=1');
    await expect(preview.getByRole('link', { name: `View details of ${name}` })).toBeVisible();
    await preview.close();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Published: ${name}`);
    await expect(page.getByTestId('record-status')).toHaveText('Status: Published');

    await visitor.goto(`/veterinary/pet/${productId}?lng=en`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await petList(visitor, 'lng=en');
    await expect(visitor.getByRole('link', { name: `View details of ${name}` })).toBeVisible();
    await visitor.context().close();
    expect(consoleErrors).toEqual([]);
  });

  test('edited as a draft in Arabic, visitors keep the published name until it is published again', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`/dashboard/product_details/${productId}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('record-status')).toContainText(studio('ar', 'drafts.status.published'));
    const nameField = page.getByRole('textbox', { name: studio('ar', 'fields.name'), exact: true });
    await expect(nameField).toHaveValue(name);
    await nameField.fill(edited);
    await page.getByRole('button', { name: studio('ar', 'drafts.saveDraft') }).click();
    await expect(page.getByTestId('record-status')).toContainText(studio('ar', 'drafts.status.changes'));
    await expect(page.getByRole('button', { name: studio('ar', 'drafts.discard') })).toBeVisible();
    await expectNoAxeViolations(page);

    // Visitors (in Arabic too: the name falls back to English) still see the published name.
    const visitor = await visitorPage(browser);
    await visitor.goto(`/veterinary/pet/${productId}?lng=ar`);
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(visitor.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    // The admin's preview shows the draft, with the banner in Arabic.
    const preview = await openPreview(page, studio('ar', 'drafts.preview'));
    await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(preview.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(preview.getByTestId('preview-banner')).toContainText(common('ar', 'preview.title'));
    await expectNoAxeViolations(preview);
    await preview.close();

    // The list marks the pending draft.
    await page.goto('/dashboard/Pets?lng=ar');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(studio('ar', 'drafts.badge'));
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/product_details/${productId}?lng=ar`);
    await expect(nameField).toHaveValue(edited);
    await page.getByRole('button', { name: studio('ar', 'drafts.publish'), exact: true }).click();
    await expect(page.getByTestId('record-status')).toHaveText(
      `${studio('ar', 'drafts.status.label')} ${studio('ar', 'drafts.status.published')}`,
    );
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await visitor.context().close();

    // The audit screen lists what was done to the record: created, draft saved, published.
    await page.goto(`/dashboard/audit?entity=products&entityId=${productId}&lng=ar`);
    const rows = page.getByTestId('audit-row');
    for (const action of ['create', 'draft-save', 'publish']) {
      await expect(rows.filter({ hasText: inbox('ar', `audit.actions.${action}`) }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Leave the shared Pet list as the other tests expect it.
    const removed = await page.request.delete(`/api/admin/products/${productId}`, { headers: WRITE_HEADERS });
    expect(removed.status()).toBe(200);
  });
});

// Files inside drafts (issue 33): a photo chosen on a published product and saved as a draft stays off the public
// page until Publish; the admin's preview shows it.
test.describe('drafts: a new product photo', () => {
  for (const [language, colour] of [
    ['en', [30, 140, 90]],
    ['ar', [160, 60, 40]],
  ] as const) {
    test(`saved as a draft in ${language} it is not public, shows in the preview, and is public after Publish`, async ({
      page,
      browser,
    }) => {
      await signInAsAdmin(page);
      const photoName = unique(`Draft Photo Drops ${language}`);
      const created = await page.request.post('/api/admin/products', {
        headers: WRITE_HEADERS,
        data: { group: 'Pet', name: { en: photoName }, composition: { en: 'Drops with a new photo.' } },
      });
      expect(created.status()).toBe(201);
      const id = String(((await created.json()) as { _id: string })._id);
      const record = async () =>
        (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
          image: string | null;
          draft: { values: { image: string | null } } | null;
        };
      const photo = (target: Page, url: string) =>
        target.locator(`picture:has(source[srcset*="${url}"]) img`);

      await page.goto(`/dashboard/product_details/${id}?lng=${language}`);
      await expect(page.getByTestId('record-status')).toContainText(
        studio(language, 'drafts.status.published'),
      );
      await expect(page.getByText(studio(language, 'drafts.filesInDraft'))).toBeVisible();
      await page.getByTestId('file-image').setInputFiles(pngFile(`photo-${language}.png`, [...colour]));
      await page.getByRole('button', { name: studio(language, 'drafts.saveDraft') }).click();
      await expect(page.getByTestId('record-status')).toContainText(
        studio(language, 'drafts.status.changes'),
      );
      const saved = await record();
      expect(saved.image).toBeNull();
      const drafted = saved.draft?.values.image ?? '';
      expect(drafted).toMatch(/^\/api\/uploads\/.+\.webp$/);
      // The form shows the draft's photo (what will be published).
      await expect(page.locator(`img[src*="${drafted.replace(/\.webp$/, '')}"]`).first()).toBeVisible();
      await expectNoAxeViolations(page);

      // A visitor's product page has no photo yet.
      const visitor = await visitorPage(browser);
      await visitor.goto(`/veterinary/pet/${id}?lng=${language}`);
      await expect(visitor.getByRole('heading', { level: 1, name: photoName })).toBeVisible();
      await expect(photo(visitor, drafted)).toHaveCount(0);

      // The admin's preview shows it.
      const preview = await openPreview(page, studio(language, 'drafts.preview'));
      await expect(preview.getByTestId('preview-banner')).toBeVisible();
      await expect(photo(preview, drafted).first()).toBeVisible();
      await preview.close();

      await page.getByRole('button', { name: studio(language, 'drafts.publish'), exact: true }).click();
      await expect(page.getByTestId('record-status')).toHaveText(
        `${studio(language, 'drafts.status.label')} ${studio(language, 'drafts.status.published')}`,
      );
      expect((await record()).image).toBe(drafted);
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: photoName })).toBeVisible();
      await expect(photo(visitor, drafted).first()).toBeVisible();
      await visitor.context().close();

      const removed = await page.request.delete(`/api/admin/products/${id}`, { headers: WRITE_HEADERS });
      expect(removed.status()).toBe(200);
    });
  }
});

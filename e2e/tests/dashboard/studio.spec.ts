import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DATA_DIR, expect, expectNoAxeViolations, test } from '../fixtures';
import { pngFile, signInAsAdmin, unique } from './dashboard-helpers';

// The content studio end to end: the generic editor in the dashboard, the API's studio routes, storage, and the
// public pages that show the result. Serial: each step builds on the record the previous one made.
test.describe.configure({ mode: 'serial' });

interface AdminProduct {
  _id: string;
  group: string;
  name: Record<string, string>;
  image: string | null;
  report: string | null;
  sortOrder: number;
  published: boolean;
}

interface PublicProduct {
  _id: string;
  name: string;
}

/** A small, real PDF (the API checks the `%PDF-` magic bytes). */
function pdfFile(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A text field of the form, by its label (the delete dialog is labelled by a sentence that may contain it). */
const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const storedPath = (url: string) => path.join(DATA_DIR, 'uploads', url.replace(/^\/api\/uploads\//, ''));

/**
 * Pages through the English range list until the product's card is shown: the list holds twelve products a page, and
 * other tests add Livestock products too (which page a new one lands on depends on which ran first).
 */
async function showOnRange(page: Page, name: string): Promise<void> {
  const card = page.getByRole('link', { name: `View details of ${name}` });
  await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
  for (let next = 2; !(await card.isVisible()); next++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(new RegExp(`^Page ${next} of \\d+$`))).toBeVisible();
  }
}

async function adminRecord(page: Page, id: string): Promise<AdminProduct> {
  const response = await page.request.get(`/api/admin/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminProduct;
}

async function livestockOrder(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/products?group=Livestock&page=1&pageSize=50&lang=en');
  const body = (await response.json()) as { items: PublicProduct[] };
  return body.items.map((item) => item._id);
}

const englishName = unique('Calcium Bolus');
const arabicName = `بلعة الكالسيوم ${englishName.split(' ').at(-1)}`;
const editedName = `${englishName} Forte`;
let productId = '';

test.describe('content studio: a Livestock product', () => {
  test('created with an image and a PDF, in English and Arabic, it shows on the public pages in both', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Livestock');
    await expect(page.getByRole('heading', { level: 1, name: 'New product: Livestock' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Product group' })).toHaveValue('Livestock');

    // The English name is required: refused in the form before any request.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The English text is required.').first()).toBeVisible();

    await text(page, 'Name').fill(englishName);
    await text(page, 'Details').fill('A slow-release calcium bolus for fresh cows.');
    await text(page, 'Composition').fill('Calcium chloride, calcium sulphate, vitamin D3.');
    const english = page.getByRole('tab', { name: /^English/ });
    const arabic = page.getByRole('tab', { name: /العربية/ });
    await expect(arabic).toContainText('missing: shows English');
    await arabic.click();
    // The tab is kept in the address (?lang=ar): wait until its fields are the ones shown before typing.
    await expect(arabic).toHaveAttribute('aria-selected', 'true');
    await expect(text(page, 'Name')).toHaveAttribute('lang', 'ar');
    await text(page, 'Name').fill(arabicName);
    // Details and composition still show English (missing) until they are translated too.
    await expect(arabic).toContainText('missing: shows English');
    await text(page, 'Details').fill('بلعة كالسيوم بطيئة الإطلاق للأبقار حديثة الولادة.');
    await text(page, 'Composition').fill('كلوريد الكالسيوم، كبريتات الكالسيوم، فيتامين د3.');
    await expect(arabic).toContainText('translated');
    await expect(english).toContainText('complete');

    await page.getByTestId('file-image').setInputFiles(pngFile('bolus.png', [20, 120, 200]));
    await expect(page.getByText('To upload: bolus.png')).toBeVisible();
    await page.getByTestId('file-report').setInputFiles(pdfFile('trial-report.pdf'));
    await expect(page.getByText('To upload: trial-report.pdf')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product_details\/\d+/);
    productId = /product_details\/(\d+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${englishName}` })).toBeVisible();

    const record = await adminRecord(page, productId);
    expect(record.group).toBe('Livestock');
    expect(record.name).toMatchObject({ en: englishName, ar: arabicName, fr: '' });
    expect(record.image).toMatch(/^\/api\/uploads\/.+\.webp$/);
    expect(record.report).toMatch(/^\/api\/uploads\/.+\.pdf$/);
    expect(existsSync(storedPath(record.image ?? ''))).toBe(true);
    expect(existsSync(storedPath(record.report ?? ''))).toBe(true);

    // English: the list links to it; the detail page shows its image and report.
    await page.goto('/veterinary/livestock?lng=en');
    await showOnRange(page, englishName);
    await page.getByRole('link', { name: `View details of ${englishName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/veterinary/livestock/${productId}$`));
    await expect(page.getByRole('heading', { level: 1, name: englishName })).toBeVisible();
    // Shown in the sizes stored next to it (a <picture> whose WebP srcset lists the upload).
    await expect(page.locator(`picture:has(source[srcset*="${record.image}"]) img`).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Report' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Open report/ })).toHaveAttribute(
      'href',
      record.report ?? '',
    );

    // Arabic: the same product under its Arabic name.
    await page.goto('/veterinary/livestock?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: arabicName })).toBeVisible();
    await page.goto(`/veterinary/livestock/${productId}?lng=ar`);
    await expect(page.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a file the server refuses shows its message on the field; edits reach the public page', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`/dashboard/product_details/${productId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${englishName}` })).toBeVisible();

    // Looks like a PNG to the browser, is not one to the server (magic bytes).
    await page.getByTestId('file-logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<?php echo "not an image"; ?>'),
    });
    await text(page, 'Name').fill(editedName);
    await page.getByRole('button', { name: 'Publish' }).click();
    const logoField = page.getByRole('group', { name: 'Logo' });
    await expect(logoField.getByText('This file is not an image.')).toBeVisible();
    await expect(page.getByTestId('toast-alerts')).toContainText('Saved, but a file could not be uploaded.');
    await expect(page.getByTestId('toasts')).not.toContainText('Published:');
    expect((await adminRecord(page, productId)).name.en).toBe(editedName);

    await page.goto('/veterinary/livestock?lng=en');
    await showOnRange(page, editedName);
    await expect(page.getByRole('link', { name: `View details of ${editedName}` })).toBeVisible();
  });

  test('reordered, unpublished (gone from the public page) and deleted (to the bin, its files kept for a restore)', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const before = await livestockOrder(page);
    expect(before.at(-1)).toBe(productId);

    await page.goto('/dashboard/Livestocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestock: products' })).toBeVisible();
    const up = page.getByRole('button', { name: `Move ${editedName} up` });
    await expect(page.getByRole('button', { name: `Move ${editedName} down` })).toBeDisabled();
    await up.click();
    await expect(page.getByTestId('toasts')).toContainText(`Moved: ${editedName}`);
    await expect
      .poll(() => livestockOrder(page))
      .toEqual([...before.slice(0, -2), productId, ...before.slice(-2, -1)]);
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox', { name: `Published: ${editedName}` }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Unpublished: ${editedName}`);
    expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
    await page.goto('/veterinary/livestock?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(editedName)).toHaveCount(0);

    const files = await adminRecord(page, productId);
    await page.goto('/dashboard/Livestocks');
    await page.getByRole('button', { name: `Delete ${editedName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(editedName);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Deleted: ${editedName}`);
    await expect(page.getByRole('button', { name: `Delete ${editedName}` })).toHaveCount(0);
    expect((await page.request.get(`/api/admin/products/${productId}`)).status()).toBe(404);
    for (const url of [files.image, files.report]) {
      expect(url).toBeTruthy();
      // In the bin with the product (restorable for 30 days): its files stay stored until the purge.
      expect(existsSync(storedPath(url ?? ''))).toBe(true);
    }
  });
});

test.describe('content studio: home product cards', () => {
  test('a card added and edited in the dashboard shows on the home page; the Arabic editor is axe-clean', async ({
    page,
  }) => {
    const name = unique('NanoZinc Drops');
    await signInAsAdmin(page);
    await page.goto('/dashboard/product_cart');
    await text(page, 'Name').fill(name);
    await text(page, 'Details').fill('Zinc in nano-vesicles for immune support.');
    await text(page, 'Category').fill('Human health');
    await page.getByRole('spinbutton', { name: 'Rating' }).fill('9');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The rating must be a whole number from 1 to 5.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Rating' }).fill('4');
    await page.getByTestId('file-image').setInputFiles(pngFile('drops.png', [200, 160, 40]));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/global_providers\/\d+/);

    await page.goto('/?lng=en');
    const cards = page.getByRole('region', { name: 'Our products around the world' });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Rated 4 out of 5')).toBeAttached();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/uploads\//);

    await page.goto('/dashboard/global_providers');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await text(page, 'Name').fill(`${name} Plus`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Published: ${name} Plus`);
    await page.goto('/?lng=en');
    await expect(cards.getByRole('heading', { name: `${name} Plus` })).toBeVisible();

    await page.goto('/dashboard/global_providers?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(`${name} Plus`) }).click();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectNoAxeViolations(page);

    // Leave the shared home page as the other tests expect it.
    await page.goto('/dashboard/global_providers?lng=en');
    await page.getByRole('button', { name: `Delete ${name} Plus` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Deleted: ${name} Plus`);
  });
});

import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useLanguage, WRITE_HEADERS } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Downloads (issue 32): a resource built from its contract declaration alone (the API's generic studio resource, the
// dashboard's one presentation entry). An admin adds one in the dashboard — from the menu, in English and in Arabic —
// and it appears in the public JSON in the file's language, falling back to English. Each test owns its record.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

interface Download {
  _id: string;
  title: string;
  file: string | null;
  fileLanguage: string | null;
  date: string;
}

/** A small, real PDF (the API checks the `%PDF-` magic bytes), its name inside: the same bytes are stored once. */
const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    [
      '%PDF-1.4',
      `% ${name}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  ),
});

const text = (page: Page, label: string) =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });

async function publicDownload(page: Page, id: string, lang: string): Promise<Download | undefined> {
  const response = await page.request.get(`/api/downloads?lang=${lang}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Download[]).find((download) => download._id === id);
}

/** Creates the record with the form's publish button and answers its id (from the edit screen it lands on). */
async function publish(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/downloads\/\d+/);
  return /\/dashboard\/downloads\/(\d+)/.exec(page.url())?.[1] ?? '';
}

test('English: an admin adds a download with a French file from the menu; the public JSON has it', async ({
  page,
  consoleErrors,
}) => {
  const title = unique('Price list');
  const french = `Liste de prix ${title.split(' ').at(-1)}`;
  await useLanguage(page, 'en');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'New download', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New download' })).toBeVisible();
  await text(page, 'Title').fill(title);
  await page.getByRole('tab', { name: /Français/ }).click();
  await expect(text(page, 'Title')).toHaveAttribute('lang', 'fr');
  await text(page, 'Title').fill(french);
  await text(page, 'Date').fill('2027-01-15');
  await page.getByTestId('file-fileFr').setInputFiles(pdfFile('liste-de-prix.pdf'));
  await expect(page.getByText('To upload: liste-de-prix.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await publish(page, 'Publish');
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();

  try {
    await expect.poll(async () => (await publicDownload(page, id, 'fr'))?.fileLanguage).toBe('fr');
    const fr = await publicDownload(page, id, 'fr');
    expect(fr).toMatchObject({ title: french, date: '2027-01-15', fileLanguage: 'fr' });
    expect(fr?.file).toMatch(/^\/api\/uploads\/downloads\/.+\.pdf$/);
    const document = await page.request.get(String(fr?.file));
    expect((await document.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // English has no file of its own and no English file to fall back to.
    expect(await publicDownload(page, id, 'en')).toMatchObject({ title, file: null, fileLanguage: null });

    await page.goto('/dashboard/downloads');
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await page.request.delete(`/api/admin/downloads/${id}`, { headers: WRITE_HEADERS });
  }
  expect(await publicDownload(page, id, 'fr')).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

test('Arabic: the form reads right to left; an Arabic file is the Arabic visitors’ file, English the others’', async ({
  page,
  consoleErrors,
}) => {
  const title = unique('Product catalogue');
  const arabic = `دليل المنتجات ${title.split(' ').at(-1)}`;
  await useLanguage(page, 'ar');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('navigation').getByRole('link', { name: 'تنزيل جديد', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تنزيل جديد' })).toBeVisible();
  await page.getByRole('tab', { name: /English/ }).click();
  await expect(text(page, 'العنوان')).toHaveAttribute('lang', 'en');
  await text(page, 'العنوان').fill(title);
  await page.getByRole('tab', { name: /العربية/ }).click();
  await expect(text(page, 'العنوان')).toHaveAttribute('lang', 'ar');
  await text(page, 'العنوان').fill(arabic);
  await text(page, 'التاريخ').fill('2026-11-02');
  await page.getByTestId('file-file').setInputFiles(pdfFile('catalogue.pdf'));
  await page.getByTestId('file-fileAr').setInputFiles(pdfFile('catalogue-ar.pdf'));
  await expect(page.getByText('للرفع: catalogue-ar.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await publish(page, 'نشر');

  try {
    await expect.poll(async () => (await publicDownload(page, id, 'ar'))?.fileLanguage).toBe('ar');
    const ar = await publicDownload(page, id, 'ar');
    const ko = await publicDownload(page, id, 'ko');
    expect(ar).toMatchObject({ title: arabic, date: '2026-11-02', fileLanguage: 'ar' });
    // Korean has neither a title nor a file of its own: both fall back to English.
    expect(ko).toMatchObject({ title, date: '2026-11-02', fileLanguage: 'en' });
    expect(ar?.file).toMatch(/^\/api\/uploads\/downloads\/.+\.pdf$/);
    expect(ko?.file).toMatch(/^\/api\/uploads\/downloads\/.+\.pdf$/);
    expect(ko?.file).not.toBe(ar?.file);
  } finally {
    await page.request.delete(`/api/admin/downloads/${id}`, { headers: WRITE_HEADERS });
  }
  expect(consoleErrors).toEqual([]);
});

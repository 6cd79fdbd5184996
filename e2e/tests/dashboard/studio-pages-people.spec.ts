import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PAGE_KEYS } from '../../../shared-ui/contract/catalogue.mjs';
import {
  DATA_DIR,
  expect,
  expectNoAxeViolations,
  expectUploadedImage,
  test,
  uploadedImageIn,
  useLanguage,
} from '../fixtures';
import { pngFile, signInAsAdmin, unique } from './dashboard-helpers';

// Content studio, part 2 (issue 11), end to end: for each resource an admin creates a record with its file and its
// text in English and one other language, sees it on the public page in that language, edits it and deletes it.
// Each test owns its records (unique names, its own division page), so the tests run in parallel with each other and
// with the other specs.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

// A public page opened with ?lng=xx caches that language; every other page opens in English unless its address says.
test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

type Language = 'fr' | 'es' | 'ru' | 'ar' | 'ko';
const TAB: Record<Language, RegExp> = {
  fr: /Français/,
  es: /Español/,
  ru: /Русский/,
  ar: /العربية/,
  ko: /한국어/,
};

/** A small, real PDF (the API checks the `%PDF-` magic bytes). */
const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  ),
});

/** A text field or select of the page's content (not the site header's language select), by its label. */
const text = (page: Page, label: string) =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });
/** A select of the form (not the dashboard header's language select, which is labelled "Language" too). */
const select = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('combobox', { name: label, exact: true })
    .and(page.locator('select:not([data-testid="language-select"])'));

const storedPath = (url: string) => path.join(DATA_DIR, 'uploads', url.replace(/^\/api\/uploads\//, ''));

/** Selects a language tab and fills translated fields there (the tab lives in the address: wait for its fields). */
async function fillIn(page: Page, language: Language | 'en', fields: Record<string, string>) {
  const tab = page.getByRole('tab', { name: language === 'en' ? /^English/ : TAB[language] });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  for (const [label, value] of Object.entries(fields)) {
    const field = text(page, label);
    await expect(field).toHaveAttribute('lang', language);
    if ((await field.getAttribute('contenteditable')) === 'true') {
      // A rich text field (issue 33: a report's details): typed into the studio's editor.
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
      await expect(field).toHaveText(value);
    } else await field.fill(value);
  }
}

/** Creates the record on the add screen and answers its id (from the edit screen it lands on). */
async function create(page: Page, listPath: string, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath}/\\d+`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
  return new RegExp(`${listPath}/(\\d+)`).exec(page.url())?.[1] ?? '';
}

async function adminRecord(page: Page, resource: string, id: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/admin/${resource}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Saves the edit screen and waits for the confirmation. */
async function save(page: Page, title: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('toasts')).toContainText(`Published: ${title}`);
}

/**
 * Deletes from the edit screen (confirmed in the dialog), then checks the record is gone and its file is kept (in the
 * bin with the record, restorable for 30 days, until the purge).
 */
async function deleteRecord(page: Page, resource: string, editPath: string, title: string, file: string) {
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toasts')).toContainText(`Deleted: ${title}`);
  const id = /\/(\d+)(\?|$)/.exec(editPath)?.[1];
  expect((await page.request.get(`/api/admin/${resource}/${id}`)).status()).toBe(404);
  expect(existsSync(storedPath(file))).toBe(true);
}

test('reports and articles: an article with its PDF, in French, on the division’s articles page', async ({
  page,
  consoleErrors,
}) => {
  const title = unique('Soil minerals trial');
  const french = `Essai de minéraux du sol ${title.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'New report or article' })).toBeVisible();
  await expect(select(page, 'Report or article')).toHaveValue('Reports');
  await select(page, 'Report or article').selectOption('Articles');
  await select(page, 'Division').selectOption('agriculture');
  await fillIn(page, 'en', { Title: title, Details: 'Zinc and boron uptake in dry seasons.' });
  await fillIn(page, 'fr', { Title: french, Details: 'Absorption du zinc et du bore en saison sèche.' });
  await page.getByTestId('file-file').setInputFiles(pdfFile('trial.pdf'));
  await expect(page.getByText('To upload: trial.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/reports_articles', title);
  const record = await adminRecord(page, 'reports', id);
  expect(record).toMatchObject({
    category: 'Articles',
    division: 'agriculture',
    title: { en: title, fr: french },
  });
  const file = String(record.file);
  expect(file).toMatch(/^\/api\/uploads\/reports\/.+\.pdf$/);
  expect(existsSync(storedPath(file))).toBe(true);

  await page.goto('/agriculture/articles?lng=fr');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: french }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Absorption du zinc et du bore en saison sèche.')).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', file);
  await page.goto('/agriculture/report?lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: french })).toHaveCount(0);

  await page.goto(`/dashboard/reports_articles/${id}?lang=fr`);
  await expect(text(page, 'Title')).toHaveAttribute('lang', 'fr');
  await text(page, 'Title').fill(`${french} (révisé)`);
  await save(page, title);
  await page.goto('/agriculture/articles?lng=fr');
  await expect(page.getByRole('heading', { name: `${french} (révisé)` })).toBeVisible();

  await page.goto('/dashboard/reports_articles');
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await deleteRecord(page, 'reports', `/dashboard/reports_articles/${id}`, title, file);
  await page.goto('/agriculture/articles?lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(french)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('brochures: a brochure for every division, in Spanish, on each division’s brochures page', async ({
  page,
  consoleErrors,
}) => {
  const name = unique('Poultry range');
  const spanish = `Gama avícola ${name.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/Brochures');
  await expect(page.getByRole('heading', { level: 1, name: 'New brochure' })).toBeVisible();
  await expect(select(page, 'Division')).toHaveValue('all');
  await text(page, 'Category').fill('Catálogo');
  await fillIn(page, 'en', { Name: name });
  await fillIn(page, 'es', { Name: spanish });
  await page.getByTestId('file-file').setInputFiles(pdfFile('range.pdf'));
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/brochure_view', name);
  const record = await adminRecord(page, 'brochures', id);
  expect(record).toMatchObject({ division: 'all', category: 'Catálogo', name: { en: name, es: spanish } });
  const file = String(record.file);

  for (const division of ['human', 'veterinary']) {
    await page.goto(`/${division}/brochures?lng=es`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: spanish }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Catálogo')).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', file);
  }

  // Edited: only the veterinary division now.
  await page.goto(`/dashboard/brochure_view/${id}`);
  await select(page, 'Division').selectOption('veterinary');
  await save(page, name);
  await page.goto('/veterinary/brochures?lng=es');
  await expect(page.getByRole('heading', { name: spanish })).toBeVisible();
  await page.goto('/human/brochures?lng=es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: spanish })).toHaveCount(0);

  await page.goto('/dashboard/brochure_view');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Veterinary');
  await expectNoAxeViolations(page);
  await deleteRecord(page, 'brochures', `/dashboard/brochure_view/${id}`, name, file);
  expect(consoleErrors).toEqual([]);
});

test('management: a member with a photo, in Russian, placed by up/down, on the management page', async ({
  page,
  consoleErrors,
}) => {
  const name = unique('Dr. Anna Petrova');
  const russian = `Д-р Анна Петрова ${name.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/addfaculty');
  await expect(page.getByRole('heading', { level: 1, name: 'New team member' })).toBeVisible();
  await fillIn(page, 'en', {
    Name: name,
    Position: 'Head of veterinary research',
    Biography: 'Twenty years of work on mineral nutrition in dairy herds.',
  });
  await fillIn(page, 'ru', {
    Name: russian,
    Position: 'Руководитель ветеринарных исследований',
    Biography: 'Двадцать лет работы над минеральным питанием молочного стада.',
  });
  await page.getByTestId('file-photo').setInputFiles(pngFile('anna.png', [120, 60, 160]));
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/managefaculty', name);
  const file = String((await adminRecord(page, 'faculty', id)).photo);
  expect(file).toMatch(/^\/api\/uploads\/faculty\/.+\.webp$/);

  const names = async () => {
    await page.goto('/veterinary/facultySection?lng=ru');
    await expect(page.getByRole('heading', { name: russian })).toBeVisible();
    return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
  };
  const before = await names();
  expect(before.at(-1)).toBe(russian);
  await expectUploadedImage(page.getByRole('img', { name: russian }), file);
  await expect(page.getByText('Руководитель ветеринарных исследований', { exact: true })).toBeVisible();

  // The list's up button moves the member before the one above it, on the public page too.
  await page.goto('/dashboard/managefaculty');
  await expect(page.getByRole('button', { name: `Move ${name} down` })).toBeDisabled();
  await page.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(page.getByTestId('toasts')).toContainText(`Moved: ${name}`);
  await expectNoAxeViolations(page);
  expect(await names()).toEqual([...before.slice(0, -2), russian, ...before.slice(-2, -1)]);

  await page.goto(`/dashboard/managefaculty/${id}?lang=ru`);
  await expect(text(page, 'Position')).toHaveAttribute('lang', 'ru');
  await text(page, 'Position').fill('Научный директор ветеринарного направления');
  await save(page, name);
  await page.goto('/veterinary/facultySection?lng=ru');
  await expect(page.getByText('Научный директор ветеринарного направления', { exact: true })).toBeVisible();

  await deleteRecord(page, 'faculty', `/dashboard/managefaculty/${id}`, name, file);
  await page.goto('/veterinary/facultySection?lng=ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(russian)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('image slider: an Arabic-only slide with a link, in the veterinary home’s carousel; Arabic screens axe-clean', async ({
  page,
  consoleErrors,
}) => {
  const alt = unique('Calves at the trough');
  const arabic = `عجول عند المعلف ${alt.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/image_slider');
  await expect(page.getByRole('heading', { level: 1, name: 'Image slider' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a slide' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/image_slider\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New slide' })).toBeVisible();
  await select(page, 'Division').selectOption('veterinary');
  await expect(select(page, 'Language')).toHaveValue('all');
  await select(page, 'Language').selectOption('ar');
  await fillIn(page, 'en', { 'Image description': alt });
  await fillIn(page, 'ar', { 'Image description': arabic });

  // Only a site path or an https address: refused in the form, before any request.
  await text(page, 'Link').fill('http://example.com/offer');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Enter a page of this site starting with / or an address starting with https://.'),
  ).toBeVisible();
  await text(page, 'Link').fill('/veterinary/about');
  await page.getByTestId('file-image').setInputFiles(pngFile('calves.png', [30, 140, 90]));
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/image_slider', alt);
  const record = await adminRecord(page, 'image-slider', id);
  expect(record).toMatchObject({ division: 'veterinary', language: 'ar', link: '/veterinary/about' });
  const file = String(record.image);

  // The veterinary home in Arabic: the carousel, paused, stepped to the new slide.
  await page.goto('/veterinary?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const carousel = page.getByRole('region', { name: 'صحة الحيوان: أبرز المحتوى' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'عرض شرائح');
  await carousel.getByRole('button', { name: 'إيقاف العرض مؤقتًا' }).click();
  await expect(carousel.getByRole('button', { name: 'تشغيل العرض' })).toBeVisible();
  const slide = carousel.getByRole('link', { name: arabic });
  for (let step = 0; step < 10 && !(await slide.isVisible()); step++) {
    await carousel.getByRole('button', { name: 'الشريحة التالية' }).click();
  }
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute('href', '/veterinary/about');
  await expectUploadedImage(slide.getByRole('img'), file);
  await expect(
    carousel.getByRole('group', { name: /من/ }).filter({ has: page.getByRole('link', { name: arabic }) }),
  ).toHaveAttribute('aria-roledescription', 'شريحة');
  await expectNoAxeViolations(page);
  // An Arabic-only slide: not in the English carousel.
  await page.goto('/veterinary?lng=en');
  await expect(page.getByRole('region', { name: 'Veterinary Health: highlights' })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);

  // Edited on the Arabic tab of the Arabic dashboard.
  await page.goto(`/dashboard/image_slider/${id}?lng=ar&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(text(page, 'وصف الصورة')).toHaveAttribute('lang', 'ar');
  await text(page, 'وصف الصورة').fill(`${arabic} المعدلة`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect
    .poll(async () => (await adminRecord(page, 'image-slider', id)).alt)
    .toMatchObject({
      ar: `${arabic} المعدلة`,
    });
  await page.goto('/veterinary?lng=ar');
  await expect(page.locator(`img[alt="${arabic} المعدلة"]`)).toBeAttached();

  await deleteRecord(page, 'image-slider', `/dashboard/image_slider/${id}?lng=en`, alt, file);
  await page.goto('/veterinary?lng=ar');
  await expect(page.getByRole('region', { name: 'صحة الحيوان: أبرز المحتوى' })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('division banners: a Korean banner linking to an https address, below the human division’s pages', async ({
  page,
  consoleErrors,
}) => {
  const alt = unique('Spring offer on supplements');
  const korean = `건강기능식품 봄 할인 ${alt.split(' ').at(-1)}`;
  const link = `https://example.com/aurinko-offers/${alt.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Division banners' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a division banner' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/banner\/new$/);
  // The address changes at once; the form replaces the list once its code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'New division banner' })).toBeVisible();
  await select(page, 'Division').selectOption('human');
  await select(page, 'Language').selectOption('ko');
  await text(page, 'Link').fill(link);
  await fillIn(page, 'en', { 'Image description': alt });
  await fillIn(page, 'ko', { 'Image description': korean });
  await page.getByTestId('file-image').setInputFiles(pngFile('offer.png', [200, 90, 40]));
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/banner', alt);
  const file = String((await adminRecord(page, 'division-banners', id)).image);

  for (const pagePath of ['/human/about', '/human/Wellness']) {
    await page.goto(`${pagePath}?lng=ko`);
    const banners = page.getByRole('complementary', { name: '휴먼 헬스: 공지' });
    await expect(banners.getByRole('link', { name: korean })).toHaveAttribute('href', link);
    await expectUploadedImage(banners.getByRole('img', { name: korean }), file);
  }
  await expectNoAxeViolations(page);
  await page.goto('/human/about?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);
  await page.goto('/veterinary/about?lng=ko');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);

  await page.goto(`/dashboard/banner/${id}?lang=ko`);
  await expect(text(page, 'Image description')).toHaveAttribute('lang', 'ko');
  await text(page, 'Image description').fill(`${korean} 연장`);
  await text(page, 'Link').fill('/human/Health_supplements');
  await save(page, alt);
  await page.goto('/human/about?lng=ko');
  await expect(page.getByRole('link', { name: `${korean} 연장` })).toHaveAttribute(
    'href',
    '/human/Health_supplements',
  );

  await page.goto('/dashboard/banner?division=human');
  await expect(page.getByRole('row').filter({ hasText: alt })).toContainText('한국어');
  await expectNoAxeViolations(page);
  await deleteRecord(page, 'division-banners', `/dashboard/banner/${id}`, alt, file);
  await page.goto('/human/about?lng=ko');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('page banners: the page select lists the real division pages; a French banner on the certificates page', async ({
  page,
  consoleErrors,
}) => {
  const title = unique('Certified quality');
  const french = `Qualité certifiée ${title.split(' ').at(-1)}`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/page_banner');
  await expect(page.getByRole('heading', { level: 1, name: 'New page banner' })).toBeVisible();
  const pages = select(page, 'Page');
  const values = await pages
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(values).toEqual([...PAGE_KEYS]);
  expect(
    await pages.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
  ).toEqual(['Human health', 'Veterinary', 'Agriculture']);
  const veterinary = pages.locator('optgroup[label="Veterinary"] option');
  await expect(veterinary).toHaveCount(17 + 10);
  await expect(veterinary.filter({ hasText: /^Certificates$/ })).toHaveAttribute(
    'value',
    'veterinary/certificates',
  );
  await expect(veterinary.filter({ hasText: /^Livestock$/ })).toHaveAttribute(
    'value',
    'veterinary/livestock',
  );

  await pages.selectOption('veterinary/certificates');
  await fillIn(page, 'en', { Title: title });
  await fillIn(page, 'fr', { Title: french });
  await page.getByTestId('file-image').setInputFiles(pngFile('certificates.png', [15, 80, 130]));
  await expectNoAxeViolations(page);
  const id = await create(page, '/dashboard/pages_banner', title);
  const file = String((await adminRecord(page, 'page-banners', id)).image);

  await page.goto('/veterinary/certificates?lng=fr');
  await expectUploadedImage(page.getByRole('img', { name: french }), file);
  await expectNoAxeViolations(page);
  await page.goto('/veterinary/certificates?lng=en');
  await expectUploadedImage(page.getByRole('img', { name: title }), file);
  await page.goto('/human/certificates?lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);

  await page.goto(`/dashboard/pages_banner/${id}?lang=fr`);
  await expect(text(page, 'Title')).toHaveAttribute('lang', 'fr');
  await text(page, 'Title').fill(`${french} ISO`);
  await save(page, title);
  await page.goto('/veterinary/certificates?lng=fr');
  await expect(page.getByRole('img', { name: `${french} ISO` })).toBeVisible();

  await page.goto(`/dashboard/pages_banner?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Certificates · Veterinary');
  await expectNoAxeViolations(page);
  await deleteRecord(page, 'page-banners', `/dashboard/pages_banner/${id}`, title, file);
  await page.goto('/veterinary/certificates?lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(uploadedImageIn(page, file)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

const ARABIC_SCREENS: Array<[string, string, string]> = [
  ['reports and articles', '/dashboard/reports_articles', '/dashboard/Reports'],
  ['brochures', '/dashboard/brochure_view', '/dashboard/Brochures'],
  ['management', '/dashboard/managefaculty', '/dashboard/addfaculty'],
  ['image slider', '/dashboard/image_slider', '/dashboard/image_slider/new'],
  ['division banners', '/dashboard/banner', '/dashboard/banner/new'],
  ['page banners', '/dashboard/pages_banner', '/dashboard/page_banner'],
];

for (const [name, list, add] of ARABIC_SCREENS) {
  test(`${name}: the list and the add screen are axe-clean in Arabic, right to left`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${list}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loaded once the count of records or the empty message shows.
    await expect(page.getByText(/^السجلات الموجودة: \d+|^لا (توجد|يوجد) /).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${add}?lng=ar`);
    await expect(page.getByRole('button', { name: 'نشر', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

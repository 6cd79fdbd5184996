import { PRODUCT_GROUPS } from '@aurinko/contract/catalogue';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { signInAsAdmin } from './dashboard-helpers';

// The specification's whole list of dashboard sub-pages (its "Dashboard" section, in its order), each opened as a
// signed-in admin: every one is a working screen — a page heading and a form or a list (a table, a list, or the
// list's own "nothing here yet" state) — never the dashboard's not-found page, in English and in Arabic, axe-clean.
const SPEC_PATHS = [
  'index',
  'logo',
  'Pioneer',
  'Event',
  'AddHeadline',
  'image_slider',
  'banner',
  'product_cart',
  'global_providers',
  'page_banner',
  'pages_banner',
  'product_details',
  'product_detail',
  ...PRODUCT_GROUPS.flatMap(({ group, managePath }) => [group, managePath]),
  'Reports',
  'reports_articles',
  'gallery_view',
  'Gallery',
  'video_view',
  'Videos',
  'Brochures',
  'brochure_view',
  'Blogs',
  'Blogs_view',
  'addfaculty',
  'managefaculty',
  'contact_us',
  'feedback',
];

const urlOf = (name: string) => (name === 'index' ? '/dashboard' : `/dashboard/${name}`);

const NOT_FOUND = {
  en: 'This dashboard page does not exist',
  ar: 'صفحة لوحة التحكم هذه غير موجودة',
} as const;

async function expectWorkingScreen(page: Page, name: string, language: 'en' | 'ar') {
  await page.goto(urlOf(name));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading, `${name}: a page heading`).toBeVisible();
  await expect(heading, `${name}: not the not-found page`).not.toHaveText(NOT_FOUND[language]);
  const content = main
    .locator('form, table, ul, ol, [role="list"], [role="table"], [role="grid"], [data-testid="empty-list"]')
    .filter({ visible: true })
    .first();
  await expect(content, `${name}: a form or a list`).toBeVisible();
  await expectNoAxeViolations(page);
}

// Chunks of the list run in parallel (each test opens its own screens, nothing is written).
const CHUNK = 12;
const chunks = Array.from({ length: Math.ceil(SPEC_PATHS.length / CHUNK) }, (_, index) =>
  SPEC_PATHS.slice(index * CHUNK, (index + 1) * CHUNK),
);

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ar'] as const) {
  for (const [index, names] of chunks.entries()) {
    test(`every dashboard path of the specification works (${language}, part ${index + 1}: ${names[0]} … ${names.at(-1)})`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(30_000 + names.length * 15_000);
      if (language !== 'en') await useLanguage(page, language);
      await signInAsAdmin(page);
      for (const name of names) await expectWorkingScreen(page, name, language);
      expect(consoleErrors).toEqual([]);
    });
  }
}

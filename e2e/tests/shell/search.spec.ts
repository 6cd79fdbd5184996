import { expect, expectNoAxeViolations, test } from '../fixtures';
import { openIn } from './helpers';

const TEXTS = {
  en: {
    heading: 'Search the site',
    label: 'Search for',
    submit: 'Search',
    empty: 'What are you looking for?',
    word: 'Zimbabwe',
    page: 'Export',
    none: 'No site pages match your search.',
    apiError: 'not available right now',
  },
  ar: {
    heading: 'البحث في الموقع',
    label: 'ابحث عن',
    submit: 'بحث',
    empty: 'عمّ تبحث؟',
    word: 'زيمبابوي',
    page: 'التصدير',
    none: 'لا توجد صفحات في الموقع تطابق بحثك.',
    apiError: 'غير متاح حاليًا',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test.describe(`search (${lang})`, () => {
    test('empty query state, then results from the static pages with ?q= in the URL', async ({ page }) => {
      const text = TEXTS[lang];
      await openIn(page, '/search', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await expect(page.getByTestId('search-empty')).toContainText(text.empty);
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: text.label }).fill(text.word);
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(text.word)}`));
      const pages = page.getByTestId('page-results');
      const exportResult = pages.getByRole('link', { name: text.page, exact: true });
      await expect(exportResult).toHaveAttribute('href', '/human/export');
      await expect(pages).toContainText(text.word);
      await expectNoAxeViolations(page);
      await exportResult.click();
      await expect(page).toHaveURL(/\/human\/export$/);
    });

    test('no results state', async ({ page }) => {
      await openIn(page, '/search?q=qqxzzyvv', lang);
      await expect(page.getByText(TEXTS[lang].none)).toBeVisible();
    });
  });
}

for (const [lang, query, blogType] of [
  ['en', 'milk', 'Blog post'],
  ['ar', 'الحليب', 'تدوينة'],
] as const) {
  test(`search (${lang}) lists products and blog posts from the API, linking to their pages`, async ({
    page,
    consoleErrors,
  }) => {
    await openIn(page, `/search?q=${encodeURIComponent(query)}`, lang);
    const results = page.getByTestId('content-results');
    const blog = results.getByRole('listitem').filter({ hasText: blogType }).first();
    await expect(blog).toBeVisible();
    const link = blog.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/veterinary\/blog\//);
    await expect(page.getByTestId('search-api-error')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/veterinary\/blog\//);
    expect(consoleErrors).toEqual([]);
  });
}

test('when the search API fails, a translated error is shown and site pages are still found', async ({
  page,
}) => {
  await page.route('**/api/search?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"statusCode":503,"message":"down"}',
    }),
  );
  await openIn(page, `/search?q=${encodeURIComponent(TEXTS.ar.word)}`, 'ar');
  await expect(page.getByTestId('search-api-error')).toContainText(TEXTS.ar.apiError);
  await expect(
    page.getByTestId('page-results').getByRole('link', { name: TEXTS.ar.page, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

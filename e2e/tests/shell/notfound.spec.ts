import { expect, expectNoAxeViolations, test } from '../fixtures';
import { expectVisitorCounter, openIn } from './helpers';

const TEXTS = {
  en: {
    title: '404 – Page Not Found',
    message: 'Sorry, the page you’re looking for doesn’t exist.',
    tagline: 'We care for humans, animals and agriculture',
    tip: 'Tip: Check the URL or navigate back to a safe page.',
    goHome: 'Go Home',
    goBack: 'Go Back',
    icons: ['Human health', 'Animal health', 'Agriculture'],
  },
  ar: {
    title: '404 – الصفحة غير موجودة',
    message: 'عذرًا، الصفحة التي تبحث عنها غير موجودة.',
    tagline: 'نحن نعتني بالإنسان والحيوان والزراعة',
    tip: 'نصيحة: تحقّق من الرابط أو عُد إلى صفحة آمنة.',
    goHome: 'العودة إلى الرئيسية',
    goBack: 'الرجوع',
    icons: [] as string[],
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test.describe(`not-found page (${lang})`, () => {
    test('shows the specified texts, icons, tab title and the visitor counter', async ({ page }) => {
      const text = TEXTS[lang];
      await openIn(page, '/no/such/page', lang);
      const notFound = page.getByTestId('not-found');
      await expect(page).toHaveTitle(text.title);
      await expect(notFound.getByRole('heading', { level: 1 })).toContainText('404');
      await expect(notFound.getByText(text.message)).toBeVisible();
      await expect(notFound.getByText(text.tagline)).toBeVisible();
      await expect(notFound.getByText(text.tip)).toBeVisible();
      await expect(notFound.getByRole('img')).toHaveCount(3);
      for (const name of text.icons) await expect(notFound.getByRole('img', { name })).toBeVisible();
      await expectVisitorCounter(page);
      await expectNoAxeViolations(page);
    });

    test('Go Home leads to the site root, Go Back to the previous page', async ({ page }) => {
      const text = TEXTS[lang];
      await openIn(page, '/news', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/missing-page');
      await expect(page).toHaveTitle(text.title);
      await page.getByRole('button', { name: text.goBack }).click();
      await expect(page).toHaveURL(/\/news$/);

      await page.goto('/another-missing-page');
      const home = page.getByRole('link', { name: text.goHome });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page).not.toHaveTitle(text.title);
    });
  });
}

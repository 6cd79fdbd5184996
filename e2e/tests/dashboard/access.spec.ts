import { ADMIN, expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { signInAsAdmin, signInThroughForm } from './dashboard-helpers';

test.describe('dashboard access', () => {
  test('an anonymous visit to /dashboard lands on /unauthorized', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/dashboard/AddHeadline');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('sign-in with a wrong password fails with a message', async ({ page }) => {
    await signInThroughForm(page, ADMIN.name, 'not-the-password-123');
    await expect(page.getByRole('alert')).toHaveText('Wrong admin name or password.');
    await expect(page).toHaveURL(/\/AurinkoOne$/);
  });

  test('an empty sign-in form is refused before it reaches the server', async ({ page }) => {
    await page.goto('/AurinkoOne');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your admin name and password.');
  });

  test('sign-in leads to the dashboard with its grouped navigation; sign-out leads back', async ({
    page,
    consoleErrors,
  }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('list', { name: 'Site' }).getByRole('link')).toHaveText([
      'Overview',
      'Audit log',
      'Bin',
      'Release status',
    ]);
    // The inbox's link carries the unread count, the reviews' link the pending count, when there is one.
    await expect(nav.getByRole('list', { name: 'From visitors' }).getByRole('link')).toHaveText([
      /^Contact messages/,
      /^Reviews/,
    ]);
    await expect(nav.getByRole('list', { name: 'Home page' }).getByRole('link')).toHaveText([
      'Headlines',
      'Partner logos',
      'Product cards',
      'New product card',
    ]);
    await expect(nav.getByRole('list', { name: 'Products' }).getByRole('link')).toHaveText([
      'All products',
      'New product',
    ]);
    await expect(nav.getByRole('list', { name: 'Media' }).getByRole('link')).toHaveText([
      'Media library',
      'Photo gallery',
      'Add photos',
      'Photo categories',
      'Videos',
      'New video',
    ]);
    await expect(nav.getByRole('list', { name: 'Blog and events' }).getByRole('link')).toHaveText([
      'Blog posts',
      'New blog post',
      'Events',
      'New event',
    ]);
    await expect(page.getByText(`Signed in as ${ADMIN.name}`)).toBeVisible();

    // The counts and the chart of visits with its text alternative.
    await expect(page.getByText('Total visits', { exact: true })).toBeVisible();
    await expect(page.getByText('Unique visitors', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Visits per day, last 30 days/ })).toBeVisible();
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);

    // A signed-in admin who opens the sign-in page goes straight to the dashboard.
    await page.goto('/AurinkoOne');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/AurinkoOne$/);
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('the dashboard works right to left in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
    // The product groups are folded by division, so their links are hidden here.
    await expect(page.getByRole('navigation', { name: 'لوحة التحكم' }).getByRole('link')).toHaveText([
      'نظرة عامة',
      'سجل التغييرات',
      'سلة المحذوفات',
      'حالة الإصدارات',
      /^رسائل التواصل/,
      'التقييمات',
      'العناوين',
      'شعارات الشركاء',
      'بطاقات المنتجات',
      'بطاقة منتج جديدة',
      'كل المنتجات',
      'منتج جديد',
      'مكتبة الوسائط',
      'معرض الصور',
      'إضافة صور',
      'فئات الصور',
      'مقاطع الفيديو',
      'فيديو جديد',
      'مقالات المدونة',
      'مقال جديد',
      'الفعاليات',
      'فعالية جديدة',
      'صور واجهة الأقسام',
      'شريط الصور',
      'لافتات الأقسام',
      'لافتات الصفحات',
      'لافتة صفحة جديدة',
      'فريق الإدارة',
      'عضو جديد في الفريق',
      'التقارير والمقالات',
      'تقرير أو مقال جديد',
      'الكتيّبات',
      'كتيّب جديد',
      'الشهادات',
      'شهادة جديدة',
      'التنزيلات',
      'تنزيل جديد',
      'تغطية الترجمة',
      'المسؤولون والأدوار',
      'حسابك',
    ]);
    // The navigation sits on the right-hand (start) side.
    const nav = await page.getByRole('navigation', { name: 'لوحة التحكم' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(nav && heading && nav.x > heading.x).toBe(true);
    await page.goto('/AurinkoOne');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-in and reset screens have no axe violations', async ({ page }) => {
    await page.goto('/AurinkoOne');
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Enter your admin name. We will send')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Enter the one-time code.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-in screen in Arabic has no axe violations', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/AurinkoOne');
    await expect(page.getByRole('heading', { name: 'تسجيل دخول المسؤول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});

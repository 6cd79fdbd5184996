import { ADMIN, expect, expectNoAxeViolations, test, useLanguage, WRITE_HEADERS } from '../fixtures';
import { createAccount, signInAsAdmin, signInThroughForm, unique } from './dashboard-helpers';

// Admins and roles, and translation coverage (issue 12), end to end: the admins screen creates a viewer, the viewer
// reads the dashboard without write controls and the API refuses the viewer's writes; an admin changes their own
// password and their other browser is signed out; the coverage screen links a record missing French to its French tab.

const slug = () => unique('x').split(' ')[1] as string;

test.describe('admins and roles', () => {
  test('the admin creates a viewer; the viewer reads a studio list without write controls and the API refuses its write', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/admins');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins and roles' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${ADMIN.name}\\b`) })).toContainText('You');
    await expectNoAxeViolations(page);

    const name = `reader-${slug()}`;
    const password = `Quiet-Library-${slug()}`;
    const form = page.getByRole('region', { name: 'Add an admin or a viewer' });
    await form.getByLabel('Admin name').fill(name);
    await form.getByLabel('E-mail address').fill(`${name}@example.com`);
    await form.getByLabel('Role').selectOption('viewer');
    // The server's policy: a password containing the name is refused, on the field.
    await form.getByLabel('Initial password').fill(`${name}-2026`);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Password must not contain the admin name')).toBeVisible();
    await form.getByLabel('Initial password').fill(password);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`${name} was added.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    await expect(row).toContainText('Viewer');
    await expect(row).toContainText('Active');

    // The viewer signs in through the form and lands in the dashboard, not on /unauthorized.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/AurinkoOne$/);
    await signInThroughForm(page, name, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${name} (Viewer)`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('list', { name: 'Home page' }).getByRole('link')).toHaveText([
      'Headlines',
      'Partner logos',
      'Product cards',
    ]);
    await expect(nav.getByRole('link', { name: 'Admins and roles' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Product cards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home product cards' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible();
    await expect(page.getByTestId('read-only-notice')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a product card' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A write sent straight from the viewer's browser session: the server refuses it and stores nothing.
    const before = await (await page.request.get('/api/admin/product-cards?pageSize=1')).json();
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/admin/product-cards', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'aurinko' },
        body: JSON.stringify({
          name: { en: 'Viewer card' },
          details: { en: 'Should not exist' },
          category: { en: 'None' },
          rating: 3,
        }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    const after = await (await page.request.get('/api/admin/product-cards?pageSize=1')).json();
    expect(after.total).toBe(before.total);

    // Its own account screen works for a viewer; the admins screen says it is for admins.
    await page.goto('/dashboard/admins');
    await expect(page.getByRole('heading', { level: 1, name: 'For admins only' })).toBeVisible();
  });

  test('an admin changes their own password: the old one is required, their other browser is signed out', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const me = await createAccount(page, 'admin', 'mover');
    await page.context().clearCookies();

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      const login = await other.request.post('/api/auth/login', {
        headers: WRITE_HEADERS,
        data: { name: me.name, password: me.password },
      });
      expect(login.status()).toBe(200);
      await other.goto('/dashboard');
      await expect(other.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

      await signInThroughForm(page, me.name, me.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/dashboard/admins');
      const section = page.getByRole('region', { name: 'Your password' });
      const next = `Tidal-Compass-${slug()}`;
      await section.getByLabel('Current password').fill('Not-My-Password-1');
      await section.getByLabel('New password', { exact: true }).fill(next);
      await section.getByLabel('New password again').fill(next);
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.getByText('Current password: this is not your current password')).toBeVisible();
      await expect(section.getByLabel('Current password')).toBeFocused();

      await section.getByLabel('Current password').fill(me.password);
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(
        section.getByText('Password changed. Your other sessions have been signed out.'),
      ).toBeVisible();

      // This browser stays signed in; the other one is out.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await other.goto('/dashboard');
      await expect(other).toHaveURL(/\/unauthorized$/);
      const old = await other.request.post('/api/auth/login', {
        headers: WRITE_HEADERS,
        data: { name: me.name, password: me.password },
      });
      expect(old.status()).toBe(401);
      const fresh = await other.request.post('/api/auth/login', {
        headers: WRITE_HEADERS,
        data: { name: me.name, password: next },
      });
      expect(fresh.status()).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });

  test('the admins and account screens in Arabic, right to left and axe-clean', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signInAsAdmin(page);
    await page.goto('/dashboard/admins');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المسؤولون والأدوار' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${ADMIN.name}\\b`) })).toContainText('أنت');
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('translation coverage', () => {
  test('a product card without a French name is listed; its link opens the record on the French tab', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const title = unique('Coverage Card');
    const all = (text: string) => ({
      en: text,
      ar: `${text} ar`,
      fr: `${text} fr`,
      ko: `${text} ko`,
      es: `${text} es`,
      ru: `${text} ru`,
    });
    const { fr: _noFrench, ...name } = all(title);
    const created = await page.request.post('/api/admin/product-cards', {
      headers: WRITE_HEADERS,
      data: { name, details: all('Details'), category: all('Category'), rating: 4 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Translation coverage' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Translation coverage' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Home product cards' });
    await expect(cards.getByRole('heading', { name: /^Français — records: \d+$/ })).toBeVisible();
    const nameRow = cards.getByRole('row', { name: /^Name/ });
    await expect(nameRow.getByRole('cell').nth(2)).not.toContainText('(100 %)');
    await expectNoAxeViolations(page);

    const link = cards.getByRole('link', { name: `${title}, edit in Français` });
    await expect(link).toHaveAttribute('href', `/dashboard/global_providers/${id}?lang=fr`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/global_providers/${id}\\?lang=fr$`));
    await expect(page.getByRole('tab', { name: /Français/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Details', exact: true })).toHaveValue('Details fr');
  });

  test('the coverage screen in Arabic is right to left and axe-clean', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signInAsAdmin(page);
    await page.goto('/dashboard/translations');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تغطية الترجمة' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

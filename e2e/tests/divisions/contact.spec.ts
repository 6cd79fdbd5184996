import { adminLogin, expect, test } from '../fixtures';
import { apiGet, type Paginated, unexpectedConsoleErrors } from './division-helpers';

test('the contact form refuses bad input with messages and stores a good message', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/agriculture/contact_us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const area = page.locator('[data-division]');
  for (const office of ['India – Head Office', 'Zimbabwe Office', 'Korea Office']) {
    await expect(area.getByRole('heading', { name: office })).toBeVisible();
  }

  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send us a message' }) });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your mobile number.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByText('Please enter a message.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Farida Moyo');
  await form.getByLabel('Mobile number').fill('call me');
  await form.getByLabel('Email').fill('farida@');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText('Please enter a valid mobile number, including the country code.'),
  ).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Your message is too short (minimum 10 characters).')).toBeVisible();
  // Nothing typed was lost.
  await expect(form.getByLabel('Name')).toHaveValue('Farida Moyo');

  const message = `Please send your soil mineral price list (${Date.now()}).`;
  await form.getByLabel('Mobile number').fill('+263 77 123 4567');
  await form.getByLabel('Email').fill('farida@example.com');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();

  await adminLogin(request);
  const stored = await apiGet<Paginated<{ name: string; email: string; mobile: string; message: string }>>(
    request,
    'contact?page=1&pageSize=50',
  );
  expect(stored.items.find((item) => item.message === message)).toMatchObject({
    name: 'Farida Moyo',
    email: 'farida@example.com',
    mobile: '+263 77 123 4567',
  });
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});

test('the contact form speaks the visitor’s language (Arabic)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/human/contact_us');
  await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .field-error')).toHaveCount(4);
  await expect(page.locator('form .field-error').first()).not.toHaveText(/Please/);
});

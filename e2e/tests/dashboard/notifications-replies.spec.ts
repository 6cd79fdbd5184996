import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readOutbox, test, useLanguage, WRITE_HEADERS } from '../fixtures';
import { createAccount, signInAsAdmin, unique } from './dashboard-helpers';

// Issue 34: a visitor's contact message is mailed at once to the admins who chose it, and answered from its
// dashboard page: the reply goes out by e-mail from the site's address and stays in the message's thread.

/** A visitor's message through the public contact form, from its own address for this run. */
async function sendContactMessage(page: Page, name: string, email: string, message: string) {
  await page.goto('/human/contact_us');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send us a message' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile number').fill('+971 50 123 4567');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();
}

/** The mails the outbox holds for one address whose text contains `token`, once there is at least one. */
async function mailsFor(to: string, token: string) {
  await expect
    .poll(async () => (await readOutbox()).filter((m) => m.to === to && m.text.includes(token)).length)
    .toBeGreaterThan(0);
  return (await readOutbox()).filter((m) => m.to === to && m.text.includes(token));
}

/** Signs the browser context in as this admin (page.request shares the context's cookies). */
async function signIn(page: Page, admin: { name: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { name: admin.name, password: admin.password },
    headers: WRITE_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new admin (with an e-mail address) for this test, so its notifications are its own. */
async function newAdmin(page: Page, prefix: string) {
  await signInAsAdmin(page);
  const admin = await createAccount(page, 'admin', prefix);
  await page.context().clearCookies();
  return { ...admin, email: `${admin.name}@example.com` };
}

test.describe('notifications and replies', () => {
  // Each test creates an admin, sends a message through the public site, signs in and runs axe: slow on a loaded machine.
  test.beforeEach(() => test.slow());

  test('a contact message is mailed to the admin at once, answered from the dashboard, and the thread shows it', async ({
    page,
    consoleErrors,
  }) => {
    const tag = unique('mail').split(' ')[1] as string;
    const visitor = `visitor-${tag}@example.org`;
    const admin = await newAdmin(page, 'notified');

    await sendContactMessage(page, `Nadia Karim ${tag}`, visitor, `Do you export poultry vaccines? ${tag}`);
    const [notice] = await mailsFor(admin.email, tag);
    expect(notice?.subject).toContain('New contact message');
    expect(notice?.text).toContain(`Nadia Karim ${tag}`);

    await signIn(page, admin);
    await page.goto(`/dashboard/contact_us?q=${tag}`);
    await page.getByRole('link', { name: `Open the message from Nadia Karim ${tag}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Message from Nadia Karim ${tag}` }),
    ).toBeVisible();
    await expect(page.getByText('No reply has been sent yet.')).toBeVisible();

    // Too short: a translated message on the field, nothing sent.
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Write a reply of at least 2 characters.')).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your reply').fill(`Yes, to 40 countries. Our export desk will call you. ${tag}`);
    await page.getByRole('button', { name: 'Send reply' }).click();
    const thread = page.getByTestId('reply-thread');
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread).toContainText(`Sent by ${admin.name} on`);
    await expect(thread).toContainText('Our export desk will call you.');
    await expect(page.getByTestId('message-status')).toContainText('Handled on');
    await expect(page.getByLabel('Your reply')).toHaveValue('');

    const [reply] = await mailsFor(visitor, 'Our export desk will call you.');
    expect(reply?.subject).toContain('Re:');
    expect(reply?.text).toContain(`> Do you export poultry vaccines? ${tag}`);

    // Reloaded, the thread is still there (kept by the server, not the page).
    await page.reload();
    await expect(page.getByTestId('reply-thread').getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin chooses a daily digest for contact messages on the account page, and gets no e-mail at once', async ({
    page,
  }) => {
    const tag = unique('digest').split(' ')[1] as string;
    const admin = await newAdmin(page, 'digester');
    await signIn(page, admin);
    await page.goto('/dashboard/account');
    const contact = page.getByLabel('A visitor sends a contact message');
    await expect(contact).toHaveValue('instant');
    await contact.selectOption('digest');
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('A visitor sends a contact message')).toHaveValue('digest');
    await expectNoAxeViolations(page);

    // A message now: the shared test admin (at once) gets it; this admin does not.
    const watcher = await newAdmin(page, 'watcher');
    await sendContactMessage(
      page,
      `Late Visitor ${tag}`,
      `late-${tag}@example.org`,
      `Any news on prices? ${tag}`,
    );
    await mailsFor(watcher.email, tag);
    expect((await readOutbox()).filter((m) => m.to === admin.email && m.text.includes(tag))).toEqual([]);
  });

  test('in Arabic at 390 px: the message page answers, right to left, axe-clean', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      const tag = unique('rtl').split(' ')[1] as string;
      const visitor = `rtl-${tag}@example.org`;
      const admin = await newAdmin(page, 'arabic');
      await sendContactMessage(page, `سارة ${tag}`, visitor, `هل تصدّرون اللقاحات إلى الأردن؟ ${tag}`);
      await useLanguage(page, 'ar');
      await signIn(page, admin);
      await page.goto(`/dashboard/contact_us?q=${tag}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('inbox-row').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2, name: 'الردود' })).toBeVisible();
      await page.getByLabel('ردّك').fill(`نعم، نصدّر إلى الأردن. ${tag}`);
      await page.getByRole('button', { name: 'إرسال الرد' }).click();
      await expect(page.getByTestId('reply-thread')).toContainText(`أرسله ${admin.name} في`);
      await mailsFor(visitor, 'نصدّر إلى الأردن');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

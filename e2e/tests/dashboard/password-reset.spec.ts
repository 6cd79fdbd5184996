import { expect, test } from '../fixtures';
import { createAdmin, latestCode, signInThroughForm, unique } from './dashboard-helpers';

test.describe('password reset', () => {
  test('forgot → code from the outbox → reset → sign in with the new password', async ({ page }) => {
    // Its own admin: a reset ends all sessions of that admin, which must not disturb parallel specs.
    const name = `reset-${unique('').trim()}`;
    const oldPassword = 'Harbour-Violet-Compass-17';
    const newPassword = 'Granite-Orchid-Tundra-58';
    const email = `${name}@aurinko.example`;
    await createAdmin(name, oldPassword, email);

    await page.goto('/AurinkoOne');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgotName = page.getByLabel('Admin name').last();
    await expect(forgotName).toBeFocused();
    await forgotName.fill(name);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText('a one-time code has been sent');
    await page.getByRole('link', { name: 'Enter the code and a new password' }).click();
    await expect(page).toHaveURL(/\/reset-password\?name=/);
    // The URL changes first; the sign-in screen stays until the reset module has loaded.
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();

    const code = await latestCode(email);
    await expect(page.getByLabel('Admin name')).toHaveValue(name);

    // A wrong code: the server's message in red, the button usable again.
    await page.getByLabel('One-time code').fill(code === '00000000' ? '11111111' : '00000000');
    const newPasswordField = page.getByLabel('New password');
    await expect(newPasswordField).toHaveAttribute('type', 'password');
    await newPasswordField.fill(newPassword);
    const button = page.getByRole('button', { name: 'Reset Password' });
    await button.click();
    const failure = page.getByRole('alert');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(button).toBeEnabled();

    // The right code: "Resetting..." while busy, then the sign-in page with the server's message.
    await page.getByLabel('One-time code').fill(code);
    await page.route('**/api/auth/reset-password*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await button.click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/AurinkoOne$/);
    await expect(page.getByRole('status').filter({ hasText: /Password reset successful/ })).toBeVisible();

    // The old password no longer works; the new one does.
    await signInThroughForm(page, name, oldPassword);
    await expect(page.getByRole('alert')).toHaveText('Wrong admin name or password.');
    await signInThroughForm(page, name, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/AurinkoOne$/);
  });
});

import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

test.describe('headlines manager', () => {
  test('add, edit and delete a headline, each with its message; the home ticker shows it', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/AddHeadline');
    const field = page.getByLabel('Headline (English)');
    const add = page.getByRole('button', { name: 'Add Headline' });
    await expect(add).toBeVisible();

    // Empty or whitespace-only text is refused.
    await field.fill('   ');
    await add.click();
    await expect(
      page.getByRole('status').filter({ hasText: '⚠️ Please enter a headline first!' }),
    ).toBeVisible();
    await expect(field).toBeFocused();

    // Add, with a French translation.
    const text = unique('New nano-formulation launched');
    const french = unique('Nouvelle nano-formulation lancée');
    await field.fill(text);
    await page.getByText('Other languages').click();
    await page.getByLabel('Français').fill(french);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Headline added!' })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByLabel('Français')).toHaveValue('');
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();

    // The public home page's ticker shows it, and in French the translation.
    await page.goto('/');
    await expect(page.getByText(text).first()).toBeAttached();
    await page.goto('/?lng=fr');
    await expect(page.getByText(french).first()).toBeAttached();
    await page.goto('/dashboard/AddHeadline?lng=en');

    // Edit: the button reads "Update Headline", the French text is loaded; after the save edit mode ends.
    await page.getByRole('button', { name: `Edit headline: ${text}` }).click();
    await expect(page.getByRole('button', { name: 'Update Headline' })).toBeVisible();
    await expect(field).toHaveValue(text);
    await page.getByText('Other languages').click();
    await expect(page.getByLabel('Français')).toHaveValue(french);
    const edited = `${text} (edited)`;
    await field.fill(edited);
    await page.getByRole('button', { name: 'Update Headline' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Headline updated!' })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Add Headline' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: edited })).toBeVisible();

    // English changed, French kept: opened again, French says it needs an update (the other languages open by
    // themselves to show it), as the coverage screen does.
    await page.getByRole('button', { name: `Edit headline: ${edited}` }).click();
    await expect(page.getByLabel('Français')).toHaveValue(french);
    await expect(page.getByLabel('Français')).toHaveAccessibleDescription(
      'Needs update: English changed since this text was saved.',
    );
    await expect(page.getByLabel('Español')).toHaveAccessibleDescription('');
    await page.goto('/dashboard/translations');
    const headlines = page.getByRole('region', { name: 'Headlines' });
    await expect(
      headlines
        .getByRole('listitem')
        .filter({ hasText: edited })
        .filter({ hasText: '(English changed: Text)' }),
    ).toBeVisible();
    await page.goto('/dashboard/AddHeadline');

    // Delete asks first (an in-page dialog); Cancel keeps it, Delete removes it.
    const deleteButton = page.getByRole('button', { name: `Delete headline: ${edited}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', {
      name: `Delete the headline “${edited}”? This cannot be undone.`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '🗑️ Headline deleted!' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'All headlines' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('switching the site language mid-edit keeps every text in its own language', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/AddHeadline?lng=en');
    const text = unique('Field trial results published');
    const french = unique('Résultats des essais publiés');
    await page.getByLabel('Headline (English)').fill(text);
    await page.getByText('Other languages').click();
    await page.getByLabel('Français').fill(french);
    await page.getByRole('button', { name: 'Add Headline' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Headline added!' })).toBeVisible();

    await page.getByRole('button', { name: `Edit headline: ${text}` }).click();
    await expect(page.getByLabel('Français')).toHaveValue(french);
    const edited = `${text} (edited)`;
    await page.getByLabel('Headline (English)').fill(edited);

    // The main field follows the new language; the English edit moves to the English field.
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page.getByLabel('Titre (Français)')).toHaveValue(french);
    await expect(page.getByLabel('English')).toHaveValue(edited);
    await page.getByRole('button', { name: 'Mettre à jour le titre' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Titre mis à jour !' })).toBeVisible();

    const inEnglish = await (await request.get('/api/headline/all?lang=en')).json();
    const inFrench = await (await request.get('/api/headline/all?lang=fr')).json();
    expect(inEnglish.map((h: { headline1: string }) => h.headline1)).toContain(edited);
    expect(inFrench.map((h: { headline1: string }) => h.headline1)).toContain(french);
  });

  test('failures show "❌ Operation failed!" and "❌ Delete failed!"', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/AddHeadline');
    const text = unique('Failing headline');
    await page.getByLabel('Headline (English)').fill(text);
    await page.route('**/api/headline/create*', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.getByRole('button', { name: 'Add Headline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '❌ Operation failed!' })).toBeVisible();
    // The text stays so the admin can try again.
    await expect(page.getByLabel('Headline (English)')).toHaveValue(text);
    await page.unroute('**/api/headline/create*');
    await page.getByRole('button', { name: 'Add Headline' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Headline added!' })).toBeVisible();

    await page.route('**/api/headline/delete/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.getByRole('button', { name: `Delete headline: ${text}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '❌ Delete failed!' })).toBeVisible();
    await page.unroute('**/api/headline/delete/*');
    await page.getByRole('button', { name: `Delete headline: ${text}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '🗑️ Headline deleted!' })).toBeVisible();
  });

  test('the headlines screen has no axe violations (English and Arabic, dialog open)', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/AddHeadline');
    const text = unique('Axe headline');
    await page.getByLabel('Headline (English)').fill(text);
    await page.getByRole('button', { name: 'Add Headline' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await page.getByText('Other languages').click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Delete headline: ${text}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    await useLanguage(page, 'ar');
    await page.goto('/dashboard/AddHeadline');
    await expect(page.getByRole('heading', { level: 1, name: 'العناوين' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إضافة عنوان' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { adminLogin, expect, expectNoAxeViolations, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';
import { pngFile, signInAsAdmin, unique } from './dashboard-helpers';

// One spec file, run in order: the steps share the logo list.
test.describe.configure({ mode: 'serial' });

interface Logo {
  _id: string;
  url: string;
  imageName: string;
}

const slug = () => unique('logo').replace(/\W+/g, '-');

test.describe('Pioneers Logos Uploader', () => {
  test('upload 2, refuse 5 and a text file, replace one, delete one; the home page shows them', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Pioneer');
    await expect(page.getByRole('heading', { level: 1, name: 'Pioneers Logos Uploader' })).toBeVisible();
    await expect(page.getByText('You can upload up to 4 logos at once')).toBeVisible();
    const input = page.getByLabel('Choose logo images');
    await expect(input).toHaveAttribute('accept', 'image/*');
    // The site's own button and status (translated), not the browser's "Choose Files / No file chosen".
    const upload = page.getByRole('region', { name: 'Upload logos' });
    await expect(upload.getByText('Choose files', { exact: true })).toBeVisible();
    await expect(upload.getByText('No file chosen', { exact: true })).toBeVisible();
    await expect(input).toHaveAccessibleName('Choose logo images');
    await expect(input).toHaveAccessibleDescription(/^No file chosen/);
    const toasts = page.getByTestId('toasts');

    // Nothing chosen.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toasts).toContainText('Select at least one file');

    // Five files: refused before upload.
    const id = slug();
    const five = [1, 2, 3, 4, 5].map((n) => pngFile(`${id}-${n}.png`, [n * 40, 90, 120]));
    await input.setInputFiles(five);
    await expect(toasts).toContainText('You can upload max 4 logos');
    await expect(input).toHaveValue('');

    // A text file: refused before upload (and by the server, see below).
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await expect(toasts).toContainText('Only image files can be uploaded');
    await expect(page.getByRole('heading', { name: /Selected files/ })).toHaveCount(0);

    // Two images: previews, progress, success; selection and input cleared, list reloaded.
    const first = `${id}-a.png`;
    const second = `${id}-b.png`;
    await input.setInputFiles([pngFile(first, [200, 40, 40]), pngFile(second, [40, 160, 60])]);
    await expect(page.getByRole('heading', { name: 'Selected files (2)' })).toBeVisible();
    await expect(upload.getByText(`2 files: ${first}, ${second}`)).toBeVisible();
    await expect(page.getByRole('img', { name: first })).toBeVisible();
    // Slow the answer down a little so the progress bar can be seen.
    await page.route('**/api/logo/add*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expect(toasts).toContainText('Logos uploaded successfully!');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/api/logo/add*');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('heading', { name: /Selected files/ })).toHaveCount(0);
    const grid = page.getByRole('region', { name: 'Uploaded logos' });
    await expect(grid.getByRole('listitem').filter({ hasText: first })).toBeVisible();
    await expect(grid.getByRole('listitem').filter({ hasText: second })).toBeVisible();
    await expect(grid.getByRole('img', { name: first })).toBeVisible();

    // Notifications close by themselves.
    await expect(toasts).toBeEmpty({ timeout: 5000 });

    // The home page's affiliations show them (found by their image address, whatever alt text the shell gives).
    const stored = (await (await page.request.get('/api/logo/logos')).json()) as Logo[];
    const urlOf = (name: string) => stored.find((logo) => logo.imageName === name)?.url ?? `missing:${name}`;
    await page.goto('/');
    const affiliations = page.getByRole('region', { name: 'Affiliations' });
    // Each as a <picture> whose WebP srcset lists the upload (see responsive-images.spec.ts).
    const shown = (url: string) => affiliations.locator(`picture:has(source[srcset*="${url}"]) img`);
    await expect(shown(urlOf(first))).toBeAttached();
    await expect(shown(urlOf(second))).toBeAttached();
    await page.goto('/dashboard/logo');

    // Replace the first logo's image.
    const replacement = `${id}-c.png`;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Edit ${first}` }).click();
    await (await chooser).setFiles([pngFile(replacement, [20, 20, 200])]);
    await expect(toasts).toContainText('Logo updated!');
    await expect(grid.getByRole('listitem').filter({ hasText: replacement })).toBeVisible();
    await expect(grid.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);

    // Delete the second, after confirming.
    await page.getByRole('button', { name: `Delete ${second}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Delete the logo “${second}”? This cannot be undone.`,
    });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts).toContainText('Logo deleted!');
    await expect(grid.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the server refuses a text file and a fifth logo too', async ({ request }) => {
    await adminLogin(request);
    const text = await request.post(`${SHELL_URL}/api/logo/add`, {
      headers: WRITE_HEADERS,
      multipart: { images: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') } },
    });
    expect(text.status()).toBeGreaterThanOrEqual(400);
    expect(text.status()).toBeLessThan(500);

    const five = await request.post(`${SHELL_URL}/api/logo/add`, {
      headers: WRITE_HEADERS,
      multipart: (() => {
        const form = new FormData();
        for (const n of [1, 2, 3, 4, 5]) {
          const file = pngFile(`five-${n}.png`, [n, n, n]);
          form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
        }
        return form;
      })(),
    });
    expect(five.status()).toBe(400);
    expect(((await five.json()) as { message: string }).message).toMatch(/at most 4/);
  });

  test('failures and a broken image: "Upload failed", "Update failed", "Delete failed", "No Image"', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const id = slug();
    const name = `${id}-broken.png`;
    // A logo whose image address answers 404 shows the placeholder.
    await page.route('**/api/logo/logos*', async (route) => {
      const response = await route.fetch();
      const logos = (await response.json()) as Logo[];
      await route.fulfill({
        response,
        json: [...logos, { _id: '999999', url: '/api/uploads/logos/missing.webp', imageName: name }],
      });
    });
    await page.goto('/dashboard/Pioneer');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('No Image')).toBeVisible();
    const toasts = page.getByTestId('toast-alerts');

    await page.route('**/api/logo/add*', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.getByLabel('Choose logo images').setInputFiles([pngFile(`${id}-x.png`, [1, 2, 3])]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toasts).toContainText('Upload failed');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await (await chooser).setFiles([pngFile(`${id}-y.png`, [1, 2, 3])]);
    await expect(toasts).toContainText('Update failed');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts).toContainText('Delete failed');

    await page.unroute('**/api/logo/logos*');
    await page.route('**/api/logo/logos*', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.reload();
    await expect(page.getByTestId('toasts')).toContainText('Failed to fetch logos');
  });

  test('the logos screen has no axe violations', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Pioneer');
    await expect(page.getByRole('heading', { level: 1, name: 'Pioneers Logos Uploader' })).toBeVisible();
    await page.getByLabel('Choose logo images').setInputFiles([pngFile(`${slug()}.png`, [9, 99, 199])]);
    await expect(page.getByRole('heading', { name: 'Selected files (1)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in Arabic the file input speaks Arabic, works from the keyboard, and passes axe', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Pioneer?lng=ar');
    const upload = page.getByRole('region', { name: 'رفع الشعارات' });
    await expect(upload.getByText('اختر ملفات', { exact: true })).toBeVisible();
    await expect(upload.getByText('لم يُختر أي ملف', { exact: true })).toBeVisible();
    await expect(page.getByText('No file chosen')).toHaveCount(0);
    const input = upload.locator('input[type="file"]');
    // The native input stays the one keyboard stop of the control (hidden from sight, not from focus).
    await input.focus();
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    // Space on the input itself (press focuses it first, so a late re-render cannot take the keystroke elsewhere).
    await input.press('Space');
    const name = `${slug()}.png`;
    await (await chooser).setFiles([pngFile(name, [9, 99, 199])]);
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${name.replace(/\./g, '\\.')}`));
    await expectNoAxeViolations(page);
  });
});

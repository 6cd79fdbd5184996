import { pngFile, signInAsAdmin } from '../dashboard/dashboard-helpers';
import { expect, expectNoAxeViolations, expectUploadedImage, test, useLanguage } from '../fixtures';
import { expectLoaded } from './division-helpers';

// A division home's hero picture is content (issue 35): the seeded picture is an upload an admin replaces in the
// dashboard (Division heroes), like any other picture, and the public home shows the new one in every language —
// server-rendered, eager and hinted. The seeded picture stays in the media library: the test picks it again there.
test.describe.configure({ timeout: 120_000 });

interface Hero {
  _id: string;
  division: string;
  language: string;
  image: string | null;
  alt: Record<string, string>;
}

test('an admin replaces the agriculture hero picture in the dashboard; the home shows it in English and Arabic', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await signInAsAdmin(page);
  const list = await page.request.get('/api/admin/division-hero?division=agriculture&pageSize=100');
  expect(list.status()).toBe(200);
  const hero = ((await list.json()) as { items: Hero[] }).items.find(
    (row) => row.language === 'all' && row.image?.startsWith('/api/uploads/seed/banners/'),
  );
  if (!hero?.image) throw new Error('the seed has an agriculture hero picture');
  const seeded = hero.image;

  // Before: the seeded picture, with its alt text in the page's language.
  await page.goto('/agriculture?lng=en');
  await expectLoaded(page);
  await expectUploadedImage(page.getByRole('main').getByTestId('division-hero'), seeded);

  try {
    await page.goto(`/dashboard/division_hero/${hero._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${hero.alt.en}` })).toBeVisible();
    await page.getByTestId('file-image').setInputFiles(pngFile('our-fields.png', [40, 120, 60]));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Published: ${hero.alt.en}`);
    await expectNoAxeViolations(page);
    let replaced = '';
    await expect
      .poll(async () => {
        const record = (await (
          await page.request.get(`/api/admin/division-hero/${hero._id}`)
        ).json()) as Hero;
        replaced = String(record.image);
        return replaced;
      })
      .not.toBe(seeded);
    expect(replaced).toMatch(/^\/api\/uploads\/banners\/.+\.webp$/);

    for (const [lng, dir] of [
      ['en', 'ltr'],
      ['ar', 'rtl'],
    ] as const) {
      await page.goto(`/agriculture?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expectLoaded(page);
      const picture = page.getByRole('main').getByTestId('division-hero');
      await expectUploadedImage(picture, replaced);
      await expect(picture).toHaveAttribute('alt', String(hero.alt[lng]));
      await expect(picture).toHaveAttribute('loading', 'eager');
      // The server hinted the new picture, not the old one.
      const hint = page.locator('head link[rel="preload"][as="image"]');
      await expect(hint).toHaveAttribute(
        'imagesrcset',
        new RegExp(replaced.replace(/\.webp$/, '\\.w480\\.webp')),
      );
      await expectNoAxeViolations(page);
    }
  } finally {
    // The seeded picture stayed in the media library (kept, with its file): picked again from there.
    await page.goto(`/dashboard/division_hero/${hero._id}`);
    const field = page.getByTestId('file-image').locator('xpath=ancestor::fieldset[1]');
    await field.getByRole('button', { name: 'Choose from the library' }).click();
    const dialog = page.getByRole('dialog', { name: /Choose from the library/ });
    await dialog.getByRole('searchbox', { name: 'Search by name or alt text' }).fill('hero-agriculture');
    await dialog.getByRole('button', { name: 'Use hero-agriculture.webp' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/admin/division-hero/${hero._id}`)).json()) as Hero).image,
      )
      .toBe(seeded);
  }
  await page.goto('/agriculture?lng=ar');
  await expectUploadedImage(page.getByRole('main').getByTestId('division-hero'), seeded);
  expect((await page.request.get(seeded)).status()).toBe(200);
});

import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { apiGet, type Paginated, unexpectedConsoleErrors } from './division-helpers';

interface Photo {
  _id: string;
  image: string;
  caption: string;
}

const PAGE_SIZE = 12;

test('photo gallery: a photo opens in a viewer; arrows, buttons and Escape work; focus returns; no axe violations', async ({
  page,
  request,
  consoleErrors,
}) => {
  const photos = await apiGet<Paginated<Photo>>(
    request,
    `gallery?division=veterinary&page=1&pageSize=${PAGE_SIZE}&lang=en`,
  );
  const shown = photos.items;
  if (shown.length < 2) throw new Error('The seed needs at least two veterinary photos');
  const [first, second] = shown as [Photo, Photo];
  const last = shown[shown.length - 1] as Photo;

  await page.goto('/veterinary/photo_gallery');
  const thumbnail = page.getByRole('link', { name: `Open photo: ${first.caption}` });
  // Still a real link: a new tab or a middle click gets the image itself.
  await expect(thumbnail).toHaveAttribute('href', first.image);
  await thumbnail.click();

  const viewer = page.getByRole('dialog', { name: first.caption });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`Photo 1 of ${shown.length}`)).toBeVisible();
  // The photo in one of the sizes the API stores next to it (see responsive-images.spec.ts).
  const photo = viewer.getByRole('img', { name: first.caption });
  await expect(photo).toHaveAttribute('src', first.image.replace(/\.webp$/, '.fallback'));
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
    )
    .toContain(first.image.replace(/\.webp$/, ''));
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: second.caption })).toBeVisible();
  await expect(page.getByText(`Photo 2 of ${shown.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(page.getByText(`Photo 1 of ${shown.length}`)).toBeVisible();
  // Wraps around at the ends.
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(page.getByRole('dialog', { name: last.caption })).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('dialog', { name: first.caption })).toBeVisible();

  // The page behind is inert while the viewer is open; Escape closes it and focus goes back to the thumbnail.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  // Clicking outside the photo closes it too.
  await thumbnail.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});

test('photo gallery in Arabic: the viewer reads right to left, and the left arrow moves forward', async ({
  page,
  request,
}) => {
  const photos = await apiGet<Paginated<Photo>>(
    request,
    `gallery?division=agriculture&page=1&pageSize=${PAGE_SIZE}&lang=ar`,
  );
  const [first, second] = photos.items as [Photo, Photo];
  const total = photos.items.length;
  await useLanguage(page, 'ar');
  await page.goto('/agriculture/photo_gallery');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: `فتح الصورة: ${first.caption}` }).click();
  await expect(page.getByRole('dialog', { name: first.caption })).toBeVisible();
  await expect(page.getByText(`الصورة 1 من ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: second.caption })).toBeVisible();
  await expect(page.getByText(`الصورة 2 من ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'الصورة السابقة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DATA_DIR, expect, expectNoAxeViolations, test, WRITE_HEADERS } from '../fixtures';
import { pngFile, signInAsAdmin } from './dashboard-helpers';

// Gallery photos, their categories and videos in the content studio, end to end: the generic editor (bulk upload,
// options from another resource, the address widget, video files), the API, storage and the public media pages.
// Serial: each step builds on what the previous one made. Everything here is in the human division, which the
// public gallery specs do not count.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const categoryKey = `fairs-${suffix}`;
const categoryName = `Field fairs ${suffix}`;
const categoryKorean = `현장 박람회 ${suffix}`;
const files = ['stand-a', 'stand-b', 'stand-c'].map((name) => `${name}-${suffix}`);
const koreanCaption = `박람회 부스 ${suffix}`;
const videoTitle = `Laboratory tour ${suffix}`;

const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toasts = (page: Page) => page.getByTestId('toasts');
const alerts = (page: Page) => page.getByTestId('toast-alerts');
const storedPath = (url: string) => path.join(DATA_DIR, 'uploads', url.replace(/^\/api\/uploads\//, ''));

interface AdminPhoto {
  _id: string;
  category: string;
  division: string | null;
  caption: Record<string, string>;
  image: string | null;
}

async function photosOfCategory(page: Page): Promise<AdminPhoto[]> {
  const response = await page.request.get(`/api/admin/gallery?category=${categoryKey}&pageSize=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: AdminPhoto[] }).items;
}

/** A real WebM, recorded by the browser itself from a small canvas (MediaRecorder, VP8). */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const draw = () => {
      context.fillStyle = frame % 2 ? '#1a7f5a' : '#0f3b66';
      context.fillRect(0, 0, 64, 48);
      frame += 1;
    };
    draw();
    const timer = setInterval(draw, 50);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe('content studio: the photo gallery', () => {
  test('an admin creates a category and adds several photos at once; they show on the public gallery', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/gallery_view');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
    // The list's own link (the navigation has one too).
    await page.getByRole('link', { name: 'Photo categories' }).and(page.locator('.btn')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo categories' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a category' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New photo category' })).toBeVisible();

    // The key's form is checked in the form, in words.
    await text(page, 'Key').fill('Field Fairs');
    await text(page, 'Name').fill(categoryName);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('Use only lowercase letters a–z, digits, - or _, starting with a letter or a digit.'),
    ).toBeVisible();
    await text(page, 'Key').fill(categoryKey);
    const korean = page.getByRole('tab', { name: /한국어/ });
    await korean.click();
    await expect(korean).toHaveAttribute('aria-selected', 'true');
    await expect(text(page, 'Name')).toHaveAttribute('lang', 'ko');
    await text(page, 'Name').fill(categoryKorean);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/gallery_categories\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${categoryName}` })).toBeVisible();
    await expect(text(page, 'Key')).toHaveAttribute('readonly', '');

    // Several photos at once: the category is chosen from the categories, each file becomes a photo.
    await page.goto('/dashboard/Gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Add photos' })).toBeVisible();
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option', { name: categoryName })).toBeAttached();
    await category.selectOption({ label: categoryName });
    await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Human health' });
    await page
      .getByTestId('files-image')
      .setInputFiles(files.map((name, index) => pngFile(`${name}.png`, [40 * index, 120, 200])));
    await expect(page.getByText('3 files to upload')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files for Photo' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toasts(page)).toContainText('3 photos added.');
    await expect(page).toHaveURL(/\/dashboard\/gallery_view$/);
    for (const name of files) await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    const photos = await photosOfCategory(page);
    expect(photos.map((photo) => photo.caption.en).sort()).toEqual(files);
    for (const photo of photos) {
      expect(photo).toMatchObject({ category: categoryKey, division: 'human' });
      expect(existsSync(storedPath(photo.image ?? ''))).toBe(true);
    }

    await page.goto('/human/photo_gallery?lng=en');
    await page
      .getByRole('combobox', { name: 'Filter by category' })
      .selectOption({ label: `${categoryName} (3 photos)` });
    for (const name of files)
      await expect(page.getByRole('link', { name: `Open photo: ${name}` })).toBeVisible();
  });

  test('one photo captioned in Korean shows so on the Korean page; one is deleted', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/gallery_view');
    await page.getByRole('link', { name: `Edit ${files[1]}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${files[1]}` })).toBeVisible();
    await page.getByRole('tab', { name: /한국어/ }).click();
    await expect(text(page, 'Caption')).toHaveAttribute('lang', 'ko');
    await text(page, 'Caption').fill(koreanCaption);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toasts(page)).toContainText(`Published: ${files[1]}`);

    await page.goto('/dashboard/gallery_view');
    await page.getByRole('button', { name: `Delete ${files[2]}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText(`Deleted: ${files[2]}`);

    await page.goto('/human/photo_gallery?lng=ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page
      .getByRole('combobox', { name: '카테고리별 보기' })
      .selectOption({ label: `${categoryKorean} (사진 2장)` });
    await expect(page.getByRole('figure').filter({ hasText: koreanCaption })).toBeVisible();
    // The other photo has no Korean caption: its English one is shown.
    await expect(page.getByRole('figure').filter({ hasText: files[0] })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('deleting a category that still has photos is refused, in English and in Arabic', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/gallery_categories?lng=en');
    await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(alerts(page)).toContainText(
      'Not deleted: 2 photos are still in this category. Move them to another category or delete them first.',
    );
    await expect(page.getByRole('button', { name: `Delete ${categoryName}` })).toBeVisible();

    await page.goto('/dashboard/gallery_categories?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'فئات الصور' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `حذف ${categoryName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await expect(alerts(page)).toContainText(
      'لم تُحذف: لا تزال في هذه الفئة صورتان. انقلهما إلى فئة أخرى أو احذفهما أولًا.',
    );
    expect(await photosOfCategory(page)).toHaveLength(2);

    // Emptied, it goes (and the photos' files with them).
    const photos = await photosOfCategory(page);
    for (const photo of photos) {
      const response = await page.request.delete(`/api/admin/gallery/${photo._id}`, {
        headers: WRITE_HEADERS,
      });
      expect(response.status()).toBe(200);
      // In the bin with the photo (restorable for 30 days): the file stays until the purge.
      expect(existsSync(storedPath(photo.image ?? ''))).toBe(true);
    }
    await page.goto('/dashboard/gallery_categories?lng=en');
    await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText(`Deleted: ${categoryName}`);
  });
});

test.describe('content studio: videos', () => {
  test('a video with an uploaded WebM and a poster plays on the public video page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Videos');
    await expect(page.getByRole('heading', { level: 1, name: 'New video' })).toBeVisible();
    const webm = await recordWebm(page);
    expect(webm.length).toBeLessThan(50_000);
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    await text(page, 'Title').fill(videoTitle);
    await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Human health' });
    await expect(page.getByText('MP4 or WebM, up to 100 MB.')).toBeVisible();
    await page
      .getByTestId('file-file')
      .setInputFiles({ name: 'lab-tour.webm', mimeType: 'video/webm', buffer: webm });
    await expect(page.getByText('To upload: lab-tour.webm')).toBeVisible();
    await page.getByTestId('file-poster').setInputFiles(pngFile('poster.png', [15, 59, 102]));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/video_view\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${videoTitle}` })).toBeVisible();
    const id = /video_view\/(\d+)/.exec(page.url())?.[1] ?? '';
    const record = (await (await page.request.get(`/api/admin/videos/${id}`)).json()) as {
      file: string;
      poster: string;
      url: string | null;
    };
    expect(record.file).toMatch(/^\/api\/uploads\/videos\/.+\.webm$/);
    expect(record.poster).toMatch(/^\/api\/uploads\/videos\/.+\.webp$/);
    expect(record.url).toBeNull();

    await page.goto('/human/videos?lng=en');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: videoTitle }) });
    const player = card.locator('video');
    await expect(player).toHaveAttribute('src', record.file);
    // The poster in the 960 px WebP stored next to it.
    await expect(player).toHaveAttribute('poster', record.poster.replace(/\.webp$/, '.w960.webp'));
    // The browser reads the stored file as a video (its metadata loads).
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/video_view');
    await page.getByRole('button', { name: `Delete ${videoTitle}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText(`Deleted: ${videoTitle}`);
    // In the bin with the video (restorable for 30 days): the file stays until the purge.
    expect(existsSync(storedPath(record.file))).toBe(true);
  });

  test('an address on another host is refused with a translated message, in English and in Arabic', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const hosts = 'youtube.com, www.youtube.com, youtu.be, vimeo.com, player.vimeo.com';
    await page.goto('/dashboard/Videos?lng=en');
    await text(page, 'Title').fill('Refused video');
    await text(page, 'Address on YouTube or Vimeo').fill('https://videos.example.net/watch?v=1');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Only https addresses on ${hosts} are accepted.`)).toBeVisible();

    await page.goto('/dashboard/Videos?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await text(page, 'العنوان').fill('فيديو مرفوض');
    await text(page, 'العنوان على YouTube أو Vimeo').fill('http://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'نشر', exact: true }).click();
    await expect(page.getByText(`لا تُقبل إلا عناوين https على ${hosts}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The API refuses the same address on its own, naming the field; nothing is saved.
    const refused = await page.request.post('/api/admin/videos', {
      headers: WRITE_HEADERS,
      data: { title: { en: 'Refused video' }, url: 'https://videos.example.net/watch?v=1' },
    });
    expect(refused.status()).toBe(400);
    expect(Object.keys((await refused.json()).fields)).toEqual(['url']);
    const list = await page.request.get('/api/admin/videos?q=Refused&pageSize=10');
    expect((await list.json()).total).toBe(0);
  });

  test('an accepted YouTube address plays in the page only when asked, from the no-cookie player', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const title = `Milk fever explained ${suffix}`;
    await page.goto('/dashboard/Videos?lng=en');
    await text(page, 'Title').fill(title);
    await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Human health' });
    await text(page, 'Address on YouTube or Vimeo').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/video_view\/\d+/);
    const id = /video_view\/(\d+)/.exec(page.url())?.[1] ?? '';

    await page.goto('/human/videos?lng=en');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(
      card.getByText('Pressing play loads the player from www.youtube-nocookie.com.'),
    ).toBeVisible();
    await expect(card.locator('iframe')).toHaveCount(0);
    await expect(card.getByRole('link', { name: /Watch video/ })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: `Play here ${title}` }).click();
    // The frame the CSP allows (a refused frame would fail the test through the CSP check).
    await expect(card.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect(card.locator('iframe')).toHaveAttribute('title', title);
    const removed = await page.request.delete(`/api/admin/videos/${id}`, { headers: WRITE_HEADERS });
    expect(removed.status()).toBe(200);
  });
});

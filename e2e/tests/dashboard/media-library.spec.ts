import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectUploadedImage,
  test,
  useLanguage,
  WRITE_HEADERS,
} from '../fixtures';
import { png, signInAsAdmin, unique } from './dashboard-helpers';

// The media library (issue 34), end to end: an image uploaded once (dropped on the library) is used by a product and
// a slide, its alt text set in French shows on the French pages, replacing it updates both, and it cannot be deleted
// while used; the screen in Arabic says why a file is refused. Each test owns its records.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

/** A colour no other run has used: the library stores one item per content, so each test uploads its own picture. */
const colour = (): [number, number, number] =>
  [0, 1, 2].map(() => Math.floor(Math.random() * 256)) as [number, number, number];

/** Drops files on the library's drop zone as a browser does (a DataTransfer with File objects). */
async function dropFiles(page: Page, files: Array<{ name: string; type: string; bytes: Buffer }>) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((file) => ({ ...file, bytes: [...file.bytes] })),
  );
  await page.getByTestId('media-drop-zone').dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });
}

async function adminRecord(page: Page, resource: string, id: string) {
  const response = await page.request.get(`/api/admin/${resource}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Opens a record's edit screen, picks the library item for its image field and publishes. */
async function useFromLibrary(page: Page, path: string, name: string) {
  await page.goto(path);
  // The image field's own fieldset (the form's files are a fieldset around it).
  const field = page.getByTestId('file-image').locator('xpath=ancestor::fieldset[1]');
  await field.getByRole('button', { name: 'Choose from the library' }).click();
  const dialog = page.getByRole('dialog', { name: /Choose from the library/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search by name or alt text' }).fill(name);
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(field.getByText(`From the library: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
}

test('an image uploaded once is used by a product and a slide; French alt text on the French pages; replacing it updates both', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page);
  const productName = unique('Library bolus');
  const slideAlt = unique('Library slide');
  const product = await page.request.post('/api/admin/products', {
    headers: WRITE_HEADERS,
    data: { group: 'Livestock', name: { en: productName } },
  });
  expect(product.status()).toBe(201);
  const productId = String((await product.json())._id);
  const slide = await page.request.post('/api/admin/image-slider', {
    headers: WRITE_HEADERS,
    data: { division: 'veterinary', alt: { en: slideAlt } },
  });
  expect(slide.status()).toBe(201);
  const slideId = String((await slide.json())._id);

  // Dropped on the library, with a file it refuses beside it (the refusal says why).
  const fileName = `${unique('herd').replace(' ', '-')}.png`;
  await page.goto('/dashboard/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await dropFiles(page, [
    { name: fileName, type: 'image/png', bytes: png(64, 48, colour()) },
    { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not a picture') },
  ]);
  await expect(page.getByText(`${fileName} is in the library.`)).toBeVisible();
  await expect(
    page.getByText(
      'notes.txt was not added: this kind of file is not accepted (images, PDFs, MP4 or WebM videos only).',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Used by the product and by the slide, picked from the library in their forms.
  await useFromLibrary(page, `/dashboard/product_details/${productId}`, fileName);
  await expect
    .poll(async () => (await adminRecord(page, 'products', productId)).image)
    .toMatch(/^\/api\/uploads\//);
  const url = String((await adminRecord(page, 'products', productId)).image);
  await useFromLibrary(page, `/dashboard/image_slider/${slideId}`, fileName);
  await expect.poll(async () => (await adminRecord(page, 'image-slider', slideId)).image).toBe(url);

  // The item: both uses linked; French alt text and a focal point.
  await page.goto(`/dashboard/media?q=${encodeURIComponent(fileName)}`);
  await page.getByRole('button', { name: fileName }).click();
  const panel = page.getByTestId('media-panel');
  await expect(panel.getByRole('heading', { name: fileName })).toBeVisible();
  await expect(panel.getByTestId('media-uses').getByRole('link')).toHaveCount(2);
  await expect(panel.getByRole('link', { name: new RegExp(productName) })).toHaveAttribute(
    'href',
    `/dashboard/product_details/${productId}`,
  );
  const french = `Un troupeau au pré ${productName.split(' ').at(-1)}`;
  await panel.getByTestId('media-alt-fr').fill(french);
  await panel.getByTestId('media-alt-en').fill(`A herd in the meadow ${productName.split(' ').at(-1)}`);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Save texts and focal point' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The French product page and the French veterinary home show the item's French alt text.
  await page.goto(`/veterinary/livestock/${productId}?lng=fr`);
  const productImage = page.locator(`img[alt="${french}"]`);
  await expect(productImage).toBeVisible();
  await expectUploadedImage(productImage, url);
  await page.goto('/veterinary?lng=fr');
  await expect(page.locator(`img[alt="${french}"]`)).toBeAttached();
  // Spanish has none: the English alt text.
  await page.goto(`/veterinary/livestock/${productId}?lng=es`);
  await expect(page.locator(`img[alt^="A herd in the meadow"]`)).toBeVisible();

  // Replaced in the library: same item, both records follow, the pages show the new file.
  await useLanguage(page, 'en');
  await page.goto(`/dashboard/media?q=${encodeURIComponent(fileName)}`);
  await page.getByRole('button', { name: fileName }).click();
  const newName = `${unique('herd-new').replace(' ', '-')}.png`;
  await page.getByTestId('media-replace-input').setInputFiles({
    name: newName,
    mimeType: 'image/png',
    buffer: png(80, 40, colour()),
  });
  await expect(page.getByText('Replaced. 2 uses updated.')).toBeVisible();
  await expect.poll(async () => (await adminRecord(page, 'products', productId)).image).not.toBe(url);
  const replaced = String((await adminRecord(page, 'products', productId)).image);
  expect((await adminRecord(page, 'image-slider', slideId)).image).toBe(replaced);
  await page.goto(`/veterinary/livestock/${productId}?lng=fr`);
  await expectUploadedImage(page.locator(`img[alt="${french}"]`), replaced);

  // Not deleted while used: the answer says how many records use it.
  await useLanguage(page, 'en');
  await page.goto(`/dashboard/media?q=${encodeURIComponent(newName)}`);
  await page.getByRole('button', { name: newName }).click();
  await page.getByTestId('media-panel').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Not deleted: 2 records still use this file. Remove it there first.'),
  ).toBeVisible();
  // The refused delete's 409 is the only error the browser logs.
  expect(consoleErrors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});

test('the library in Arabic: right to left, refusals say why in Arabic, axe-clean', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/media?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مكتبة الوسائط' })).toBeVisible();
  const fileName = `${unique('arabic').replace(' ', '-')}.png`;
  await dropFiles(page, [
    { name: fileName, type: 'image/png', bytes: png(32, 32, colour()) },
    { name: 'report.docx', type: 'application/msword', bytes: Buffer.from('PK not a pdf') },
  ]);
  await expect(page.getByText(`أصبح ${fileName} في المكتبة.`)).toBeVisible();
  await expect(
    page.getByText(
      'لم يُضف report.docx: هذا النوع من الملفات غير مقبول (الصور وملفات PDF ومقاطع فيديو MP4 أو WebM فقط).',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: fileName }).click();
  const panel = page.getByTestId('media-panel');
  await expect(panel.getByText('لا يستخدمه أي سجل.')).toBeVisible();
  await expect(panel.getByTestId('media-alt-ar')).toHaveAttribute('dir', 'rtl');
  await expect(panel.getByTestId('media-alt-fr')).toHaveAttribute('dir', 'ltr');
  // The view follows the address (a router update, not synchronous): clicked, then checked once the address says so.
  await page.getByRole('radio', { name: 'قائمة' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('radio', { name: 'قائمة' })).toBeChecked();
  await expectNoAxeViolations(page);
  // Unused: deleted.
  await panel.getByRole('button', { name: 'احذف' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'احذف' }).click();
  await expect(page.getByText(`حُذف ${fileName}.`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('alt text set in French in the library shows on the French pages: a product card and a blog cover, server-rendered and hydrated', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page);
  const fileName = `${unique('cover').replace(' ', '-')}.png`;
  const uploaded = await page.request.post('/api/admin/media', {
    headers: WRITE_HEADERS,
    multipart: { image: { name: fileName, mimeType: 'image/png', buffer: png(96, 64, colour()) } },
  });
  expect(uploaded.status()).toBe(201);
  const itemId = String((await uploaded.json())._id);
  // A veterinary range with room on its first page, so the new product's card is on the list's first page.
  const ranges = [
    ['Equine', 'Equine'],
    ['Aqua', 'Aqua'],
    ['Pet', 'pet'],
    ['Swine', 'Swine'],
  ] as const;
  let range: (typeof ranges)[number] | undefined;
  for (const candidate of ranges) {
    const listed = await page.request.get(`/api/products?group=${candidate[0]}&pageSize=12`);
    if (((await listed.json()) as { total: number }).total < 12) {
      range = candidate;
      break;
    }
  }
  if (!range) throw new Error('No veterinary range has room on its first page');
  const productName = unique('Cover tonic');
  const product = await page.request.post('/api/admin/products', {
    headers: WRITE_HEADERS,
    data: { group: range[0], name: { en: productName } },
  });
  expect(product.status()).toBe(201);
  const productId = String((await product.json())._id);
  const slug = unique('library-cover')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const blog = await page.request.post('/api/admin/blogs', {
    headers: WRITE_HEADERS,
    data: {
      slug,
      title: { en: 'Calves in spring', fr: 'Les veaux au printemps' },
      division: 'veterinary',
      publishedAt: new Date().toISOString().slice(0, 10),
    },
  });
  expect(blog.status()).toBe(201);
  const blogId = String((await blog.json())._id);
  for (const [resource, record, field] of [
    ['products', productId, 'image'],
    ['blogs', blogId, 'cover'],
  ]) {
    const used = await page.request.post(`/api/admin/media/${itemId}/uses`, {
      headers: WRITE_HEADERS,
      data: { resource, record, field },
    });
    expect(used.status()).toBe(200);
  }

  // The French alt text, written in the library.
  const french = `Un veau au pré ${fileName.slice(0, -4)}`;
  await page.goto(`/dashboard/media?q=${encodeURIComponent(fileName)}`);
  await page.getByRole('button', { name: fileName }).click();
  const panel = page.getByTestId('media-panel');
  await expect(panel.getByTestId('media-uses').getByRole('link')).toHaveCount(2);
  await panel.getByTestId('media-alt-fr').fill(french);
  await panel.getByRole('button', { name: 'Save texts and focal point' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // As the server sends them (no script run), then once the page has hydrated.
  const served = async (path: string) =>
    (await (await page.request.get(path)).text()).includes(`alt="${french}"`);
  const list = `/veterinary/${range[1]}?lng=fr`;
  const cover = `/veterinary/blog/${slug}?lng=fr`;
  expect(await served(list)).toBe(true);
  expect(await served(cover)).toBe(true);

  await page.goto(list);
  const card = page.getByRole('listitem').filter({ hasText: productName });
  await expect(card.locator(`img[alt="${french}"]`)).toBeVisible();
  await page.goto(cover);
  await expect(page.getByRole('heading', { level: 1, name: 'Les veaux au printemps' })).toBeVisible();
  await expect(page.getByRole('img', { name: french })).toBeVisible();
  await page.goto('/veterinary/blog?lng=fr');
  await expect(page.locator(`img[alt="${french}"]`)).toBeVisible();
  // The English page has no English alt: the cover stays decorative, the card takes the product's name.
  await page.goto(`/veterinary/blog/${slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calves in spring' })).toBeVisible();
  await expect(page.locator('main img[src*="/api/uploads/"]').first()).toHaveAttribute('alt', '');
  expect(consoleErrors).toEqual([]);
});

test('a picture the server cannot read is refused in the admin’s words on the studio field, in English and Arabic', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const product = await page.request.post('/api/admin/products', {
    headers: WRITE_HEADERS,
    data: { group: 'Livestock', name: { en: unique('Unreadable photo') } },
  });
  expect(product.status()).toBe(201);
  const productId = String((await product.json())._id);
  // A PNG's signature over bytes no decoder reads: the browser and the server's type check take it for a PNG.
  const broken = Buffer.concat([png(8, 8, colour()).subarray(0, 16), Buffer.alloc(512, 7)]);
  for (const { language, publish, field, message } of [
    {
      language: 'en',
      publish: 'Publish',
      field: 'Image',
      message: 'The file could not be read as an image. Save it again as PNG, JPEG or WebP and upload it.',
    },
    {
      language: 'ar',
      publish: 'نشر',
      field: 'الصورة',
      message: 'تعذّرت قراءة الملف كصورة. احفظه من جديد بصيغة PNG أو JPEG أو WebP ثم ارفعه.',
    },
  ] as const) {
    await useLanguage(page, language);
    await page.goto(`/dashboard/product_details/${productId}`);
    await page
      .getByTestId('file-image')
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await page.getByRole('button', { name: publish, exact: true }).click();
    await expect(page.getByRole('group', { name: field, exact: true }).getByText(message)).toBeVisible();
    // Not the API's English words.
    await expect(page.getByText('broken.png could not be read', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A text of the media library screen in `language`, with its values filled in (as i18next does). */
function mediaText(language: string, key: string, values: Record<string, string | number> = {}): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/dashboard_media.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * The width ÷ height of the file an <img> shows, once it has loaded: its current source decoded on its own (the
 * element's natural size is scaled by the srcset's width descriptors, which are upper bounds, and rounded).
 */
async function naturalRatio(img: Locator): Promise<number> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate(async (el: HTMLImageElement) => {
    const file = new Image();
    file.src = el.currentSrc;
    await file.decode();
    return file.naturalWidth / file.naturalHeight;
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`an admin crops an image in the library; the product page serves the cropped picture (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    await useLanguage(page, language);
    await signInAsAdmin(page);
    const fileName = `${unique('crop').replace(' ', '-')}.png`;
    const uploaded = await page.request.post('/api/admin/media', {
      headers: WRITE_HEADERS,
      multipart: { image: { name: fileName, mimeType: 'image/png', buffer: png(400, 200, colour()) } },
    });
    expect(uploaded.status()).toBe(201);
    const item = (await uploaded.json()) as { _id: string; url: string };
    const alt = unique('Cropped field');
    expect(
      (
        await page.request.put(`/api/admin/media/${item._id}`, {
          headers: WRITE_HEADERS,
          data: { alt: { en: alt, ar: alt } },
        })
      ).status(),
    ).toBe(200);
    const product = await page.request.post('/api/admin/products', {
      headers: WRITE_HEADERS,
      data: { group: 'Livestock', name: { en: unique('Crop bolus') } },
    });
    expect(product.status()).toBe(201);
    const productId = String((await product.json())._id);
    expect(
      (
        await page.request.post(`/api/admin/media/${item._id}/uses`, {
          headers: WRITE_HEADERS,
          data: { resource: 'products', record: productId, field: 'image' },
        })
      ).status(),
    ).toBe(200);
    const publicImage = () => page.locator(`img[alt="${alt}"]`).first();
    await page.goto(`/veterinary/livestock/${productId}?lng=${language}`);
    expect(await naturalRatio(publicImage())).toBeCloseTo(2, 2);

    // In the library: a crop outside the picture is refused in the admin's language, then a 120 × 160 crop saved.
    await page.goto(`/dashboard/media?q=${encodeURIComponent(fileName)}`);
    await page.getByRole('button', { name: fileName }).click();
    const crop = page.getByTestId('media-crop');
    await expect(crop).toBeVisible();
    const field = (axis: string) => crop.getByLabel(mediaText(language, `item.crop.${axis}`));
    await expect(field('width')).toHaveValue('400');
    await field('x').fill('300');
    await field('width').fill('200');
    await crop.getByRole('button', { name: mediaText(language, 'item.crop.save') }).click();
    await expect(crop.getByRole('alert')).toHaveText(
      mediaText(language, 'item.crop.invalid', { width: 400, height: 200 }),
    );
    await expectNoAxeViolations(page);
    await field('x').fill('150');
    await field('y').fill('20');
    await field('width').fill('120');
    await field('height').fill('160');
    await crop.getByRole('button', { name: mediaText(language, 'item.crop.save') }).click();
    await expect(page.getByText(mediaText(language, 'item.crop.saved'))).toBeVisible();
    await expect(
      page.getByTestId('media-crop').getByLabel(mediaText(language, 'item.crop.height')),
    ).toHaveValue('160');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoAxeViolations(page);

    // The public product page serves the cropped file: 120 × 160, a ratio of 0.75.
    await page.goto(`/veterinary/livestock/${productId}?lng=${language}`);
    expect(await naturalRatio(publicImage())).toBeCloseTo(0.75, 2);
    await expect(publicImage()).not.toHaveAttribute('src', item.url.replace(/\.webp$/, '.fallback'));

    // Removing the crop brings the whole picture back everywhere.
    await page.goto(`/dashboard/media?q=${encodeURIComponent(fileName)}`);
    await page.getByRole('button', { name: fileName }).click();
    await page
      .getByTestId('media-crop')
      .getByRole('button', { name: mediaText(language, 'item.crop.remove') })
      .click();
    await expect(page.getByText(mediaText(language, 'item.crop.removed'))).toBeVisible();
    await page.goto(`/veterinary/livestock/${productId}?lng=${language}`);
    await expectUploadedImage(publicImage(), item.url);
    expect(await naturalRatio(publicImage())).toBeCloseTo(2, 2);
    // The refused crop's 400 is the only error the browser logs.
    expect(consoleErrors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { adminLogin, expect, expectNoAxeViolations, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';

// An uploaded product photo on a public page (/veterinary/Swine) is a <picture>: WebP in 480, 960 and full width,
// a JPEG fallback, and the browser takes the smallest one that is sharp enough.
const NAME = `E2E responsive photo ${Date.now()}`;
const PAGE = '/veterinary/Swine';
let mainUrl = '';

/** A 1600×1200 photo-like JPEG drawn in the browser (gradients, shapes and grain compress like a photograph). */
async function drawPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const sky = ctx.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, '#7fb4e0');
    sky.addColorStop(0.6, '#e8d6a8');
    sky.addColorStop(1, '#5b7f3a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 1600, 1200);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 140; i++) {
      ctx.fillStyle = `hsla(${Math.floor(random() * 360)}, 45%, ${30 + random() * 40}%, 0.5)`;
      ctx.beginPath();
      ctx.arc(random() * 1600, random() * 1200, 10 + random() * 160, 0, Math.PI * 2);
      ctx.fill();
    }
    const pixels = ctx.getImageData(0, 0, 1600, 1200);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 24;
      pixels.data[i] = (pixels.data[i] ?? 0) + grain;
      pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + grain;
      pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + grain;
    }
    ctx.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test.beforeAll(async ({ browser, playwright }) => {
  const drawing = await browser.newPage();
  const photo = await drawPhoto(drawing);
  await drawing.close();
  const request = await playwright.request.newContext();
  await adminLogin(request);
  const created = await request.post(`${SHELL_URL}/api/admin/products`, {
    data: { group: 'Swine', name: { en: NAME } },
    headers: WRITE_HEADERS,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const uploaded = await request.post(`${SHELL_URL}/api/admin/products/${_id}/files/image`, {
    multipart: { file: { name: 'piglets.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: WRITE_HEADERS,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  mainUrl = ((await uploaded.json()) as { image: string }).image;
  await request.dispose();
});

/** Size and type of a stored image as a visitor gets it. */
async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return {
    status: response.status(),
    type: response.headers()['content-type'],
    bytes: (await response.body()).length,
  };
}

/** The product photo on the list page, scrolled into view and loaded; what the browser chose. */
async function shownPhoto(page: Page) {
  await page.goto(PAGE);
  const img = page.getByRole('img', { name: NAME });
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return { img, currentSrc: await img.evaluate((element: HTMLImageElement) => element.currentSrc) };
}

test('an uploaded product photo is a <picture> whose WebP sizes and JPEG fallback all load', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { img, currentSrc } = await shownPhoto(page);
  const base = mainUrl.replace(/\.webp$/, '');
  // The <img> is the fallback for browsers without WebP; lazy, decoded off the main thread.
  await expect(img).toHaveAttribute('src', `${base}.fallback`);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('decoding', 'async');
  const source = page.locator('picture', { has: img }).locator('source');
  await expect(source).toHaveAttribute('type', 'image/webp');
  const srcset = (await source.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
  expect(candidates).toEqual([
    [`${base}.w480.webp`, '480w'],
    [`${base}.w960.webp`, '960w'],
    [mainUrl, '2000w'],
  ]);
  for (const [url] of candidates) {
    expect(await fetchImage(request, url as string), url).toMatchObject({ status: 200, type: 'image/webp' });
  }
  expect(await fetchImage(request, `${base}.fallback`)).toMatchObject({ status: 200, type: 'image/jpeg' });
  expect(candidates.map(([url]) => new URL(url as string, SHELL_URL).href)).toContain(currentSrc);

  // The page's first-screen image (its banner) is not lazy.
  const banner = page.locator('img[fetchpriority="high"]').first();
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test('the browser downloads the 480 px WebP, not the full-size file', async ({
    page,
    request,
  }, testInfo) => {
    const downloaded = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.url().includes(mainUrl.replace(/\.webp$/, ''))) {
        downloaded.set(new URL(response.url()).pathname, (await response.body()).length);
      }
    });
    const { currentSrc } = await shownPhoto(page);
    const small = mainUrl.replace(/\.webp$/, '.w480.webp');
    expect(new URL(currentSrc).pathname).toBe(small);
    await expect.poll(() => [...downloaded.keys()]).toEqual([small]);
    const after = downloaded.get(small) ?? 0;
    const before = (await fetchImage(request, mainUrl)).bytes;
    expect(after).toBeGreaterThan(0);
    expect(after * 3).toBeLessThan(before);
    testInfo.annotations.push({
      type: 'bytes of one product photo at 390 px',
      description: `before ${before} (the 1600 px file every screen got), after ${after} (480 px WebP)`,
    });
    console.log(`[measure] product photo at 390 px, DPR 1: before ${before} B, after ${after} B`);
  });
});

for (const density of [2, 3]) {
  test.describe(`on a high-density phone (390 px wide, ${density} device pixels per CSS pixel)`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: density });

    test('the browser downloads one WebP file, never the fallback or two sizes', async ({
      page,
      request,
    }) => {
      const downloaded = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.url().includes(mainUrl.replace(/\.webp$/, ''))) {
          downloaded.set(new URL(response.url()).pathname, (await response.body()).length);
        }
      });
      const { currentSrc } = await shownPhoto(page);
      const chosen = new URL(currentSrc).pathname;
      expect(chosen).toMatch(/\.webp$/);
      await expect.poll(() => [...downloaded.keys()]).toEqual([chosen]);
      const before = (await fetchImage(request, mainUrl)).bytes;
      console.log(
        `[measure] product photo at 390 px, DPR ${density}: before ${before} B, after ${downloaded.get(chosen)} B (${chosen.split('/').pop()})`,
      );
    });
  });
}

import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { apiGet, expectLoaded, type Paginated } from './division-helpers';

/** Artwork a visitor can trust (issue 17): covers shown whole, no picture repeating the heading, one badge per seal. */

/** Where the seeded blog covers are stored. */
const SEED_COVERS = '/api/uploads/seed/';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Waits for the image to load, then answers its rendered box's ratio and its natural ratio. */
async function ratios(img: Locator): Promise<{ box: number; natural: number }> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const rect = el.getBoundingClientRect();
    return { box: rect.width / rect.height, natural: el.naturalWidth / el.naturalHeight };
  });
}

function expectWhole({ box, natural }: { box: number; natural: number }) {
  expect(Math.abs(box - natural) / natural, `box ${box} vs image ${natural}`).toBeLessThan(0.01);
}

/** Every <img> of the page whose alt text is the page's h1 text (empty when the pictures say something else). */
async function imagesRepeatingHeading(page: Page): Promise<string[]> {
  const heading = ((await page.locator('main h1').first().textContent()) ?? '').trim();
  expect(heading.length).toBeGreaterThan(0);
  const alts = await page
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
  return alts.filter((alt) => alt.trim() === heading);
}

for (const lang of ['en', 'ar']) {
  test.describe(`artwork (${lang})`, () => {
    test('a blog cover is shown whole in the list and on the post, wide and narrow', async ({
      page,
      request,
    }) => {
      const list = await apiGet<Paginated<{ slug: string; cover?: string }>>(
        request,
        `blogs?division=veterinary&page=1&pageSize=20&lang=${lang}`,
      );
      // A seeded post (other tests add posts of their own, with covers of any size or none).
      const post = list.items.find((item) => item.cover?.startsWith(SEED_COVERS));
      expect(post, 'the seed has a blog post with a cover').toBeTruthy();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(`/veterinary/blog?lng=${lang}`);
        await expectLoaded(page);
        expectWhole(await ratios(page.locator(`main li img[src^="${SEED_COVERS}"]`).first()));

        await page.goto(`/veterinary/blog/${post?.slug}?lng=${lang}`);
        await expectLoaded(page);
        expectWhole(await ratios(page.locator('main article img').first()));
      }
    });

    test('no picture on a division page, a product list or a blog post repeats the page heading', async ({
      page,
      request,
    }) => {
      const list = await apiGet<Paginated<{ slug: string; cover?: string }>>(
        request,
        `blogs?division=veterinary&page=1&pageSize=20&lang=${lang}`,
      );
      // A seeded post (other tests add posts of their own, with covers of any size or none).
      const post = list.items.find((item) => item.cover?.startsWith(SEED_COVERS));
      expect(post, 'the seed has a blog post with a cover').toBeTruthy();
      const paths = [
        '/human',
        '/human/Wellness',
        '/human/Nanophosphosomes',
        `/veterinary/blog/${post?.slug}`,
      ];
      for (const path of paths) {
        await page.goto(`${path}?lng=${lang}`);
        await expectLoaded(page);
        // The page's pictures (its banner, its cover) have arrived before their alt texts are read.
        await expect(page.locator('main img').first()).toBeVisible();
        expect(await imagesRepeatingHeading(page), path).toEqual([]);
      }
    });

    test('the certificates page draws a different badge for each certification; axe clean', async ({
      page,
    }) => {
      await page.goto(`/human/certificates?lng=${lang}`);
      await expectLoaded(page);
      const badges = page.getByTestId('certification-badge');
      await expect(badges).toHaveCount(6);
      const drawings = await badges.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
      expect(new Set(drawings).size, 'six distinct drawings').toBe(6);
      for (const badge of await badges.all()) {
        await expect(badge).toHaveAttribute('aria-hidden', 'true');
        await expect(badge).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  });
}

/**
 * Seeded pictures carry no words that would need translating (issue 17): a pack shot's label carries the product's
 * brand name, a proper noun in Latin letters like on a real pack, and the page names the product in the visitor's
 * language beside it (api/test/seed/artwork.spec.ts checks what the drawings contain). So a pack shot is one file
 * for every language, while the text around it is translated.
 */
test('a pack shot is the same picture in every language, the product named in the page language beside it', async ({
  page,
  request,
}) => {
  const pictures: string[] = [];
  for (const lang of ['en', 'ar'] as const) {
    const list = await apiGet<Paginated<{ _id: string; name: string; image: string }>>(
      request,
      `products?group=Wellness&page=1&pageSize=1&lang=${lang}`,
    );
    const product = list.items[0];
    if (!product) throw new Error('the seed has a Wellness product');
    expect(product.image).toMatch(/^\/api\/uploads\/seed\/products\//);
    await page.goto(`/human/Wellness/${product._id}?lng=${lang}`);
    await expectLoaded(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(product.name);
    if (lang === 'ar') await expect(heading).toHaveText(/[\u0600-\u06FF]/);
    const picture = page.locator('main img[src^="/api/uploads/seed/products/"]').first();
    await expect(picture).toBeVisible();
    pictures.push((await picture.getAttribute('src')) ?? '');
  }
  expect(pictures[0]).toBeTruthy();
  expect(pictures[1]).toBe(pictures[0]);
});

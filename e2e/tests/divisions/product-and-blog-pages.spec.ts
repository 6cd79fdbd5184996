import { formatPackSize, type PackUnit } from '@aurinko/contract/product-facts';
import { richTextToPlainText } from '@aurinko/contract/rich-text';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { apiGet, expectLoaded, type Paginated, text, unexpectedConsoleErrors } from './division-helpers';

/** Product and article pages that sell (issue 17): what a visitor sees and can do there, in English and Arabic. */

interface Product {
  _id: string;
  name: string;
  segment: string;
  type: string;
  category: string;
  packSizes: Array<{ amount: number; unit: PackUnit }>;
}

interface BlogSummary {
  _id: string;
  slug: string;
  title: string;
  publishedAt: string;
}

interface BlogPost extends BlogSummary {
  sections: Array<{ heading: string; body: unknown }>;
}

const GROUP = 'Wellness';
const RANGE = '/human/Wellness';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

async function wellness(request: APIRequestContext, lang: string): Promise<Product[]> {
  const list = await apiGet<Paginated<Product>>(
    request,
    `products?group=${GROUP}&page=1&pageSize=50&lang=${lang}`,
  );
  expect(list.items.length, 'the seed has several Wellness products').toBeGreaterThan(1);
  return list.items;
}

/** The same count of words the reader is promised: runs of letters or digits, 200 a minute, at least one minute. */
function minutesToRead(post: BlogPost): number {
  const count = (value: string) => value.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu)?.length ?? 0;
  const words = post.sections.reduce(
    (sum, section) => sum + count(section.heading) + count(richTextToPlainText(section.body)),
    0,
  );
  return Math.max(1, Math.ceil(words / 200));
}

function readingTime(lang: string, minutes: number): string {
  const category = new Intl.PluralRules(lang).select(minutes);
  return fill(text(lang, `media:blog.readingTime_${category}`), { count: minutes });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`in ${lang}`, () => {
    test('a product page: key facts, enquiry that fills in the contact form, share, related products of the range', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const products = await wellness(request, lang);
      const product = products[1] as Product;
      await page.goto(`${RANGE}/${product._id}?lng=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

      // The right column: the facts the data has, with their translated labels.
      const facts = page.getByRole('region', { name: text(lang, 'productcart:keyFacts') });
      for (const key of ['segment', 'type', 'category'] as const) {
        if (!product[key]) continue;
        await expect(facts.getByText(text(lang, `productcart:labels.${key}`), { exact: true })).toBeVisible();
        await expect(facts.getByText(product[key], { exact: true })).toBeVisible();
      }
      // The pack sizes as the contract's one formatter writes them in the page's language.
      await expect(
        facts.getByText(text(lang, 'productcart:labels.packSizes'), { exact: true }),
      ).toBeVisible();
      await expect(facts.getByTestId('pack-sizes').getByRole('listitem')).toHaveText(
        product.packSizes.map((size) => formatPackSize(size, lang)),
      );
      await expect(
        page.getByRole('link', { name: text(lang, 'productcart:datasheet.download') }),
      ).toHaveAttribute('href', new RegExp(`/api/products/${product._id}/datasheet\\.pdf\\?lang=${lang}$`));
      await expect(page.getByRole('button', { name: text(lang, 'division:share.copyLink') })).toBeVisible();
      // On a desktop screen the facts are a column beside the picture, not below it.
      const picture = await page.getByRole('img', { name: product.name, exact: true }).boundingBox();
      const column = await facts.boundingBox();
      if (!picture || !column) throw new Error('picture or key facts not laid out');
      expect(column.y).toBeLessThan(picture.y + picture.height);
      expect(
        lang === 'ar' ? column.x + column.width <= picture.x : column.x >= picture.x + picture.width,
      ).toBe(true);

      // Related products: other products of the same range, none of them this one; each opens its own page.
      const related = page.getByRole('region', { name: text(lang, 'productcart:related.heading') });
      const cards = related.getByRole('listitem');
      const others = products.filter((item) => item._id !== product._id).slice(0, 3);
      await expect(cards).toHaveCount(others.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(others.map((item) => item.name));
      const hrefs = await cards
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(others.map((item) => `${RANGE}/${item._id}`));
      await expectNoAxeViolations(page);

      const other = others[0] as Product;
      await cards.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${RANGE}/${other._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();

      // "Enquire about this product" opens the division's contact form with the product filled in.
      await page.getByRole('link', { name: text(lang, 'productcart:enquire') }).click();
      await expect(page).toHaveURL(new RegExp(`/human/contact_us\\?product=${other._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'contact:title') })).toBeVisible();
      const message = page.getByRole('textbox', { name: text(lang, 'contact:form.message') });
      await expect(message).toHaveValue(fill(text(lang, 'contact:form.enquiry'), { product: other.name }));
      await expectNoAxeViolations(page);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    });

    test('a blog post: date, reading time, share and the division’s other posts, newest first', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const list = await apiGet<Paginated<BlogSummary>>(
        request,
        `blogs?division=veterinary&page=1&pageSize=10&lang=${lang}`,
      );
      expect(list.items.length, 'the seed has several veterinary posts').toBeGreaterThan(1);
      const current = list.items[0] as BlogSummary;
      const post = await apiGet<BlogPost>(request, `blogs/${current.slug}?lang=${lang}`);

      await page.goto(`/veterinary/blog/${post.slug}?lng=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      const byline = page.getByTestId('blog-byline');
      const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(post.publishedAt));
      await expect(byline.locator('time')).toHaveText(fill(text(lang, 'media:blog.publishedOn'), { date }));
      await expect(byline.locator('time')).toHaveAttribute('datetime', post.publishedAt);
      await expect(byline).toContainText(readingTime(lang, minutesToRead(post)));
      await expect(page.getByRole('button', { name: text(lang, 'division:share.copyLink') })).toBeVisible();

      const related = page.getByRole('region', { name: text(lang, 'media:blog.related') });
      const others = list.items.filter((item) => item.slug !== post.slug).slice(0, 3);
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(others.map((item) => item.title));
      await expect(related.getByRole('link').first()).toHaveAttribute(
        'href',
        `/veterinary/blog/${(others[0] as BlogSummary).slug}`,
      );
      await expectNoAxeViolations(page);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    });
  });
}

test('where the browser has a share sheet, the page offers it with its title and address', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const product = (await wellness(request, 'en'))[0] as Product;
  await page.goto(`${RANGE}/${product._id}`);
  await page.getByRole('button', { name: 'Share…' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: product.name, url: page.url() }]);
});

test('without a share sheet there is no share button, only "Copy link"', async ({ page, request }) => {
  const product = (await wellness(request, 'en'))[0] as Product;
  await page.goto(`${RANGE}/${product._id}`);
  await expectLoaded(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await expect(page.getByRole('button', { name: 'Share…' })).toHaveCount(0);
});

test('Korean pages wrap between words, never inside one (word-break: keep-all)', async ({ page }) => {
  await page.goto('/agriculture/about?lng=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expectLoaded(page);
  const paragraph = page.locator('[data-division] p').first();
  await expect(paragraph).toBeVisible();
  expect(await paragraph.evaluate((p) => getComputedStyle(p).wordBreak)).toBe('keep-all');
  // An English page keeps the normal rules.
  await page.goto('/agriculture/about?lng=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLoaded(page);
  expect(
    await page
      .locator('[data-division] p')
      .first()
      .evaluate((p) => getComputedStyle(p).wordBreak),
  ).toBe('normal');
});

test('on /news in Arabic the brand logos keep their Latin lettering left to right, inside the artwork', async ({
  page,
}) => {
  await page.goto('/news?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logos = page.locator('main svg:has(text)');
  await expect(logos).toHaveCount(2);
  for (const logo of await logos.all()) {
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((svg) => getComputedStyle(svg).direction)).toBe('ltr');
    // Every word of the lettering lies inside the logo's box (laid out right to left, "AURINKO" ran off its start).
    const inside = await logo.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')].map((word) => {
        const r = word.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      });
    });
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every(Boolean)).toBe(true);
  }
  await expectNoAxeViolations(page);
});

test('a dropdown closes when keyboard focus tabs out of it (main menu and division menu)', async ({
  page,
}) => {
  // A division's own page: the company's pages (the blog among them) have no division menu.
  await page.goto('/veterinary/poultry');
  await expectLoaded(page);
  const menus = [
    page.getByRole('navigation', { name: 'Main menu' }),
    page.getByRole('navigation', { name: text('en', 'division:nav.label') }),
  ];
  for (const menu of menus) {
    const button = menu.locator('button[aria-expanded][aria-controls]:visible').first();
    const submenu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = await submenu.getByRole('link').count();
    // Through every link of the open list: it stays open; one more Tab leaves it, and it closes.
    for (let step = 0; step < links; step += 1) {
      await page.keyboard.press('Tab');
      await expect(submenu.getByRole('link').nth(step)).toBeFocused();
      await expect(submenu).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@aurinko/contract/languages';
import { plainTextToRichText } from '@aurinko/contract/rich-text';
import type { APIRequestContext } from '@playwright/test';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { SaxesParser } from 'saxes';
import { adminLogin, expect, expectNoAxeViolations, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';

/**
 * What a crawler or a chat app's link preview gets, without a browser: status codes, the head of each page in each
 * language, structured data, the sitemap and robots.txt — against the production build and a real API.
 */

type Lang = Language;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A text of the site's locale files (`ns:key.path`), as the pages show it. */
function text(lng: Lang, key: string, folder: string): string {
  const [ns = '', dotted = ''] = key.split(':');
  const json = JSON.parse(readFileSync(path.join(REPO, folder, lng, `${ns}.json`), 'utf8'));
  const value = dotted.split('.').reduce((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`no text ${key} (${lng})`);
  return value;
}
const company = (lng: Lang) => text(lng, 'company:shortName', 'shared-ui/src/locales');

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** The head of an HTML document as a parser sees it. */
function head(html: string) {
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  const attr = (element: Element | undefined, name: string) =>
    element?.attrs.find((a) => a.name === name)?.value;
  const find = (tag: string, name: string, value: string) =>
    elements.find((e) => e.tagName === tag && attr(e, name) === value);
  const textOf = (element: Element | undefined) =>
    (element?.childNodes ?? []).map((n) => ('value' in n ? n.value : '')).join('');
  const html5 = elements.find((e) => e.tagName === 'html');
  return {
    lang: attr(html5, 'lang'),
    dir: attr(html5, 'dir'),
    title: textOf(elements.find((e) => e.tagName === 'title')),
    description: attr(find('meta', 'name', 'description'), 'content'),
    robots: attr(find('meta', 'name', 'robots'), 'content'),
    canonical: attr(find('link', 'rel', 'canonical'), 'href'),
    alternates: Object.fromEntries(
      elements
        .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate')
        .map((e) => [attr(e, 'hreflang'), attr(e, 'href')]),
    ),
    og: (property: string) => attr(find('meta', 'property', `og:${property}`), 'content'),
    twitter: (name: string) => attr(find('meta', 'name', `twitter:${name}`), 'content'),
    jsonLd: elements
      .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
      .map((e) => JSON.parse(textOf(e)) as Record<string, unknown> & { '@type': string }),
  };
}

/** Parses XML strictly (a malformed document throws) and collects the text of every element of these names. */
function xml<N extends string>(document: string, names: N[]): Record<N, string[]> {
  const found = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<string, string[]>;
  const parser = new SaxesParser({ xmlns: true });
  let current: string | undefined;
  parser.on('opentag', (tag) => {
    current = (names as string[]).includes(tag.local) ? tag.local : undefined;
    if (tag.local === 'link' && tag.uri === 'http://www.w3.org/1999/xhtml') {
      found.link?.push(`${tag.attributes.hreflang?.value} ${tag.attributes.href?.value}`);
    }
  });
  parser.on('text', (value) => {
    if (current) found[current]?.push(value);
  });
  parser.on('closetag', () => {
    current = undefined;
  });
  parser.write(document).close();
  return found as Record<N, string[]>;
}

const NAMES: Record<Lang, string> = {
  en: 'Lactoboost Calcium Gel',
  ar: 'جل لاكتوبوست بالكالسيوم',
  fr: 'Gel calcique Lactoboost',
  ko: '락토부스트 칼슘 젤',
  es: 'Gel de calcio Lactoboost',
  ru: 'Кальциевый гель Лактобуст',
};
const DETAILS: Record<Lang, string> = {
  en: 'An oral calcium gel for dairy cows around calving.',
  ar: 'جل كالسيوم فموي لأبقار الحليب حول موعد الولادة.',
  fr: 'Un gel de calcium oral pour les vaches laitières autour du vêlage.',
  ko: '분만 전후 젖소를 위한 경구용 칼슘 젤입니다.',
  es: 'Un gel de calcio oral para vacas lecheras alrededor del parto.',
  ru: 'Пероральный кальциевый гель для дойных коров в период отёла.',
};

async function createProduct(request: APIRequestContext, name: Record<string, string>) {
  await adminLogin(request);
  const created = await request.post(`${SHELL_URL}/api/admin/products`, {
    headers: WRITE_HEADERS,
    data: {
      group: 'Livestock',
      name,
      // Details are rich text (issue 33): the description is the document's text.
      details: Object.fromEntries(
        Object.entries(DETAILS).map(([lng, text]) => [lng, plainTextToRichText(text)]),
      ),
      composition: { en: 'Calcium formate 40 g' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { _id: string };
  const image = await request.post(`${SHELL_URL}/api/admin/products/${product._id}/files/image`, {
    headers: WRITE_HEADERS,
    multipart: {
      file: {
        name: 'gel.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.join(REPO, 'shell/public/logo-512.png')),
      },
    },
  });
  expect(image.status(), await image.text()).toBe(200);
  return { id: product._id, image: ((await image.json()) as { image: string }).image };
}

test.describe('found and shared: what crawlers and link previews get (plain HTTP)', () => {
  let product: { id: string; image: string };
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    product = await createProduct(request, NAMES);
    await request.dispose();
  });

  for (const lng of LANGUAGES) {
    test(`three routes in ${lng}: title, description, canonical, alternates, previews, JSON-LD`, async ({
      request,
    }) => {
      const productPath = `/veterinary/livestock/${product.id}`;
      const pages = [
        {
          path: '/',
          title: text(lng, 'home:meta.title', 'shell/src/locales'),
          description: text(lng, 'home:meta.description', 'shell/src/locales'),
          types: ['Organization'],
          image: `${SHELL_URL}/og-image.png`,
        },
        {
          path: '/veterinary/about',
          title: `${text(lng, 'about:heading', 'shared-ui/division/locales')} – ${company(lng)}`,
          description: text(lng, 'company:shortDescription', 'shared-ui/src/locales'),
          types: ['BreadcrumbList'],
          image: `${SHELL_URL}/og-image.png`,
        },
        {
          path: productPath,
          title: `${NAMES[lng]} – ${company(lng)}`,
          description: DETAILS[lng],
          types: ['Product', 'BreadcrumbList'],
          image: `${SHELL_URL}${product.image}`,
        },
      ];
      for (const page of pages) {
        const response = await request.get(`${page.path}?lng=${lng}`, { headers: { Accept: '*/*' } });
        expect(response.status(), page.path).toBe(200);
        const h = head(await response.text());
        const url = `${SHELL_URL}${page.path}?lng=${lng}`;
        expect(h.lang).toBe(lng);
        expect(h.dir).toBe(lng === 'ar' ? 'rtl' : 'ltr');
        expect(h.title).toBe(page.title);
        expect(h.description).toBe(page.description);
        expect(h.robots).toBeUndefined();
        expect(h.canonical).toBe(url);
        expect(h.alternates).toEqual({
          ...Object.fromEntries(LANGUAGES.map((l) => [l, `${SHELL_URL}${page.path}?lng=${l}`])),
          'x-default': `${SHELL_URL}${page.path}`,
        });
        expect(h.og('title')).toBe(page.title);
        expect(h.og('description')).toBe(page.description);
        expect(h.og('url')).toBe(url);
        expect(h.og('image')).toBe(page.image);
        expect(h.twitter('card')).toBe('summary_large_image');
        expect(h.twitter('title')).toBe(page.title);
        expect(h.twitter('image')).toBe(page.image);
        expect(h.jsonLd.map((data) => data['@type'])).toEqual(page.types);
      }
      const organization = head(await (await request.get(`/?lng=${lng}`)).text()).jsonLd[0];
      expect(organization).toMatchObject({
        name: text(lng, 'company:name', 'shared-ui/src/locales'),
        alternateName: text(lng, 'company:formerName', 'shared-ui/src/locales'),
        logo: `${SHELL_URL}/logo-512.png`,
      });
      expect(organization?.address).toHaveLength(3);
      const [productData, crumbs] = head(
        await (await request.get(`${productPath}?lng=${lng}`)).text(),
      ).jsonLd;
      expect(productData).toMatchObject({ name: NAMES[lng], image: `${SHELL_URL}${product.image}` });
      expect(((crumbs?.itemListElement ?? []) as Array<{ name: string }>).map((item) => item.name)).toEqual([
        company(lng),
        text(lng, 'division:divisions.veterinary.name', 'shared-ui/division/locales'),
        text(lng, 'division:productPages.veterinary.livestock.title', 'shared-ui/division/locales'),
        NAMES[lng],
      ]);
    });
  }

  test('status codes are honest whatever the Accept header', async ({ request }) => {
    const real = [
      '/',
      '/human',
      '/veterinary/blog',
      '/agriculture/SoilMinerals',
      `/veterinary/livestock/${product.id}`,
    ];
    const unknown = [
      '/some-missing-page',
      '/human/nonexistent',
      '/human/about/extra',
      '/veterinary/livestock/999999',
      `/human/Wellness/${product.id}`,
      '/veterinary/blog/no-such-post',
    ];
    for (const accept of ['*/*', 'text/html,application/xhtml+xml', 'application/json']) {
      for (const page of real) {
        const response = await request.get(page, { headers: { Accept: accept } });
        expect(response.status(), `${page} (${accept})`).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
      }
      for (const page of unknown) {
        const response = await request.get(page, { headers: { Accept: accept } });
        expect(response.status(), `${page} (${accept})`).toBe(404);
        const h = head(await response.text());
        expect(h.title).toBe(text('en', 'notfound:title', 'shell/src/locales'));
        expect(h.robots).toBe('noindex');
      }
    }
  });

  test('the sitemap is XML listing every page per language, and a product created after start-up', async ({
    request,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = xml(await index.text(), ['loc']).loc;
    // Per language: its page file, then the API's record files (products and blog posts, paged).
    expect(files.filter((loc) => /\/sitemap-\w\w\.xml$/.test(loc))).toEqual(
      LANGUAGES.map((l) => `${SHELL_URL}/sitemap-${l}.xml`),
    );
    expect(files).toContain(`${SHELL_URL}/sitemap-fr-products-1.xml`);
    expect(files).toContain(`${SHELL_URL}/sitemap-fr-blogs-1.xml`);

    const fresh = await createProduct(request, {
      en: 'Sitemap Probe Bolus',
      fr: 'Bolus sonde du plan du site',
    });
    const probe = `/veterinary/livestock/${fresh.id}`;
    const frRecords = async (name: string) =>
      xml(await (await request.get(`/sitemap-fr-${name}.xml`)).text(), ['loc', 'lastmod', 'link']);
    await expect
      .poll(async () => (await frRecords('products-1')).loc, { timeout: 20_000 })
      .toContain(`${SHELL_URL}${probe}?lng=fr`);
    const fr = xml(await (await request.get('/sitemap-fr.xml')).text(), ['loc', 'lastmod', 'link']);
    expect(fr.loc).toEqual(
      expect.arrayContaining([
        `${SHELL_URL}/?lng=fr`,
        `${SHELL_URL}/news?lng=fr`,
        `${SHELL_URL}/human/about?lng=fr`,
        `${SHELL_URL}/agriculture/NanoFertilizers?lng=fr`,
      ]),
    );
    const products = await frRecords('products-1');
    expect(products.loc).toContain(`${SHELL_URL}/veterinary/livestock/${product.id}?lng=fr`);
    expect((await frRecords('blogs-1')).loc.some((loc) => loc.includes('/veterinary/blog/'))).toBe(true);
    expect(fr.loc.filter((loc) => /dashboard|AurinkoOne|reset-password|unauthorized/.test(loc))).toEqual([]);
    expect(products.link).toEqual(
      expect.arrayContaining([
        `en ${SHELL_URL}${probe}?lng=en`,
        `ar ${SHELL_URL}${probe}?lng=ar`,
        `x-default ${SHELL_URL}${probe}`,
      ]),
    );
    expect([...fr.lastmod, ...products.lastmod].every((date) => !Number.isNaN(Date.parse(date)))).toBe(true);
    // The new product's page is a page, with its own title, without a rebuild.
    const page = head(await (await request.get(`${probe}?lng=fr`)).text());
    expect(page.title).toBe(`Bolus sonde du plan du site – ${company('fr')}`);
  });

  test('a change in the dashboard shows in the tags without a rebuild', async ({ request }) => {
    await adminLogin(request);
    const renamed = 'Lactoboost Calcium Gel Forte';
    const update = await request.put(`${SHELL_URL}/api/admin/products/${product.id}`, {
      headers: WRITE_HEADERS,
      data: { name: { en: renamed } },
    });
    expect(update.status()).toBe(200);
    await expect
      .poll(
        async () =>
          head(await (await request.get(`/veterinary/livestock/${product.id}?lng=en`)).text()).title,
        {
          timeout: 20_000,
        },
      )
      .toBe(`${renamed} – ${company('en')}`);
    await request.put(`${SHELL_URL}/api/admin/products/${product.id}`, {
      headers: WRITE_HEADERS,
      data: { name: { en: NAMES.en } },
    });
  });

  test('robots.txt keeps the admin paths and the API out and points to the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /AurinkoOne',
        'Disallow: /reset-password',
        'Disallow: /api/',
        `Sitemap: ${SHELL_URL}/sitemap.xml`,
      ]),
    );
  });

  test('private pages stay out of search engines', async ({ request }) => {
    for (const page of ['/AurinkoOne', '/reset-password', '/dashboard', '/unauthorized']) {
      const response = await request.get(page, { headers: { Accept: '*/*' } });
      expect(response.status(), page).toBe(200);
      const h = head(await response.text());
      expect(h.robots, page).toBe('noindex');
      expect(h.canonical, page).toBeUndefined();
    }
  });
});

test.describe('found and shared: in the browser', () => {
  test('the served head and the running page agree; JSON-LD raises no CSP violation; data sheet button', async ({
    page,
    request,
  }) => {
    const { id } = await createProduct(request, NAMES);
    const served = head(await (await request.get(`/veterinary/livestock/${id}?lng=ar`)).text());
    await page.goto(`/veterinary/livestock/${id}?lng=ar`);
    await expect(page.getByRole('heading', { level: 1, name: NAMES.ar })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(served.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      served.description ?? '',
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);

    const button = page.getByRole('link', {
      name: text('ar', 'productcart:datasheet.download', 'shared-ui/division/locales'),
    });
    await expect(button).toHaveAttribute('href', `/api/products/${id}/datasheet.pdf?lang=ar`);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`aurinko-product-${id}-ar.pdf`);
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    await page.goto('/?lng=fr');
    await expect(page).toHaveTitle(text('fr', 'home:meta.title', 'shell/src/locales'));
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  });
});

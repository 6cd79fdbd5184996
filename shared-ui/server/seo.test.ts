// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextToRichText } from '../contract/rich-text.mjs';
import { jsonForScript, matchRoute } from './seo.mjs';
import { startStaticServer } from './static-server.mjs';

const LANGS = ['en', 'ar'];
const each = <T>(value: (lng: string) => T) => Object.fromEntries(LANGS.map((lng) => [lng, value(lng)]));
const texts = (title: string) =>
  each((lng) => ({ title: `${title} (${lng})`, description: `About ${title} in ${lng}` }));
const home = { path: '/', name: each(() => 'Site') };

const shellManifest = {
  version: 1,
  app: 'shell',
  languages: LANGS,
  directions: { en: 'ltr', ar: 'rtl' },
  titleFormat: each(() => '{{page}} – Site'),
  routes: [{ path: '/', index: true, meta: texts('Home'), jsonLd: ['organization'], breadcrumb: [] }],
  mounts: [
    { path: '/human', remote: 'human', prefix: true },
    { path: '/dashboard', remote: 'dashboard', prefix: true, private: true },
  ],
  notFound: each(() => ({ title: '404 – Page Not Found', description: 'Nothing here' })),
  site: each(() => ({ name: 'Site', description: 'The site' })),
  organization: each(() => ({
    name: 'Site Ltd.',
    alternateName: 'Old Name',
    description: 'The site',
    offices: [{ title: 'Head office', address: '1 Main St', email: 'a@b.c', phone: '+1', country: 'IN' }],
  })),
  images: { preview: '/og-image.png', logo: '/logo-512.png' },
};

let remoteRoutes: object[] = [
  { path: '/human', index: true, meta: texts('Human'), breadcrumb: [home] },
  {
    path: '/human/about',
    index: true,
    meta: texts('About'),
    breadcrumb: [
      home,
      { path: '/human', name: each(() => 'Human') },
      { path: '/human/about', name: each(() => 'About') },
    ],
  },
  {
    path: '/human/Wellness/:productId',
    index: false,
    data: { kind: 'product', group: 'Wellness' },
    titleFormat: each(() => '{{page}} – Site'),
    breadcrumb: [home, { path: '/human', name: each(() => 'Human') }],
  },
  {
    path: '/human/blog/:slug',
    index: false,
    data: { kind: 'blog', division: 'human' },
    titleFormat: each(() => '{{page}} – Site'),
    breadcrumb: [home, { path: '/human', name: each(() => 'Human') }],
  },
];

let root = '';
let apiUp = true;
const products = [{ _id: '7', group: 'Wellness', division: 'human', updatedAt: '2026-11-20T10:00:00.000Z' }];
const servers: http.Server[] = [];
let shell: ReturnType<typeof startStaticServer>;
const SHELL_PORT = 23420;

const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'seo-')), 'dist');
  await mkdir(root, { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="generic" /><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'routes.json'), JSON.stringify(shellManifest));
  const remote = await listen((req, res) => {
    if (req.url === '/routes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ version: 1, app: 'mf-human', routes: remoteRoutes }));
    } else res.writeHead(404).end();
  });
  const api = await listen((req, res) => {
    if (!apiUp) return res.destroy();
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/sitemap') {
      return res.end(
        JSON.stringify({
          pageSize: 45000,
          languages: LANGS,
          files: [{ name: 'products-1', urls: 1, lastmod: '2026-11-20T10:00:00.000Z' }],
          lastmod: { groups: { Wellness: '2026-11-20T10:00:00.000Z' }, blogs: {} },
        }),
      );
    }
    const file = /^\/api\/sitemap\/(\w+)\/products-1\.xml$/.exec(url.pathname);
    if (file) {
      const origin = url.searchParams.get('origin');
      const body = Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${origin}/human/Wellness/7?lng=${file[1]}</loc></url></urlset>\n`,
      );
      const gzip = /gzip/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        ETag: '"f1"',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      return res.end(gzip ? gzipSync(body) : body);
    }
    if (url.pathname === '/api/blogs/hello') {
      return res.end(
        JSON.stringify({
          slug: 'hello',
          division: 'human',
          title: 'Hello',
          excerpt: 'A post.',
          cover: '/api/uploads/blogs/c.webp',
          publishedAt: '2026-11-20T10:00:00.000Z',
        }),
      );
    }
    const product = /^\/api\/products\/(\w+)$/.exec(url.pathname);
    const found = products.find((p) => p._id === product?.[1]);
    if (found) {
      return res.end(
        JSON.stringify({
          ...found,
          name: `Probiota </script><b> ${url.searchParams.get('lang')}`,
          // Rich text (issue 33): the description is the document's text.
          details: plainTextToRichText('Live cultures. '.repeat(30)),
          image: '/api/uploads/products/p.webp',
          category: 'Wellness',
        }),
      );
    }
    res.writeHead(404).end('{}');
  });
  shell = startStaticServer({
    root,
    port: SHELL_PORT,
    isShell: true,
    apiTarget: api,
    env: {
      REMOTE_HUMAN_URL: `${remote}/mf-manifest.json`,
      REMOTE_DASHBOARD_URL: 'http://127.0.0.1:9/mf-manifest.json',
      SEO_CACHE_TTL_MS: '0',
      SEO_ROUTES_TTL_MS: '0',
      // The API is stopped in one test: the next test must not find its breaker still open.
      BREAKER_COOL_OFF_MS: '1',
    },
    quiet: true,
  });
  await shell.ready;
});

afterAll(async () => {
  await shell.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:${SHELL_PORT}${pathname}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('status codes', () => {
  it('answers a real page 200 with its HTML whatever the Accept header, anything else 404 with the not-found page', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      expect((await get('/', { Accept: accept })).status).toBe(200);
      expect((await get('/human/about', { Accept: accept })).status).toBe(200);
      expect((await get('/human/about/', { Accept: accept })).status).toBe(200);
      const missing = await get('/human/nonexistent', { Accept: accept });
      expect(missing.status).toBe(404);
      expect(missing.type).toContain('text/html');
      expect(missing.body).toContain('<title>404 – Page Not Found</title>');
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
      expect((await get('/no-such-page', { Accept: accept })).status).toBe(404);
    }
  });

  it('asks the API whether a record page exists, and stays up (generic head) when the API is down', async () => {
    expect((await get('/human/Wellness/7')).status).toBe(200);
    expect((await get('/human/Wellness/8')).status).toBe(404);
    apiUp = false;
    const down = await get('/human/Wellness/8');
    apiUp = true;
    expect(down.status).toBe(200);
    expect(down.body).toContain('<title>Site</title>');
  });

  it('learns a redeployed remote’s new route without a shell restart; an unreachable remote keeps its paths', async () => {
    expect((await get('/human/events')).status).toBe(404);
    remoteRoutes = [
      ...remoteRoutes,
      { path: '/human/events', index: true, meta: texts('Events'), breadcrumb: [] },
    ];
    const page = await get('/human/events?lng=ar');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Events (ar)</title>');
    // The dashboard publishes no list here (nothing listens): its paths answer 200, out of search engines.
    const dashboard = await get('/dashboard/anything');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain('noindex');
  });
});

describe("a hung API and a page's head", () => {
  it("costs a record page the page's budget (REMOTE_RENDER_TIMEOUT_MS), not a fixed 3 s, then its breaker answers at once", async () => {
    // A listener that accepts and never answers: what a stopped (SIGSTOPped) API looks like from outside.
    const hung = http.createServer(() => {});
    servers.push(hung);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const remote = await listen((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ version: 1, app: 'mf-human', routes: remoteRoutes }));
    });
    const budgeted = startStaticServer({
      root,
      port: SHELL_PORT + 7,
      isShell: true,
      apiTarget: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
      env: {
        REMOTE_HUMAN_URL: `${remote}/mf-manifest.json`,
        REMOTE_DASHBOARD_URL: 'http://127.0.0.1:9/mf-manifest.json',
        SEO_CACHE_TTL_MS: '0',
        SEO_ROUTES_TTL_MS: '0',
        SERVER_RENDER: 'off',
        REMOTE_RENDER_TIMEOUT_MS: '600',
        BREAKER_COOL_OFF_MS: '5000',
      },
      quiet: true,
    });
    await budgeted.ready;
    try {
      const timed = async () => {
        const started = performance.now();
        const response = await fetch(`http://localhost:${SHELL_PORT + 7}/human/Wellness/7`);
        const body = await response.text();
        return { status: response.status, body, ms: performance.now() - started };
      };
      const first = await timed();
      const second = await timed();
      // The API says nothing: the page answers with its generic head (no 404: the record may well exist).
      expect(first.status).toBe(200);
      expect(first.body).toContain('<title>');
      expect(first.ms).toBeGreaterThanOrEqual(500);
      expect(first.ms).toBeLessThan(600 + 700);
      expect(second.status).toBe(200);
      expect(second.ms).toBeLessThan(300);
    } finally {
      hung.closeAllConnections();
      await budgeted.close();
    }
  });
});

describe('the head of a page', () => {
  it('is written for the URL and its language: lang, dir, title, description, canonical, alternates, previews', async () => {
    const { body } = await get('/human/about?lng=ar');
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain('<title>About (ar)</title>');
    expect(body).toContain('<meta name="description" content="About About in ar" />');
    expect(body).toContain('<link rel="canonical" href="http://localhost:23420/human/about?lng=ar" />');
    expect(body.match(/rel="alternate" hreflang="(\w+|x-default)"/g)).toHaveLength(3);
    expect(body).toContain('hreflang="x-default" href="http://localhost:23420/human/about"');
    expect(attribute(body, /property="og:image" content="([^"]+)"/)).toBe(
      'http://localhost:23420/og-image.png',
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).not.toContain('<title>app</title>');
    const crumbs = JSON.parse(
      attribute(body, /<script type="application\/ld\+json">(.+?)<\/script>/) ?? '{}',
    );
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Site',
      'Human',
      'About',
    ]);
  });

  it('keeps a record’s text inert: HTML escaped in attributes, JSON-LD unable to close its script', async () => {
    const { body } = await get('/human/wellness/7?lng=en');
    expect(body).toContain('<title>Probiota &#60;/script&#62;&#60;b&#62; en – Site</title>');
    expect(body).toContain('<link rel="canonical" href="http://localhost:23420/human/Wellness/7?lng=en" />');
    const scripts = [...body.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    expect(scripts.map((s) => s['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(scripts[0].name).toBe('Probiota </script><b> en');
    expect(scripts[0].description.length).toBeLessThanOrEqual(200);
    expect(scripts[0].description).toMatch(/^Live cultures\. Live cultures\./);
    expect(attribute(body, /property="og:image" content="([^"]+)"/)).toBe(
      'http://localhost:23420/api/uploads/products/p.webp',
    );
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it("preloads a product page's image as its picture will ask for it (same srcset and sizes)", async () => {
    const { body } = await get('/human/Wellness/7');
    expect(body).toContain(
      '<link rel="preload" href="/api/uploads/products/p.fallback" as="image" imagesrcset="/api/uploads/products/p.w480.webp 480w, /api/uploads/products/p.w960.webp 960w, /api/uploads/products/p.webp 2000w" imagesizes="(min-width: 800px) 28rem, 100vw" fetchpriority="high" />',
    );
    expect((await get('/human/about')).body).not.toContain('as="image"');
  });

  it("preloads a blog post's cover as the post will ask for it (issue 36)", async () => {
    const { body } = await get('/human/blog/hello');
    expect(body).toContain(
      '<link rel="preload" href="/api/uploads/blogs/c.fallback" as="image" imagesrcset="/api/uploads/blogs/c.w480.webp 480w, /api/uploads/blogs/c.w960.webp 960w, /api/uploads/blogs/c.webp 2000w" imagesizes="(min-width: 50rem) 75ch, 100vw" fetchpriority="high" />',
    );
  });

  it('puts the Organization on the home page', async () => {
    const { body } = await get('/');
    const data = JSON.parse(attribute(body, /<script type="application\/ld\+json">(.+?)<\/script>/) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Site Ltd.', alternateName: 'Old Name' });
    expect(data.address[0]).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
  });
});

describe('sitemap and robots.txt', () => {
  it("indexes every language's page file and the API's record files, each with its lastmod", async () => {
    const index = await get('/sitemap.xml');
    expect(index.type).toContain('application/xml');
    expect(index.body).toContain('<loc>http://localhost:23420/sitemap-ar.xml</loc>');
    expect(index.body).toContain(
      '<sitemap><loc>http://localhost:23420/sitemap-ar-products-1.xml</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></sitemap>',
    );
    const ar = await get('/sitemap-ar.xml');
    expect(ar.body).toContain('<loc>http://localhost:23420/human/about?lng=ar</loc>');
    expect(ar.body).toContain('hreflang="x-default" href="http://localhost:23420/human/about"');
    expect(ar.body).not.toContain('/dashboard');
    expect(ar.body).not.toContain('/human/Wellness/');
    expect((await get('/sitemap-xx.xml')).status).toBe(404);
    apiUp = false;
    const down = await get('/sitemap-en.xml');
    apiUp = true;
    expect(down.status).toBe(503);
  });

  it('streams a record file from the API with the site origin, gzip passed through', async () => {
    const response = await fetch(`http://localhost:${SHELL_PORT}/sitemap-ar-products-1.xml`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('"f1"');
    expect(await response.text()).toContain('<loc>http://localhost:23420/human/Wellness/7?lng=ar</loc>');
    expect((await get('/sitemap-ar-products-2.xml')).status).toBe(404);
    expect((await get('/sitemap-xx-products-1.xml')).status).toBe(404);
    apiUp = false;
    const down = await get('/sitemap-ar-products-1.xml');
    apiUp = true;
    expect(down.status).toBe(503);
  });

  it('keeps private areas and the API out and points to the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /dashboard\n');
    expect(robots.body).toContain('Disallow: /api/\n');
    expect(robots.body).toContain('Sitemap: http://localhost:23420/sitemap.xml');
  });
});

describe('matchRoute', () => {
  const routes = [
    { path: '/human/:id', index: false, breadcrumb: [] },
    { path: '/human/about', index: true, breadcrumb: [] },
  ];
  it('prefers a static route and compares static segments case-insensitively', () => {
    expect(matchRoute(routes, ['human', 'About'])?.route.path).toBe('/human/about');
    expect(matchRoute(routes, ['human', '12'])?.params).toEqual({ id: '12' });
    expect(matchRoute(routes, ['human', '12', 'x'])).toBeUndefined();
  });
});

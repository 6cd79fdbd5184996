// @vitest-environment node

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readKey } from '../contract/page-data.mjs';
import { startStaticServer } from './static-server.mjs';

// A shell and a division remote, each a build with a renderer of its own (the real ones: shell/src/server.tsx and
// mf-*/src/server.tsx, tested in their apps), and an API: the shell's server must read the page's first API answers,
// have the remote's server render its area with them, and put area and answers into the page — and carry on as before
// when the remote cannot.
const LANGS = ['en', 'ar'];
const each = <T>(value: (lng: string) => T) => Object.fromEntries(LANGS.map((lng) => [lng, value(lng)]));
const meta = each((lng) => ({ title: `Human (${lng})`, description: 'd' }));
const SHELL_PORT = 23440;
// The secret the shell's and the remote's servers share: the remote renders for nobody else.
const RENDER_SECRET = 'test-render-secret';
const REMOTE_PORT = SHELL_PORT + 1;
/** The API's search requests (their query strings), as the shell's server made them. */
const searches: string[] = [];
let dir = '';
let remoteRoot = '';
let shell: ReturnType<typeof startStaticServer>;
let behindProxy: ReturnType<typeof startStaticServer>;
let remote: ReturnType<typeof startStaticServer> | undefined;
let apiServer: http.Server;
let slideVersion = 1;
let headlinesDown = false;

const SHELL_RENDERER = `
export function rendersOnServer(pathname) { return true; }
export async function render(url, language, timeoutMs, { area, reads } = {}) {
  const own = reads ? '<p>Own ' + JSON.stringify(reads) + '</p>' : '<p role="status">Loading</p>';
  return '<header>Frame ' + language + '</header><main>' + (area ? '<div data-remote-area="' + area.remote + '">' + area.html + '</div>' : own) + '</main>';
}
`;
const REMOTE_RENDERER = (greeting: string) => `
export function rendersOnServer(pathname) { return pathname === '/human' || pathname.startsWith('/human/'); }
export async function render(url, language, timeoutMs, reads) {
  if (url.includes('explode')) throw new Error('boom');
  return '<section>${greeting} ' + language + ' ' + url + ' ' + JSON.stringify(reads) + '</section>';
}
`;
async function writeRemoteRenderer(greeting: string, mtime: Date) {
  const file = path.join(remoteRoot, 'ssr', 'render.mjs');
  await writeFile(file, REMOTE_RENDERER(greeting));
  await utimes(file, mtime, mtime);
}

function startRemote() {
  remote = startStaticServer({ root: remoteRoot, port: REMOTE_PORT, env: { RENDER_SECRET }, quiet: true });
  return remote.ready;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'area-'));
  const shellRoot = path.join(dir, 'shell');
  remoteRoot = path.join(dir, 'human');
  await mkdir(path.join(shellRoot, 'ssr'), { recursive: true });
  await mkdir(path.join(remoteRoot, 'ssr'), { recursive: true });
  await writeFile(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>app</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(shellRoot, 'routes.json'),
    JSON.stringify({
      version: 1,
      app: 'shell',
      languages: LANGS,
      directions: { en: 'ltr', ar: 'rtl' },
      routes: [
        { path: '/', index: true, api: ['headline/all', 'reviews?pageSize=6&page=1'], meta, breadcrumb: [] },
        { path: '/search', index: true, api: ['search?q=:q'], meta, breadcrumb: [] },
      ],
      mounts: [
        { path: '/human', remote: 'human', prefix: true },
        { path: '/dashboard', remote: 'human', prefix: true, private: true },
      ],
      site: each(() => ({ name: 'Site', description: 'The site' })),
    }),
  );
  await writeFile(
    path.join(shellRoot, 'preload.json'),
    JSON.stringify({ start: ['static/css/async/a.1234abcd.css', 'static/js/async/b.1234abcd.js'] }),
  );
  await writeFile(path.join(shellRoot, 'ssr', 'render.mjs'), SHELL_RENDERER);
  await writeFile(
    path.join(remoteRoot, 'routes.json'),
    JSON.stringify({
      version: 1,
      app: 'mf-human',
      languages: LANGS,
      routes: [
        {
          path: '/human',
          index: true,
          api: ['banners?division=human&placement=slider'],
          meta,
          breadcrumb: [],
        },
        { path: '/human/about', index: true, meta, breadcrumb: [] },
      ],
    }),
  );
  await writeFile(
    path.join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'human.1234abcd.js', path: '' } },
      shared: [],
      exposes: [
        {
          name: 'App',
          assets: {
            css: { sync: ['static/css/async/app.1234abcd.css'] },
            js: { sync: ['static/js/async/app.1234abcd.js'] },
          },
        },
      ],
    }),
  );
  apiServer = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/headline/all' && !headlinesDown) {
      res.end(JSON.stringify([{ _id: 'h1', headline1: `Headline in ${url.searchParams.get('lang')}` }]));
    } else if (url.pathname === '/api/reviews') {
      res.end(JSON.stringify({ items: [], total: Number(url.searchParams.get('pageSize')) }));
    } else if (url.pathname === '/api/search') {
      searches.push(url.search);
      res.end(JSON.stringify({ items: [{ title: `Found ${url.searchParams.get('q')}` }], total: 1 }));
    } else if (url.pathname === '/api/banners') {
      res.end(
        JSON.stringify([{ _id: String(slideVersion), alt: `Slide in ${url.searchParams.get('lang')}` }]),
      );
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const apiTarget = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  shell = startStaticServer({
    root: shellRoot,
    port: SHELL_PORT,
    isShell: true,
    apiTarget,
    env: {
      REMOTE_HUMAN_URL: `http://localhost:${REMOTE_PORT}/mf-manifest.json`,
      SEO_ROUTES_TTL_MS: '0',
      RENDER_SECRET,
      BREAKER_COOL_OFF_MS: '1',
    },
    quiet: true,
  });
  // A shell whose server reaches the remote at another address than the browser (docker compose's service names).
  behindProxy = startStaticServer({
    root: shellRoot,
    port: SHELL_PORT + 2,
    isShell: true,
    apiTarget,
    env: {
      REMOTE_HUMAN_URL: 'https://human.example.org/mf-manifest.json',
      REMOTE_HUMAN_SERVER_URL: `http://localhost:${REMOTE_PORT}/mf-manifest.json`,
      SEO_ROUTES_TTL_MS: '0',
      RENDER_SECRET,
    },
    quiet: true,
  });
  await Promise.all([shell.ready, behindProxy.ready, startRemote()]);
});
beforeEach(() => writeRemoteRenderer('Hello', new Date(2026, 0, 1)));
afterAll(async () => {
  await Promise.all([shell.close(), behindProxy.close(), remote?.close()]);
  await new Promise((resolve) => apiServer.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:${SHELL_PORT}${pathname}`, { headers });
  return { status: response.status, body: await response.text() };
}
const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*<\/div>(?=\s*<\/body>)/.exec(html)?.[0] ?? '';
const pageData = (html: string) => {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
};
const renderArea = (body: unknown) =>
  fetch(`http://localhost:${REMOTE_PORT}/ssr/render`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-render-secret': RENDER_SECRET },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe("a remote's page rendered on the server", () => {
  it("shows the remote's area, rendered by the remote's server with the page's first API answers", async () => {
    const page = await get('/human', { 'accept-language': 'ar' });
    expect(page.status).toBe(200);
    const key = readKey('banners?division=human&placement=slider');
    const reads = { [key]: [{ _id: '1', alt: 'Slide in ar' }] };
    expect(rootOf(page.body)).toBe(
      `<div id="root" data-language="ar"><header>Frame ar</header><main><div data-remote-area="human"><section>Hello ar /human ${JSON.stringify(reads)}</section></div></main></div>`,
    );
    // The same answers travel with the page, for the browser's first render of the area.
    expect(pageData(page.body)).toEqual({ language: 'ar', reads });
    // Rendered whole: the remote's stylesheet is linked; scripts and API reads are not hinted (they start later).
    expect(page.body).toContain(
      `<link rel="stylesheet" href="http://localhost:${REMOTE_PORT}/static/css/async/app.1234abcd.css" />`,
    );
    expect(page.body).not.toContain('app.1234abcd.js');
    expect(page.body).not.toContain('as="fetch"');
  });

  it("shows an admin's edit on the next page load: the page's answers are the API's of the moment", async () => {
    const key = readKey('banners?division=human&placement=slider');
    expect(pageData((await get('/human')).body).reads[key][0]._id).toBe('1');
    slideVersion = 2;
    try {
      const next = await get('/human');
      expect(pageData(next.body).reads[key][0]._id).toBe('2');
      expect(rootOf(next.body)).toContain('"_id":"2"');
    } finally {
      slideVersion = 1;
    }
  });

  it("uses the remote's redeployed renderer on the next request, without touching the shell", async () => {
    expect(rootOf((await get('/human/about')).body)).toContain('Hello en /human/about {}');
    await writeRemoteRenderer('Bonjour', new Date(2026, 5, 1));
    expect(rootOf((await get('/human/about')).body)).toContain('Bonjour en /human/about {}');
  });

  it('falls back to the loading area, hinted as before, when the remote cannot render or is down', async () => {
    const failed = await get('/human/about?explode=1');
    expect(failed.status).toBe(200);
    expect(rootOf(failed.body)).toContain('<p role="status">Loading</p>');
    expect(pageData(failed.body)).toBeUndefined();
    expect(failed.body).toContain(
      `<link rel="preload" href="http://localhost:${REMOTE_PORT}/static/js/async/app.1234abcd.js" as="script" />`,
    );
    await remote?.close();
    try {
      const down = await get('/human');
      expect(down.status).toBe(200);
      expect(rootOf(down.body)).toContain('<p role="status">Loading</p>');
      expect(pageData(down.body)).toBeUndefined();
    } finally {
      await startRemote();
    }
  });

  it("reaches the remote at REMOTE_<NAME>_SERVER_URL when set, and names the browser's address in the page", async () => {
    const response = await fetch(`http://localhost:${SHELL_PORT + 2}/human/about`);
    const body = await response.text();
    expect(rootOf(body)).toContain('<section>Hello en /human/about {}</section>');
    expect(body).toContain(
      '<link rel="stylesheet" href="https://human.example.org/static/css/async/app.1234abcd.css" />',
    );
    expect(body).not.toContain(`localhost:${REMOTE_PORT}`);
  });

  it('never renders a private area on the server', async () => {
    const page = await get('/dashboard');
    expect(rootOf(page.body)).not.toContain('data-remote-area');
  });
});

describe("one of the shell's own pages rendered on the server", () => {
  it("is rendered with its route's first API answers, which the page carries", async () => {
    const page = await get('/', { 'accept-language': 'ar' });
    const reads = {
      [readKey('headline/all')]: [{ _id: 'h1', headline1: 'Headline in ar' }],
      [readKey('reviews?page=1&pageSize=6')]: { items: [], total: 6 },
    };
    expect(rootOf(page.body)).toBe(
      `<div id="root" data-language="ar"><header>Frame ar</header><main><p>Own ${JSON.stringify(reads)}</p></main></div>`,
    );
    expect(pageData(page.body)).toEqual({ language: 'ar', reads });
    // Nothing to hint: the answers are in the page.
    expect(page.body).not.toContain('as="fetch"');
  });

  it('leaves out an answer it cannot have (the browser reads it), and carries none when it has none', async () => {
    headlinesDown = true;
    try {
      const page = await get('/?lng=en');
      expect(pageData(page.body)).toEqual({
        language: 'en',
        reads: { [readKey('reviews?page=1&pageSize=6')]: { items: [], total: 6 } },
      });
    } finally {
      headlinesDown = false;
    }
    // A page without API reads of its own carries no page data (the division pages: the remote's area's).
    expect(pageData((await get('/human/about')).body)).toBeUndefined();
  });

  it("fills a read's `:name` from the query, trimmed as the page trims it, and skips the read without one", async () => {
    searches.length = 0;
    const page = await get(`/search?q=${encodeURIComponent('  zinc oxide ')}&lng=ar`);
    const reads = {
      [readKey('search?q=zinc%20oxide')]: { items: [{ title: 'Found zinc oxide' }], total: 1 },
    };
    expect(pageData(page.body)).toEqual({ language: 'ar', reads });
    expect(searches).toEqual(['?q=zinc%20oxide&lang=ar']);
    // No query, or only spaces: the page makes no read, neither does the server.
    expect(pageData((await get('/search?q=%20%20')).body)).toBeUndefined();
    expect(pageData((await get('/search')).body)).toBeUndefined();
    expect(searches).toHaveLength(1);
  });
});

describe("the remote's render endpoint", () => {
  it('answers the HTML of a page it renders, with the answers it is given', async () => {
    const response = await renderArea({ url: '/human/about?x=1', language: 'en', reads: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // HTML for the shell to inline, never a document of its own.
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*sandbox$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<section>Hello en /human/about?x=1 {}</section>');
  });

  it("renders only the reads the page's own route declares, each list cut to the page's size", async () => {
    const slider = readKey('banners?division=human&placement=slider');
    const slides = Array.from({ length: 14_000 }, (_, index) => ({ _id: String(index) }));
    const response = await renderArea({
      url: '/human',
      language: 'en',
      reads: { [slider]: slides, 'products?group=x&page=1&pageSize=5000': { items: slides } },
    });
    expect(response.status).toBe(413);
    const small = await renderArea({
      url: '/human',
      language: 'en',
      reads: { [slider]: slides.slice(0, 200), 'headline/all': [{ _id: 'not this page' }] },
    });
    expect(small.status).toBe(200);
    const html = await small.text();
    expect(html).not.toContain('headline');
    const rendered = JSON.parse(/\{.*\}/.exec(html)?.[0] ?? '{}');
    expect(Object.keys(rendered)).toEqual([slider]);
    expect(rendered[slider]).toHaveLength(50);
  });

  it('refuses malformed requests with a 4xx naming the field, and pages it does not render with 404', {
    timeout: 20_000,
  }, async () => {
    for (const [body, field] of [
      [{ url: 'https://elsewhere.example/', language: 'en' }, 'url'],
      [{ url: '//elsewhere.example/human', language: 'en' }, 'url'],
      [{ url: '/human', language: 'english' }, 'language'],
      [{ url: '/human', language: 'en', reads: [1] }, 'reads'],
    ] as const) {
      const response = await renderArea(body);
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toHaveProperty(field);
    }
    expect((await renderArea('{not json')).status).toBe(400);
    expect(
      (await renderArea({ url: '/human', language: 'en', reads: { big: 'x'.repeat(600 * 1024) } })).status,
    ).toBe(413);
    expect((await renderArea({ url: '/veterinary', language: 'en' })).status).toBe(404);
    expect((await renderArea({ url: '/human/explode', language: 'en' })).status).toBe(503);
  });

  it("never serves the renderer's code", async () => {
    const code = await fetch(`http://localhost:${REMOTE_PORT}/ssr/render.mjs`);
    expect(code.status).toBe(404);
    expect(await code.text()).not.toContain('rendersOnServer');
  });
});

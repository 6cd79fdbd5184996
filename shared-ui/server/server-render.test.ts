// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

// A shell build with a renderer of its own (the real one is shell/src/server.tsx, tested in the shell): the server
// must load it from the build it serves, use it for the pages it renders, and carry on without it.
const LANGS = ['en', 'ar'];
const each = <T>(value: (lng: string) => T) => Object.fromEntries(LANGS.map((lng) => [lng, value(lng)]));
const manifest = {
  version: 1,
  app: 'shell',
  languages: LANGS,
  directions: { en: 'ltr', ar: 'rtl' },
  routes: [
    {
      path: '/',
      index: true,
      meta: each((lng) => ({ title: `Home (${lng})`, description: 'd' })),
      breadcrumb: [],
    },
    { path: '/news', index: true, meta: each(() => ({ title: 'News', description: 'd' })), breadcrumb: [] },
  ],
  mounts: [],
  site: each(() => ({ name: 'Site', description: 'The site' })),
};
const PORT = 23460;
let root = '';
let shell: ReturnType<typeof startStaticServer>;
let off: ReturnType<typeof startStaticServer>;

const RENDERER = (body: string) => `
export function rendersOnServer(pathname) { return pathname === '/'; }
export async function render(url, language) {
  if (url.includes('explode')) throw new Error('boom');
  return \`<main><h1>${body} \${language} \${url}</h1></main>\`;
}
`;
async function writeRenderer(body: string, mtime: Date) {
  const file = path.join(root, 'ssr', 'render.mjs');
  await writeFile(file, RENDERER(body));
  await utimes(file, mtime, mtime);
}

beforeAll(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'ssr-')), 'dist');
  await mkdir(path.join(root, 'ssr'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>app</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'routes.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(root, 'preload.json'),
    JSON.stringify({ start: ['static/css/async/a.1234abcd.css', 'static/js/async/b.1234abcd.js'] }),
  );
  shell = startStaticServer({ root, port: PORT, isShell: true, env: {}, quiet: true });
  off = startStaticServer({
    root,
    port: PORT + 1,
    isShell: true,
    env: { SERVER_RENDER: 'off' },
    quiet: true,
  });
  await Promise.all([shell.ready, off.ready]);
});
beforeEach(() => writeRenderer('Hello', new Date(2026, 0, 1)));
afterAll(async () => {
  await Promise.all([shell.close(), off.close()]);
  await rm(path.dirname(root), { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}, port = PORT) {
  const response = await fetch(`http://localhost:${port}${pathname}`, { headers });
  return { status: response.status, vary: response.headers.get('vary') ?? '', body: await response.text() };
}
const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>(?=\s*<\/body>)/.exec(html)?.[0] ?? '';

describe('a page rendered on the server', () => {
  it("carries the build's renderer output in #root, in the visitor's language, with the page in that language", async () => {
    const page = await get('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(page.status).toBe(200);
    expect(rootOf(page.body)).toBe(
      '<div id="root" data-language="ar"><main><h1>Hello ar /</h1></main></div>',
    );
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<title>Home (ar)</title>');
    // The same address answers per language: caches must keep them apart.
    expect(page.vary).toMatch(/Accept-Language/);
    // ?lng= wins over Accept-Language, as in the browser.
    expect(rootOf((await get('/?lng=en', { 'accept-language': 'ar' })).body)).toContain('Hello en /?lng=en');
  });

  it('links the start stylesheets (they style that HTML) and leaves the scripts to start after the first paint', async () => {
    const { body } = await get('/');
    expect(body).toContain('<link rel="stylesheet" href="/static/css/async/a.1234abcd.css" />');
    expect(body).not.toContain('b.1234abcd.js');
    // A page the browser renders keeps its hints: the stylesheet is preloaded, not linked.
    const news = await get('/news');
    expect(rootOf(news.body)).toBe('<div id="root"></div>');
    expect(news.body).toContain('<link rel="preload" href="/static/css/async/a.1234abcd.css" as="style" />');
    expect(news.body).toContain('<link rel="preload" href="/static/js/async/b.1234abcd.js" as="script" />');
  });

  it('uses a redeployed renderer on the next request, without a restart', async () => {
    expect(rootOf((await get('/')).body)).toContain('Hello en');
    await writeRenderer('Bonjour', new Date(2026, 5, 1));
    expect(rootOf((await get('/')).body)).toContain('Bonjour en');
  });

  it('sends the page for the browser to render when the renderer fails, is missing or is switched off', async () => {
    const failed = await get('/?explode=1');
    expect(failed.status).toBe(200);
    expect(rootOf(failed.body)).toBe('<div id="root"></div>');
    expect(rootOf((await get('/', {}, PORT + 1)).body)).toBe('<div id="root"></div>');
    await rm(path.join(root, 'ssr', 'render.mjs'));
    const missing = await get('/');
    expect(missing.status).toBe(200);
    expect(rootOf(missing.body)).toBe('<div id="root"></div>');
  });

  it("does not render an admin's draft preview, and never serves the renderer's code", async () => {
    expect(rootOf((await get('/?preview=1')).body)).toBe('<div id="root"></div>');
    const code = await get('/ssr/render.mjs');
    expect(code.status).toBe(404);
    expect(code.body).not.toContain('rendersOnServer');
  });
});

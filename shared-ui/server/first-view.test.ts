// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreloadManifest } from '../build/preload-manifest.mjs';
import { firstViewTags, likelyLanguage, paintsFirst, shellHints } from './first-view.mjs';
import { startStaticServer } from './static-server.mjs';

const LANGS = ['en', 'ar', 'ko'];
const each = <T>(value: (lng: string) => T) => Object.fromEntries(LANGS.map((lng) => [lng, value(lng)]));
const texts = (title: string) => each(() => ({ title, description: `About ${title}` }));

const shellRoutes = {
  app: 'shell',
  languages: LANGS,
  directions: { en: 'ltr', ar: 'rtl', ko: 'ltr' },
  titleFormat: each(() => '{{page}} – Site'),
  routes: [{ path: '/', index: true, meta: texts('Home'), breadcrumb: [] }],
  mounts: [
    { path: '/human', remote: 'human', prefix: true },
    { path: '/AurinkoOne', remote: 'dashboard', module: 'SignIn', private: true },
  ],
  site: each(() => ({ name: 'Site', description: 'The site' })),
};
const shellPreload = {
  start: ['static/css/async/boot.css', 'static/js/async/boot.js', 'static/js/async/react.js'],
  federation: ['static/js/async/host.js'],
  locales: {
    en: { navbar: ['static/js/async/navbar-en.js'], home: ['static/js/async/home-en.js'] },
    ar: { navbar: ['static/js/async/navbar-ar.js'], home: ['static/js/async/home-ar.js'] },
    ko: { navbar: ['static/js/async/navbar-ko.js'], home: ['static/js/async/home-ko.js'] },
  },
  firstScreen: { '*': ['navbar'], '/': ['home'] },
};
const remoteFederation = {
  metaData: { remoteEntry: { name: 'static/js/human.1234.js', path: '' } },
  exposes: [
    {
      name: 'App',
      assets: {
        js: { sync: ['static/js/async/expose-app.js'] },
        css: { sync: ['static/css/async/app.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/async/remote-react.js'] } } },
    { name: 'i18next', assets: { js: { sync: ['static/js/async/remote-i18next.js'] } } },
  ],
};
const remotePreload = {
  start: [],
  locales: {
    en: { division: ['static/js/async/division-en.js'] },
    ar: { division: ['static/js/async/division-ar.js'] },
  },
  firstScreen: { '*': ['division'] },
};

const servers: http.Server[] = [];
let shell: ReturnType<typeof startStaticServer>;
let remoteOrigin = '';
let remoteUp = true;
const SHELL_PORT = 23430;

const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'first-view-')), 'dist');
  await mkdir(root, { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="generic" /><title>app</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'routes.json'), JSON.stringify(shellRoutes));
  await writeFile(path.join(root, 'preload.json'), JSON.stringify(shellPreload));
  remoteOrigin = await listen((req, res) => {
    if (!remoteUp) return res.destroy();
    const body =
      req.url === '/mf-manifest.json'
        ? remoteFederation
        : req.url === '/preload.json'
          ? remotePreload
          : req.url === '/routes.json'
            ? {
                app: 'mf-human',
                routes: [
                  {
                    path: '/human',
                    index: true,
                    meta: texts('Human'),
                    breadcrumb: [],
                    api: ['banners?division=human&placement=slider'],
                  },
                ],
              }
            : undefined;
    if (!body) return res.writeHead(404).end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  });
  shell = startStaticServer({
    root,
    port: SHELL_PORT,
    isShell: true,
    env: {
      REMOTE_HUMAN_URL: `${remoteOrigin}/mf-manifest.json`,
      SEO_CACHE_TTL_MS: '0',
      SEO_ROUTES_TTL_MS: '0',
    },
    quiet: true,
  });
  await shell.ready;
});

afterAll(async () => {
  await shell.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:${SHELL_PORT}${pathname}`, { headers });
  const html = await response.text();
  const preloads = [
    ...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"(?: crossorigin="([\w-]+)")?/g),
  ].map(([, href, as, cors]) => `${as}${cors ? `+${cors}` : ''} ${href}`);
  const map = /<script type="application\/json" id="remote-map">([^<]*)<\/script>/.exec(html)?.[1];
  return { status: response.status, html, preloads, map: map ? JSON.parse(map) : undefined };
}

describe("the first view's hints in the HTML", () => {
  it("a remote's page lists the shell's and the remote's chain, in the asked language, after the shell's entry", async () => {
    const { status, html, preloads, map } = await page('/human?lng=ar');
    expect(status).toBe(200);
    expect(map.remotes.human.manifest).toBe(`${remoteOrigin}/mf-manifest.json`);
    expect(preloads).toEqual([
      'style /static/css/async/boot.css',
      'script /static/js/async/boot.js',
      'script /static/js/async/react.js',
      // The federation runtime the shell starts for the remote.
      'script /static/js/async/host.js',
      'script /static/js/async/navbar-ar.js',
      `fetch+anonymous ${remoteOrigin}/mf-manifest.json`,
      `script ${remoteOrigin}/static/js/human.1234.js`,
      // The shell provides every shared module: the remote's copies are never hinted.
      `style ${remoteOrigin}/static/css/async/app.css`,
      `script ${remoteOrigin}/static/js/async/expose-app.js`,
      `script ${remoteOrigin}/static/js/async/division-ar.js`,
      // The page's first API read, as the API client asks for it (with its cookies, the language last).
      'fetch+use-credentials /api/banners?division=human&#38;placement=slider&#38;lang=ar',
    ]);
    // The shell's entry goes first, with high priority.
    expect(html.indexOf('<script defer fetchpriority="high" src="/static/js/index.js">')).toBeGreaterThan(0);
    expect(html.indexOf('<script defer fetchpriority="high"')).toBeLessThan(html.indexOf('rel="preload"'));
  });

  it("takes the browser's language when the URL names none, and the home page's own texts on /", async () => {
    const { preloads } = await page('/', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    expect(preloads).toContain('script /static/js/async/navbar-ko.js');
    expect(preloads).toContain('script /static/js/async/home-ko.js');
    expect(preloads.some((hint) => hint.includes(remoteOrigin))).toBe(false);
    // A page of the shell's own does not start the federation runtime.
    expect(preloads).not.toContain('script /static/js/async/host.js');
  });

  it('a remote that is down gets no hints; the page and the remote map are still there', async () => {
    remoteUp = false;
    try {
      const { status, preloads, map } = await page('/human');
      expect(status).toBe(200);
      expect(map.remotes.human.manifest).toBe(`${remoteOrigin}/mf-manifest.json`);
      expect(preloads.some((hint) => hint.includes(remoteOrigin))).toBe(false);
      expect(preloads).toContain('script /static/js/async/navbar-en.js');
    } finally {
      remoteUp = true;
    }
  });

  it('a page that does not exist hints no remote', async () => {
    const { status, preloads } = await page('/nothing-here');
    expect(status).toBe(404);
    expect(preloads.some((hint) => hint.includes(remoteOrigin))).toBe(false);
  });
});

describe('likelyLanguage', () => {
  it('prefers ?lng=, then Accept-Language in order, then English', () => {
    const url = (query: string) => new URL(`http://x/${query}`);
    expect(likelyLanguage(url('?lng=ar'), 'ko', LANGS)).toBe('ar');
    expect(likelyLanguage(url(''), 'de-DE, ko;q=0.8', LANGS)).toBe('ko');
    expect(likelyLanguage(url('?lng=xx'), 'de', LANGS)).toBe('en');
  });
});

describe('buildPreloadManifest', () => {
  it('finds the start chunk with the chunks loaded with it, the federation runtime, and the text chunks by language', () => {
    const manifest = buildPreloadManifest(
      {
        chunks: [
          {
            id: 'boot',
            files: ['static/js/boot.js', 'static/css/boot.css'],
            siblings: ['react', 'styles', 'styles-copy'],
            modules: [{ name: './src/bootstrap.tsx + 3 modules' }],
          },
          {
            id: 'styles',
            files: ['static/css/b.869a9a738e.css'],
            siblings: ['boot'],
            modules: [{ name: 'ui/styles.css' }],
          },
          {
            id: 'styles-copy',
            files: ['static/css/p.869a9a738e.css'],
            siblings: ['boot'],
            modules: [{ name: 'ui/styles.css' }],
          },
          {
            id: 'react',
            files: ['static/js/react.js'],
            siblings: ['boot', 'other'],
            modules: [{ name: 'react/index.js' }],
          },
          {
            id: 'other',
            files: ['static/js/other-page.js'],
            siblings: ['react'],
            modules: [{ name: './src/pages/Other.tsx' }],
          },
          {
            id: 'host',
            files: ['static/js/host.js'],
            siblings: ['facades', 'react'],
            modules: [{ name: './src/federation/host.ts + 5 modules' }],
          },
          {
            id: 'facades',
            files: ['static/js/facades.js'],
            siblings: ['host'],
            modules: [{ name: 'facade' }],
          },
          { id: 't1', files: ['static/js/t1.js'], modules: [{ name: './src/locales/en/navbar.json' }] },
          {
            id: 't2',
            files: ['static/js/t2.js'],
            modules: [{ name: '../shared-ui/src/locales/ar/common.json' }],
          },
        ],
      },
      {
        startModule: /src[\\/]bootstrap\.tsx\b/,
        federationModule: /src[\\/]federation[\\/]host\.ts\b/,
        firstScreen: { '*': ['navbar'] },
      },
    );
    // One of two chunks with the same content; not the other pages' chunks loaded with react.
    expect(manifest.start).toEqual([
      'static/css/b.869a9a738e.css',
      'static/css/boot.css',
      'static/js/boot.js',
      'static/js/react.js',
    ]);
    // Only what the start does not already bring.
    expect(manifest.federation).toEqual(['static/js/facades.js', 'static/js/host.js']);
    expect(manifest.locales).toEqual({
      en: { navbar: ['static/js/t1.js'] },
      ar: { common: ['static/js/t2.js'] },
    });
    expect(manifest.firstScreen).toEqual({ '*': ['navbar'] });
  });

  it("lists the stylesheets of a lazily loaded page the server renders, beyond the start's", () => {
    const manifest = buildPreloadManifest(
      {
        chunks: [
          {
            id: 'boot',
            files: ['static/js/boot.js', 'static/css/boot.css'],
            modules: [{ name: './src/bootstrap.tsx' }],
          },
          {
            id: 'news',
            files: ['static/js/news.js', 'static/css/news.css'],
            siblings: ['boot'],
            modules: [{ name: './src/pages/news/NewsPage.tsx + 4 modules' }],
          },
        ],
      },
      {
        startModule: /src[\\/]bootstrap\.tsx\b/,
        pages: { '/news': /src[\\/]pages[\\/]news[\\/]NewsPage\.tsx\b/, '/gone': /Gone\.tsx/ },
      },
    );
    expect(manifest.pages).toEqual({ '/news': ['static/css/news.css'], '/gone': [] });
    // Linked with the page's server HTML (whatever the address's case or trailing slash), never on another page.
    const linked = (pathname: string) =>
      shellHints({ preload: manifest, lng: 'en', pathname, stylesheets: true })
        .filter((hint) => hint.stylesheet)
        .map((hint) => hint.href);
    expect(linked('/News/')).toEqual(['/static/css/boot.css', '/static/css/news.css']);
    expect(linked('/')).toEqual(['/static/css/boot.css']);
    // Without server HTML nothing is linked.
    expect(shellHints({ preload: manifest, lng: 'en', pathname: '/news' }).some((h) => h.stylesheet)).toBe(
      false,
    );
  });

  it("lists each language's first-view fonts and preloads them with a page the server rendered", () => {
    const assets = [
      'static/font/noto-sans-latin-first.ec1763eb.woff2',
      'static/font/noto-sans-arabic-first.5c8118e7.woff2',
      'static/font/noto-sans-arabic-arabic-wght-normal.26655915.woff2',
      'static/font/noto-sans-latin-wght-normal.20625185.woff2',
      'static/css/async/boot.css',
    ].map((name) => ({ name }));
    const manifest = buildPreloadManifest(
      {
        assets,
        chunks: [{ id: 'boot', files: ['static/css/boot.css'], modules: [{ name: './src/bootstrap.tsx' }] }],
      },
      { startModule: /src[\\/]bootstrap\.tsx\b/, fonts: true },
    );
    // Arabic: the first-view subsets of its stack, not the full Arabic face; English: the full Latin face.
    expect(manifest.fonts?.ar).toEqual([
      'static/font/noto-sans-latin-first.ec1763eb.woff2',
      'static/font/noto-sans-arabic-first.5c8118e7.woff2',
    ]);
    expect(manifest.fonts?.en).toEqual(['static/font/noto-sans-latin-wght-normal.20625185.woff2']);
    const fonts = (lng: string, stylesheets: boolean) =>
      shellHints({ preload: manifest, lng, pathname: '/', stylesheets, assetBase: 'https://cdn.example/' })
        .filter((hint) => hint.as === 'font')
        .map((hint) => hint.href);
    expect(fonts('ar', true)).toEqual([
      'https://cdn.example/static/font/noto-sans-latin-first.ec1763eb.woff2',
      'https://cdn.example/static/font/noto-sans-arabic-first.5c8118e7.woff2',
    ]);
    // A page drawn in the browser waits for its scripts anyway: no font is hinted ahead of them.
    expect(fonts('ar', false)).toEqual([]);
    // A build that does not serve the pages' style sheets (a remote) lists none.
    expect(buildPreloadManifest({ assets, chunks: [] }, {})).not.toHaveProperty('fonts');
    const tags = firstViewTags({
      remoteMap: {},
      hints: shellHints({ preload: manifest, lng: 'ar', pathname: '/', stylesheets: true }).filter(
        paintsFirst,
      ),
    });
    expect(tags).toContain(
      '<link rel="preload" href="/static/font/noto-sans-arabic-first.5c8118e7.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(tags).toContain('<link rel="stylesheet" href="/static/css/boot.css" />');
  });

  it('lists no federation runtime for a build that does not start one (a remote)', () => {
    const manifest = buildPreloadManifest({ chunks: [] }, { firstScreen: {} });
    expect(manifest).not.toHaveProperty('federation');
    expect(manifest.start).toEqual([]);
  });
});

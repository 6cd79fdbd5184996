import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetBase, assetOrigins } from '../contract/topology.mjs';
import { remoteHints, shellHints } from './first-view.mjs';
import { contentSecurityPolicy, startStaticServer, withAssetBase } from './static-server.mjs';

// Hashed files from an object store behind a CDN, chosen at run time (issue 28): the same build, another origin.

describe('asset base configuration', () => {
  it('reads ASSET_BASE_URL for the shell and REMOTE_<NAME>_ASSET_BASE for a remote, always ending in /', () => {
    const env = {
      ASSET_BASE_URL: 'https://cdn.example.org/shell',
      REMOTE_HUMAN_ASSET_BASE: 'https://assets.example.net/human/',
    };
    expect(assetBase('shell', env)).toBe('https://cdn.example.org/shell/');
    expect(assetBase('mf-human', env)).toBe('https://assets.example.net/human/');
    expect(assetBase('mf-dashboard', env)).toBeUndefined();
    expect(assetOrigins(env)).toEqual(['https://cdn.example.org', 'https://assets.example.net']);
  });

  it('refuses a base that is not an absolute http(s) address, naming the variable', () => {
    expect(() => assetBase('mf-human', { REMOTE_HUMAN_ASSET_BASE: '/cdn/' })).toThrow(
      /REMOTE_HUMAN_ASSET_BASE/,
    );
    expect(() => assetBase('shell', { ASSET_BASE_URL: 'javascript:alert(1)' })).toThrow(/ASSET_BASE_URL/);
  });

  it("lets the page's scripts, styles, fonts and images come from the CDN's origin, and nothing else from it", () => {
    const csp = contentSecurityPolicy([], [], ['https://cdn.example.org']);
    for (const directive of ['script-src', 'style-src', 'font-src', 'img-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example\\.org`));
    }
    expect(csp).not.toMatch(/frame-src [^;]*cdn/);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });
});

describe("a page's hashed files at the CDN", () => {
  it('points src, href and srcset at the base, and leaves other addresses alone', () => {
    const html = [
      '<script defer src="/static/js/index.1a2b.js"></script>',
      '<link rel="stylesheet" href="/static/css/index.3c4d.css" />',
      '<img src="/api/uploads/a.webp" srcset="/static/image/a.480.png 480w, /static/image/a.960.png 960w" />',
      '<a href="/human/static/page">a page</a><p>/static/ in a text</p>',
    ].join('');
    const out = withAssetBase(html, 'https://cdn.example.org/shell/');
    expect(out).toContain('src="https://cdn.example.org/shell/static/js/index.1a2b.js"');
    expect(out).toContain('href="https://cdn.example.org/shell/static/css/index.3c4d.css"');
    expect(out).toContain(
      'srcset="https://cdn.example.org/shell/static/image/a.480.png 480w, https://cdn.example.org/shell/static/image/a.960.png 960w"',
    );
    expect(out).toContain('src="/api/uploads/a.webp"');
    expect(out).toContain('href="/human/static/page"');
    expect(out).toContain('<p>/static/ in a text</p>');
    expect(withAssetBase(html, undefined)).toBe(html);
  });

  it("hints the shell's files at its base, and a remote's at its manifest's publicPath", () => {
    const shell = shellHints({
      preload: { start: ['static/js/lib-react.1.js'] },
      lng: 'en',
      pathname: '/',
      assetBase: 'https://cdn.example.org/shell/',
    });
    expect(shell.map((h) => h.href)).toEqual(['https://cdn.example.org/shell/static/js/lib-react.1.js']);
    const remote = remoteHints({
      manifestUrl: 'http://localhost:8081/mf-manifest.json',
      federation: {
        metaData: {
          publicPath: 'https://cdn.example.org/human/',
          remoteEntry: { name: 'static/js/human.1.js', path: '' },
        },
        exposes: [{ name: 'App', assets: { js: { sync: ['static/js/app.2.js'] } } }],
      },
      module: 'App',
      lng: 'en',
    });
    expect(remote.map((h) => h.href)).toEqual([
      'http://localhost:8081/mf-manifest.json',
      'https://cdn.example.org/human/static/js/human.1.js',
      'https://cdn.example.org/human/static/js/app.2.js',
    ]);
  });
});

describe("a remote's server with REMOTE_<NAME>_ASSET_BASE", () => {
  let server: ReturnType<typeof startStaticServer>;
  let origin = '';
  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'asset-base-'));
    await mkdir(path.join(root, 'static/js'), { recursive: true });
    await writeFile(
      path.join(root, 'mf-manifest.json'),
      JSON.stringify({
        id: 'human',
        metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/human.1.js', path: '' } },
      }),
    );
    await writeFile(
      path.join(root, 'index.html'),
      '<script defer src="static/standalone/js/index.9.js"></script>',
    );
    await writeFile(path.join(root, 'static/js/human.1.js'), 'self.human = 1;');
    server = startStaticServer({
      root,
      port: 0,
      app: 'mf-human',
      quiet: true,
      env: { REMOTE_HUMAN_ASSET_BASE: 'https://cdn.example.org/human/' },
    });
    await server.ready;
    origin = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  it('serves its manifest with the CDN as publicPath (the runtime loads the entry and modules there), revalidated', async () => {
    const answer = await fetch(`${origin}/mf-manifest.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const manifest = await answer.json();
    expect(manifest.metaData.publicPath).toBe('https://cdn.example.org/human/');
    expect(manifest.metaData.remoteEntry.name).toBe('static/js/human.1.js');
    const again = await fetch(`${origin}/mf-manifest.json`, {
      headers: { 'If-None-Match': answer.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it("names the CDN in its standalone page and allows it in that page's CSP; still serves the hashed files itself", async () => {
    const page = await fetch(`${origin}/`);
    expect(await page.text()).toContain(
      'src="https://cdn.example.org/human/static/standalone/js/index.9.js"',
    );
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.org/,
    );
    // The CDN's origin pulls from here (or the object store the release was synced to).
    expect(await (await fetch(`${origin}/static/js/human.1.js`)).text()).toBe('self.human = 1;');
  });
});

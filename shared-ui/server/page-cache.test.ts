// @vitest-environment node
/**
 * The shell's page cache (issue 28), in a real shell server: a page is rendered once per (URL, language, host,
 * release set, content version) while kept, conditional requests are answered before rendering (by the key's ETag,
 * on any replica), a new remote release or content version is a new render, and only public pages with their
 * language in the URL are marked for shared caches.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

const each = <T>(make: () => T) => Object.fromEntries(['en', 'fr'].map((lng) => [lng, make()]));
const shellManifest = {
  version: 1,
  app: 'shell',
  languages: ['en', 'fr'],
  directions: { en: 'ltr', fr: 'ltr' },
  titleFormat: each(() => '{{page}} – Site'),
  routes: [
    { path: '/', index: true, meta: each(() => ({ title: 'Home', description: 'Home' })), breadcrumb: [] },
  ],
  mounts: [
    { path: '/human', remote: 'human', prefix: true },
    { path: '/dashboard', remote: 'dashboard', prefix: true, private: true },
  ],
  notFound: each(() => ({ title: '404', description: 'Nothing here' })),
  site: each(() => ({ name: 'Site', description: 'The site' })),
  organization: each(() => ({ name: 'Site Ltd.', description: 'The site', offices: [] })),
  images: { preview: '/og-image.png', logo: '/logo-512.png' },
};

const PORT = 23450;
let shell: ReturnType<typeof startStaticServer>;
let replica: ReturnType<typeof startStaticServer>;
let remote: http.Server;
let humanCommit = 'aaa';
/** What the fake API says GET /api/content-version is. */
let contentVersion = 'v1';
let contentVersionReads = 0;
/** Requests for the remote's route list: each page render asks for it (SEO_ROUTES_TTL_MS=0), a kept page does not. */
let routeReads = 0;

beforeAll(async () => {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'page-cache-')), 'dist');
  await mkdir(root, { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'routes.json'), JSON.stringify(shellManifest));
  remote = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/routes.json') {
      routeReads++;
      return res.end(
        JSON.stringify({
          version: 1,
          app: 'mf-human',
          routes: [
            {
              path: '/human',
              index: true,
              meta: each(() => ({ title: 'Human', description: 'H' })),
              breadcrumb: [],
            },
          ],
        }),
      );
    }
    if (req.url === '/version.json')
      return res.end(JSON.stringify({ version: '1.0.0', commit: humanCommit, builtAt: 'x' }));
    if (req.url === '/api/content-version') {
      contentVersionReads++;
      return res.end(JSON.stringify({ version: contentVersion }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const env = {
    REMOTE_HUMAN_URL: `${remoteUrl}/mf-manifest.json`,
    REMOTE_VETERINARY_URL: `${remoteUrl}/vet/mf-manifest.json`,
    REMOTE_AGRICULTURE_URL: `${remoteUrl}/agri/mf-manifest.json`,
    REMOTE_DASHBOARD_URL: `${remoteUrl}/dash/mf-manifest.json`,
    SEO_CACHE_TTL_MS: '0',
    SEO_ROUTES_TTL_MS: '0',
    SERVER_RENDER: 'off',
    PAGE_CACHE_TTL_MS: '60000',
    RELEASE_SET_TTL_MS: '0',
    CONTENT_VERSION_TTL_MS: '1',
    CONTENT_SETTLE_MS: '0',
  };
  // The API's reads (the content version) go to the fake server too.
  shell = startStaticServer({ root, port: PORT, isShell: true, env, apiTarget: remoteUrl, quiet: true });
  // A second replica of the same build: it computes the same keys.
  replica = startStaticServer({
    root,
    port: PORT + 1,
    isShell: true,
    env,
    apiTarget: remoteUrl,
    quiet: true,
  });
  await Promise.all([shell.ready, replica.ready]);
});

afterAll(async () => {
  await shell.close();
  await replica.close();
  await new Promise((resolve) => remote.close(resolve));
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${PORT}${pathname}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A request to the replica, with the Host the first server is reached by (as behind one edge). */
function getFromReplica(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string | undefined; cache: string | undefined }>(
    (resolve, reject) =>
      http
        .get(
          {
            host: '127.0.0.1',
            port: PORT + 1,
            path: pathname,
            headers: { ...headers, host: `127.0.0.1:${PORT}` },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                etag: res.headers.etag,
                cache: res.headers['x-cache'] as string | undefined,
              }),
            );
          },
        )
        .on('error', reject),
  );
}

describe('page cache', () => {
  it('renders a page once per key: the second request is kept, and a conditional one is a 304 before rendering', async () => {
    const reads = routeReads;
    const first = await get('/human?lng=fr');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(routeReads).toBe(reads + 1);
    const second = await get('/human?lng=fr');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    const conditional = await get('/human?lng=fr', { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(conditional.status).toBe(304);
    expect(routeReads).toBe(reads + 1);
  });

  it('another language, another Accept-Language without ?lng=, or another host is another render', async () => {
    expect((await get('/human?lng=en')).headers.get('x-cache')).toBe('miss');
    expect((await get('/human', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).headers.get('x-cache')).toBe(
      'miss',
    );
    expect((await get('/human', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).headers.get('x-cache')).toBe('hit');
    expect((await get('/human', { 'Accept-Language': 'en' })).headers.get('x-cache')).toBe('miss');
  });

  it('a new release of a remote is a new render', async () => {
    expect((await get('/human?lng=fr')).headers.get('x-cache')).toBe('hit');
    humanCommit = 'bbb';
    expect((await get('/human?lng=fr')).headers.get('x-cache')).toBe('miss');
    expect((await get('/human?lng=fr')).headers.get('x-cache')).toBe('hit');
  });

  it("answers a conditional request for the key's ETag with 304 before rendering, on a replica that never rendered it", async () => {
    const first = await get('/human?lng=en&probe=etag');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"p-[\w-]{32}"$/);
    const reads = routeReads;
    const elsewhere = await getFromReplica('/human?lng=en&probe=etag', { 'If-None-Match': etag });
    expect(elsewhere.status).toBe(304);
    expect(elsewhere.etag).toBe(etag);
    expect(routeReads).toBe(reads);
    // The replica renders it with the same ETag.
    const rendered = await getFromReplica('/human?lng=en&probe=etag');
    expect(rendered.cache).toBe('miss');
    expect(rendered.etag).toBe(etag);
    expect(routeReads).toBe(reads + 1);
  });

  it('a new content version is a new render, and the old ETag is no longer a 304', async () => {
    const before = await get('/human?lng=en&probe=content');
    expect((await get('/human?lng=en&probe=content')).headers.get('x-cache')).toBe('hit');
    const asked = contentVersionReads;
    contentVersion = 'v2';
    const reads = routeReads;
    const after = await get('/human?lng=en&probe=content', {
      'If-None-Match': before.headers.get('etag') ?? '',
    });
    expect(contentVersionReads).toBeGreaterThan(asked);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(routeReads).toBe(reads + 1);
    expect((await get('/human?lng=en&probe=content')).headers.get('x-cache')).toBe('hit');
  });

  it('marks for shared caches only public pages whose language is in the URL', async () => {
    const withLanguage = await get('/?lng=fr');
    expect(withLanguage.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=60',
    );
    expect(withLanguage.headers.get('vary')).toBe('Accept-Encoding');
    const negotiated = await get('/');
    expect(negotiated.headers.get('cache-control')).toBe('no-cache');
    expect(negotiated.headers.get('vary')).toContain('Accept-Language');
    const preview = await get('/human?lng=fr&preview=1');
    expect(preview.headers.get('cache-control')).toBe('no-cache');
    expect(preview.headers.get('x-cache')).toBe('miss');
    expect((await get('/human?lng=fr&preview=1')).headers.get('x-cache')).toBe('miss');
    const missing = await get('/nowhere?lng=fr');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/nowhere?lng=fr')).headers.get('x-cache')).toBe('miss');
    const privatePage = await get('/dashboard?lng=fr');
    expect(privatePage.text).toContain('noindex');
    expect(privatePage.headers.get('cache-control')).toBe('no-cache');
  });
});

// @vitest-environment node
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf, remotesDocument } from '../contract/topology.mjs';
import { startStaticServer } from './static-server.mjs';

let root = '';
let api: http.Server;
/** What the fake API saw of the last proxied request's forwarding headers. */
let lastForwarded: Record<string, string | string[] | undefined> = {};
let shell: ReturnType<typeof startStaticServer>;
let remote: ReturnType<typeof startStaticServer>;
const SHELL_PORT = 23400;
const REMOTE_PORT = 23401;

beforeAll(async () => {
  // The build folder `dist` has a sibling `dist-old` (a previous release, say) that must stay unreachable.
  const parent = await mkdtemp(path.join(tmpdir(), 'static-'));
  root = path.join(parent, 'dist');
  await mkdir(path.join(root, 'static/js'), { recursive: true });
  await mkdir(path.join(parent, 'dist-old'), { recursive: true });
  await writeFile(path.join(parent, 'dist-old', 'x'), 'SECRET FROM THE SIBLING FOLDER');
  await writeFile(path.join(parent, 'outside.txt'), 'SECRET OUTSIDE');
  await symlink(path.join(parent, 'outside.txt'), path.join(root, 'link.txt'));
  await writeFile(path.join(root, 'video.txt'), '0123456789');
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"human"}');
  await writeFile(
    path.join(root, 'version.json'),
    '{"app":"mf-human","version":"0.1.0","commit":"abc1234","builtAt":"2026-11-23T10:00:00.000Z"}',
  );
  await writeFile(path.join(root, 'static/js/index.abc123.js'), `console.log(${'"x",'.repeat(400)}1);`);
  api = http.createServer((req, res) => {
    lastForwarded = {
      for: req.headers['x-forwarded-for'],
      proto: req.headers['x-forwarded-proto'],
      host: req.headers['x-forwarded-host'],
      forwarded: req.headers.forwarded,
    };
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, forwardedHost: req.headers['x-forwarded-host'] }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiTarget = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  shell = startStaticServer({
    root,
    port: SHELL_PORT,
    isShell: true,
    apiTarget,
    env: {
      REMOTE_DASHBOARD_URL: 'https://admin.example.org/mf-manifest.json',
      HSTS: 'true',
      SITE_HOSTS: 'site.example, localhost, 127.0.0.1',
    },
    quiet: true,
  });
  remote = startStaticServer({ root, port: REMOTE_PORT, quiet: true, env: {} });
  await Promise.all([shell.ready, remote.ready]);
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), new Promise((resolve) => api.close(resolve))]);
});

/** A raw HTTP GET (fetch would not let the test choose the Host header). */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Headers;
    text: () => Promise<string>;
    // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
    json: () => Promise<any>;
  }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        resolve({
          status: res.statusCode ?? 0,
          headers: h,
          text: async () => body,
          json: async () => JSON.parse(body),
        });
      });
    });
    req.on('error', reject);
  });
}

describe('remotes.json', () => {
  it('names each remote on the visitor’s host name and its own port, unless a variable moves it', async () => {
    const body = await (await get(SHELL_PORT, '/remotes.json', { Host: 'site.example:8080' })).json();
    expect(body.remotes.human.manifest).toBe(
      `http://site.example:${portOf('mf-human', {})}/mf-manifest.json`,
    );
    expect(body.remotes.veterinary.route).toBe('/veterinary');
    expect(body.remotes.dashboard.manifest).toBe('https://admin.example.org/mf-manifest.json');
  });

  it('is the same document the topology describes', () => {
    expect(Object.keys(remotesDocument('h', {}).remotes)).toEqual([
      'human',
      'veterinary',
      'agriculture',
      'dashboard',
    ]);
  });
});

describe('static server', () => {
  it('caches hashed chunks for a year and revalidates manifests and HTML', async () => {
    const chunk = await get(REMOTE_PORT, '/static/js/index.abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    const manifest = await get(REMOTE_PORT, '/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a build’s version.json like its manifest: revalidated by ETag, CORS to the site only', async () => {
    const site = `http://site.example:${portOf('shell', {})}`;
    const info = await get(REMOTE_PORT, '/version.json', { Host: 'site.example:8081', Origin: site });
    expect(info.status).toBe(200);
    expect(info.headers.get('cache-control')).toBe('no-cache');
    expect(info.headers.get('content-type')).toContain('application/json');
    expect(info.headers.get('access-control-allow-origin')).toBe(site);
    expect((await info.json()).commit).toBe('abc1234');
    const etag = info.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get(REMOTE_PORT, '/version.json', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const refused = await get(REMOTE_PORT, '/version.json', {
      Host: 'site.example:8081',
      Origin: 'https://evil.example',
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers client-side routes with the app’s HTML, and 404 for missing files', async () => {
    const page = await get(SHELL_PORT, '/human/about', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect((await get(SHELL_PORT, '/static/js/missing.js')).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    const answer = await get(SHELL_PORT, '/..%2f..%2fetc%2fpasswd');
    expect([403, 404]).toContain(answer.status);
  });

  it('does not reach a sibling folder whose name starts like its own (/..%2Fdist-old/x)', async () => {
    for (const url of [
      '/..%2Fdist-old/x',
      '/..%2fdist-old%2fx',
      '/%2E%2E/dist-old/x',
      '/static/..%2F..%2Fdist-old/x',
    ]) {
      const answer = await get(SHELL_PORT, url);
      expect([403, 404], url).toContain(answer.status);
      expect(await answer.text(), url).not.toContain('SECRET');
    }
  });

  it('does not follow a symbolic link out of its folder', async () => {
    const answer = await get(REMOTE_PORT, '/link.txt');
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('SECRET');
  });

  it('answers 304 to If-None-Match with the file’s ETag, for plain and gzip answers alike', async () => {
    const first = await get(REMOTE_PORT, '/static/js/index.abc123.js', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(REMOTE_PORT, '/static/js/index.abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const plain = await get(REMOTE_PORT, '/static/js/index.abc123.js', {
      'If-None-Match': `"other", ${etag}`,
    });
    expect(plain.status).toBe(304);
    const changed = await get(REMOTE_PORT, '/static/js/index.abc123.js', { 'If-None-Match': 'W/"stale"' });
    expect(changed.status).toBe(200);
  });

  it('answers byte ranges with 206, and 416 beyond the end', async () => {
    const part = await get(REMOTE_PORT, '/video.txt', { Range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('2345');
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    const tail = await get(REMOTE_PORT, '/video.txt', { Range: 'bytes=-3' });
    expect(await tail.text()).toBe('789');
    const open = await get(REMOTE_PORT, '/video.txt', { Range: 'bytes=7-' });
    expect(await open.text()).toBe('789');
    const beyond = await get(REMOTE_PORT, '/video.txt', { Range: 'bytes=10-20' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    const stale = await get(REMOTE_PORT, '/video.txt', { Range: 'bytes=2-5', 'If-Range': '"old"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('0123456789');
  });

  it('proxies /api to the API with the visitor’s host forwarded', async () => {
    const body = await (await get(SHELL_PORT, '/api/headline/all?lang=fr', { Host: 'site.example' })).json();
    expect(body).toEqual({ path: '/api/headline/all?lang=fr', forwardedHost: 'site.example' });
  });

  it('forwards the real client address, replacing whatever X-Forwarded-For the client sent', async () => {
    await get(SHELL_PORT, '/api/health', {
      Host: 'site.example',
      'X-Forwarded-For': '203.0.113.7, 198.51.100.1',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'for=203.0.113.7',
    });
    expect(lastForwarded).toEqual({
      for: '127.0.0.1',
      proto: 'http',
      host: 'site.example',
      forwarded: undefined,
    });
  });
});

describe('security headers', () => {
  it('gives the shell’s HTML a CSP without inline code or eval that allows its remotes’ origins', async () => {
    const page = await get(SHELL_PORT, '/', { Accept: 'text/html', Host: 'site.example:8080' });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(directive(name)).toContain(`http://site.example:${portOf('mf-human', {})}`);
      expect(directive(name)).toContain('https://admin.example.org');
    }
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A client-side route gets the same HTML and the same policy.
    const route = await get(SHELL_PORT, '/human/about', { Accept: 'text/html', Host: 'site.example:8080' });
    expect(route.headers.get('content-security-policy')).toBe(csp);
  });

  it('gives a remote’s own HTML a same-origin-only CSP', async () => {
    const csp = (await get(REMOTE_PORT, '/', { Accept: 'text/html' })).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe');
  });

  it('sends HSTS only when HSTS=true', async () => {
    expect((await get(SHELL_PORT, '/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(REMOTE_PORT, '/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers CORS only to the site’s origin (the shell on the visitor’s host), never *', async () => {
    const site = `http://site.example:${portOf('shell', {})}`;
    const allowed = await get(REMOTE_PORT, '/mf-manifest.json', { Host: 'site.example:8081', Origin: site });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('vary')).toContain('Origin');
    for (const origin of ['https://evil.example', 'http://site.example:9999', 'null']) {
      const refused = await get(REMOTE_PORT, '/mf-manifest.json', {
        Host: 'site.example:8081',
        Origin: origin,
      });
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('takes the allowed origins from SITE_ORIGINS when set', async () => {
    const port = REMOTE_PORT + 2;
    const configured = startStaticServer({
      root,
      port,
      quiet: true,
      env: { SITE_ORIGINS: 'https://www.aurinko.example, https://aurinko.example' },
    });
    await configured.ready;
    try {
      const ok = await get(port, '/mf-manifest.json', { Origin: 'https://aurinko.example' });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://aurinko.example');
      const no = await get(port, '/mf-manifest.json', {
        Host: 'localhost:8081',
        Origin: `http://localhost:${portOf('shell', {})}`,
      });
      expect(no.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await configured.close();
    }
  });

  it('serves a new build after a redeploy without a restart', async () => {
    const next = await mkdtemp(path.join(tmpdir(), 'static-next-'));
    await writeFile(path.join(next, 'mf-manifest.json'), '{"id":"human","release":2}');
    remote.setRoot(next);
    expect(await (await get(REMOTE_PORT, '/mf-manifest.json')).json()).toEqual({ id: 'human', release: 2 });
    remote.setRoot(root);
  });
});

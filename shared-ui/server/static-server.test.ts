// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf, remotesDocument } from '../topology.mjs';
import { startStaticServer } from './static-server.mjs';

let root = '';
let api: http.Server;
let shell: ReturnType<typeof startStaticServer>;
let remote: ReturnType<typeof startStaticServer>;
const SHELL_PORT = 39180;
const REMOTE_PORT = 39181;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-'));
  await mkdir(path.join(root, 'static/js'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"human"}');
  await writeFile(path.join(root, 'static/js/index.abc123.js'), `console.log(${'"x",'.repeat(400)}1);`);
  api = http.createServer((req, res) => {
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
    env: { REMOTE_DASHBOARD_URL: 'https://admin.example.org/mf-manifest.json' },
    quiet: true,
  });
  remote = startStaticServer({ root, port: REMOTE_PORT, quiet: true });
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
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
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

  it('proxies /api to the API with the visitor’s host forwarded', async () => {
    const body = await (await get(SHELL_PORT, '/api/headline/all?lang=fr', { Host: 'site.example' })).json();
    expect(body).toEqual({ path: '/api/headline/all?lang=fr', forwardedHost: 'site.example' });
  });

  it('serves a new build after a redeploy without a restart', async () => {
    const next = await mkdtemp(path.join(tmpdir(), 'static-next-'));
    await writeFile(path.join(next, 'mf-manifest.json'), '{"id":"human","release":2}');
    remote.setRoot(next);
    expect(await (await get(REMOTE_PORT, '/mf-manifest.json')).json()).toEqual({ id: 'human', release: 2 });
    remote.setRoot(root);
  });
});

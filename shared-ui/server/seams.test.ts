// @vitest-environment node

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '../contract/topology.mjs';
import { startStaticServer } from './static-server.mjs';

// The seams between the shell's server, the remotes' servers and the API (issue 29), each probed as an attacker or a
// fault would: a forged Host, anonymous and oversized render requests, a stopped (SIGSTOP) remote and API, spoofed
// X-Forwarded-For, oversized headers and URLs. Remotes and the API run as real processes where a fault stops them.

const here = path.dirname(fileURLToPath(import.meta.url));
// The remotes' default addresses come from the topology: a port range of this test's own.
const PORT_OFFSET = '20700';
const topologyEnv = { PORT_OFFSET };
const HUMAN_PORT = portOf('mf-human', topologyEnv);
const RENDER_SECRET = 'seams-test-secret';
const LANGS = ['en'];
const meta = { en: { title: 'Human', description: 'd' } };

let dir = '';
let shellRoot = '';
let remoteRoot = '';
const cleanups: Array<() => Promise<unknown> | unknown> = [];

/** A plain HTTP server on an address, counting the connections it is offered. */
async function countingListener(host: string, port: number) {
  const seen = { connections: 0 };
  const server = net.createServer((socket) => {
    seen.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return seen;
}

/** A raw request (the test chooses Host, local address, everything); resolves status, headers and body. */
function request(
  port: number,
  pathname: string,
  options: { headers?: Record<string, string>; localAddress?: string; method?: string; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: options.method ?? 'GET',
          headers: options.headers,
          localAddress: options.localAddress,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

/** What a raw socket reads back after sending `data` (the server's answer, or the error that ended it). */
function rawExchange(port: number, data: string) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(answer || `error ${error.code}`));
    socket.on('close', () => resolve(answer));
    socket.write(data);
  });
}

/** A front end's server as its own process (shared-ui/server/cli.mjs), as in production. */
async function serveProcess(app: string, root: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [path.join(here, 'cli.mjs'), '--app', app, '--dir', root, '--port', String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${app} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve();
    });
  });
  cleanups.push(() => stopProcess(child));
  return child;
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** A small HTTP API as its own process: /api/health answers, /api/echo says what it was sent. */
async function apiProcess(port: number) {
  const code = `
    require('node:http').createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', url: req.url }));
    }).listen(${port}, '127.0.0.1', () => console.log('serving'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  cleanups.push(() => stopProcess(child));
  return child;
}

const REMOTE_RENDERER = `
export function rendersOnServer(pathname) { return pathname === '/human' || pathname.startsWith('/human/'); }
export async function render(url, language, timeoutMs, reads) {
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  return '<section>Rendered ' + url + ' ' + JSON.stringify(reads) + '</section>';
}
`;
const SHELL_RENDERER = `
export function rendersOnServer() { return true; }
export async function render(url, language, timeoutMs, { area } = {}) {
  return '<main>' + (area ? '<div data-remote-area="' + area.remote + '">' + area.html + '</div>' : '<p role="status">Loading</p>') + '</main>';
}
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'seams-'));
  shellRoot = path.join(dir, 'shell');
  remoteRoot = path.join(dir, 'human');
  await mkdir(path.join(shellRoot, 'ssr'), { recursive: true });
  await mkdir(path.join(remoteRoot, 'ssr'), { recursive: true });
  await writeFile(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(shellRoot, 'robots-static.txt'), 'a static file');
  await writeFile(
    path.join(shellRoot, 'routes.json'),
    JSON.stringify({
      version: 1,
      app: 'shell',
      languages: LANGS,
      directions: { en: 'ltr' },
      routes: [{ path: '/', index: true, meta, breadcrumb: [] }],
      mounts: [{ path: '/human', remote: 'human', prefix: true }],
      site: { en: { name: 'Site', description: 'The site' } },
    }),
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
        { path: '/human/slow', index: true, meta, breadcrumb: [] },
      ],
    }),
  );
  await writeFile(path.join(remoteRoot, 'mf-manifest.json'), JSON.stringify({ metaData: {}, exposes: [] }));
  await writeFile(path.join(remoteRoot, 'index.html'), '<!doctype html><title>human</title>');
  await writeFile(path.join(remoteRoot, 'ssr', 'render.mjs'), REMOTE_RENDERER);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A shell server on a port of the system's choosing. */
async function shellServer(env: Record<string, string>, apiTarget?: string) {
  const server = startStaticServer({
    root: shellRoot,
    port: 0,
    host: '127.0.0.1',
    isShell: true,
    apiTarget,
    env: { ...topologyEnv, SEO_ROUTES_TTL_MS: '0', ...env },
    quiet: true,
  });
  await server.ready;
  cleanups.push(() => server.close());
  return server;
}

describe('the remote map on the server comes from configuration, never from Host', () => {
  // Where a Host-following server would go for "127.0.0.2:…": the remote's port on 127.0.0.2.
  let decoy = { connections: 0 };
  beforeAll(async () => {
    decoy = await countingListener('127.0.0.2', HUMAN_PORT);
  });

  it('answers a Host it does not serve 421, without a single outbound connection', async () => {
    decoy.connections = 0;
    const shell = await shellServer({ RENDER_SECRET });
    for (const pathname of ['/human', '/human/about', '/remotes.json', '/', '/sitemap.xml']) {
      const answer = await request(shell.port, pathname, { headers: { Host: `127.0.0.2:${shell.port}` } });
      expect(answer.status, pathname).toBe(421);
      expect(answer.body).not.toContain('127.0.0.2');
    }
    const evil = await request(shell.port, '/human', { headers: { Host: 'evil.example' } });
    expect(evil.status).toBe(421);
    expect(evil.headers['content-security-policy']).toBeUndefined();
    expect(decoy.connections).toBe(0);
  });

  it('reaches a remote only at its configured address (default: its port on 127.0.0.1), whatever Host says', async () => {
    const configured = await countingListener('127.0.0.1', HUMAN_PORT);
    decoy.connections = 0;
    const shell = await shellServer({ RENDER_SECRET, SITE_HOSTS: 'localhost, 127.0.0.2' });
    const page = await request(shell.port, '/human', { headers: { Host: `127.0.0.2:${shell.port}` } });
    expect(page.status).toBe(200);
    // The browser's map and CSP follow an allowed host name; the server's own requests do not.
    expect(page.body).toContain(`"manifest":"http://127.0.0.2:${HUMAN_PORT}/mf-manifest.json"`);
    expect(page.headers['content-security-policy']).toContain(`http://127.0.0.2:${HUMAN_PORT}`);
    expect(configured.connections).toBeGreaterThan(0);
    expect(decoy.connections).toBe(0);
  });
});

describe("a remote's render endpoint is the shell's server's alone", () => {
  let remote: ReturnType<typeof startStaticServer>;
  const render = (body: string, headers: Record<string, string>) =>
    request(remote.port, '/ssr/render', { method: 'POST', headers, body });
  const valid = JSON.stringify({ url: '/human', language: 'en', reads: {} });

  beforeAll(async () => {
    remote = startStaticServer({
      root: remoteRoot,
      port: 0,
      host: '127.0.0.1',
      env: { RENDER_SECRET, RENDER_CONCURRENCY: '2', RENDER_QUEUE: '8' },
      quiet: true,
    });
    await remote.ready;
    cleanups.push(() => remote.close());
  });

  it('refuses anonymous requests, a wrong secret and any other content type, before reading them', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await render(valid, json)).status).toBe(403);
    expect((await render(valid, { ...json, 'x-render-secret': 'guess' })).status).toBe(403);
    // The cross-site form a stranger's page could send.
    expect((await render(valid, { 'content-type': 'text/plain' })).status).toBe(403);
    const plain = await render(valid, { 'content-type': 'text/plain', 'x-render-secret': RENDER_SECRET });
    expect(plain.status).toBe(415);
    const ok = await render(valid, { ...json, 'x-render-secret': RENDER_SECRET });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('<section>Rendered /human');
  });

  it('refuses a body over 64 KB, and a render without a secret configured at all', async () => {
    const big = JSON.stringify({ url: '/human', language: 'en', reads: { x: 'y'.repeat(70 * 1024) } });
    const answer = await render(big, {
      'content-type': 'application/json',
      'x-render-secret': RENDER_SECRET,
    });
    expect(answer.status).toBe(413);
    const open = startStaticServer({ root: remoteRoot, port: 0, host: '127.0.0.1', env: {}, quiet: true });
    await open.ready;
    try {
      const refused = await request(open.port, '/ssr/render', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-render-secret': '' },
        body: valid,
      });
      expect(refused.status).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('renders 2 at once with 8 waiting, and answers 503 past that', async () => {
    const slow = JSON.stringify({ url: '/human/slow', language: 'en' });
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        render(slow, { 'content-type': 'application/json', 'x-render-secret': RENDER_SECRET }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 503)).toHaveLength(4);
    expect(answers.find((a) => a.status === 503)?.headers['retry-after']).toBe('1');
  });

  it("keeps the shell's static files quick while 8 connections send oversized render requests", {
    timeout: 60_000,
  }, async () => {
    // As in production: the remote in its own process, the attacker in another, the shell measured from here.
    const port = HUMAN_PORT + 60;
    await serveProcess('mf-human', remoteRoot, port, { RENDER_SECRET });
    const shell = await shellServer({ RENDER_SECRET });
    const measure = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i += 1) times.push((await request(shell.port, '/robots-static.txt')).ms);
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(1);
      return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
    };
    const quiet = await measure(200);
    // 8 connections, each sending 600 KB render requests again and again for 4 s — half anonymous, half with the
    // secret (a leaked one, say): every one refused before its body is read.
    const flood = spawn(
      process.execPath,
      [
        '-e',
        `const http = require('node:http');
         const body = Buffer.from(JSON.stringify({ url: '/human', language: 'en', reads: { big: 'x'.repeat(600 * 1024) } }));
         const statuses = {};
         const until = Date.now() + 4000;
         const one = (index) => new Promise((resolve) => {
           const headers = { 'content-type': 'application/json', 'content-length': body.length };
           if (index % 2) headers['x-render-secret'] = ${JSON.stringify(RENDER_SECRET)};
           const req = http.request({ host: '127.0.0.1', port: ${port}, path: '/ssr/render', method: 'POST', headers, agent: false }, (res) => {
             statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1; res.resume(); res.on('end', resolve);
           });
           req.on('error', () => { statuses.error = (statuses.error ?? 0) + 1; resolve(); });
           req.end(body);
         });
         Promise.all(Array.from({ length: 8 }, async (_, index) => { while (Date.now() < until) await one(index); }))
           .then(() => console.log(JSON.stringify(statuses)));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanups.push(() => flood.exitCode === null && flood.kill());
    let output = '';
    flood.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const finished = new Promise((resolve) => flood.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loaded = await measure(200);
    await finished;
    const statuses: Record<string, number> = JSON.parse(output);
    // A figure, not an assertion (tests never assert wall-clock time; issue 29's goal: p99 under 50 ms on a quiet machine).
    console.log(
      [
        'BENCH static file on the shell (200 requests each, not asserted; goal p99 < 50 ms):',
        `  quiet:                          ${quiet}`,
        `  under 8 oversized render floods: ${loaded}`,
        `  render answers during the flood: ${output.trim()}`,
      ].join('\n'),
    );
    // Every request refused (or its connection closed under the rest of its body): none rendered, none queued.
    expect(Object.keys(statuses).filter((status) => !['403', '413', 'error'].includes(status))).toEqual([]);
    expect(statuses['403']).toBeGreaterThan(8);
    expect(statuses['413']).toBeGreaterThan(8);
  });
});

describe('budgets', () => {
  it('a stopped remote (SIGSTOP) costs one page the remote budget, then its breaker answers at once', {
    timeout: 30_000,
  }, async () => {
    const port = HUMAN_PORT + 50;
    const child = await serveProcess('mf-human', remoteRoot, port, { RENDER_SECRET });
    const shell = await shellServer({
      RENDER_SECRET,
      REMOTE_HUMAN_URL: `http://localhost:${port}/mf-manifest.json`,
      REMOTE_HUMAN_SERVER_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
      REMOTE_RENDER_TIMEOUT_MS: '800',
      BREAKER_COOL_OFF_MS: '5000',
    });
    const healthy = await request(shell.port, '/human');
    expect(healthy.body).toContain('<div data-remote-area="human"><section>Rendered /human');
    expect((await request(shell.port, '/human/nothing-here')).status).toBe(404);
    child.kill('SIGSTOP');
    try {
      const first = await request(shell.port, '/human');
      expect(first.status).toBe(200);
      expect(first.body).toContain('<p role="status">Loading</p>');
      const second = await request(shell.port, '/human');
      // Its last route list still decides: an unknown path stays a 404 while the remote is stopped.
      const unknown = await request(shell.port, '/human/nothing-here');
      console.log(
        `stopped remote: first page ${first.ms.toFixed(0)} ms (budget 800), next ${second.ms.toFixed(0)} ms, unknown path ${unknown.ms.toFixed(0)} ms`,
      );
      expect(first.ms).toBeLessThan(800 + 700);
      expect(second.body).toContain('<p role="status">Loading</p>');
      expect(second.ms).toBeLessThan(400);
      expect(unknown.status).toBe(404);
    } finally {
      child.kill('SIGCONT');
    }
  });

  it('a stopped API (SIGSTOP) gives 504 JSON through the shell within API_RESPONSE_TIMEOUT_MS', {
    timeout: 20_000,
  }, async () => {
    const apiPort = portOf('api', topologyEnv);
    const api = await apiProcess(apiPort);
    const shell = await shellServer({ API_RESPONSE_TIMEOUT_MS: '1000' }, `http://127.0.0.1:${apiPort}`);
    expect((await request(shell.port, '/api/health')).status).toBe(200);
    api.kill('SIGSTOP');
    try {
      const answer = await request(shell.port, '/api/health');
      console.log(`stopped API: 504 after ${answer.ms.toFixed(0)} ms (budget 1000)`);
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 504,
        message: 'The API did not answer in time',
        error: 'Gateway Timeout',
      });
      expect(answer.ms).toBeGreaterThanOrEqual(900);
      expect(answer.ms).toBeLessThan(1000 + 700);
    } finally {
      api.kill('SIGCONT');
    }
  });

  it('a visitor who goes away takes the /api request with it', async () => {
    let closed = 0;
    const api = http.createServer((req, res) => {
      res.on('close', () => {
        if (!res.writableFinished) closed += 1;
      });
      // Never answers /api/slow.
      if (req.url !== '/api/slow') res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      api.closeAllConnections();
      return new Promise((resolve) => api.close(resolve));
    });
    const shell = await shellServer({}, `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${shell.port}/api/slow`, { signal: controller.signal }).catch(
      () => 'aborted',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    expect(await pending).toBe('aborted');
    await expect.poll(() => closed, { timeout: 2000 }).toBe(1);
  });
});

describe('trusted proxies (TRUSTED_PROXIES) on the /api proxy', () => {
  let seen: http.IncomingHttpHeaders = {};
  let apiTarget = '';
  beforeAll(async () => {
    const api = http.createServer((req, res) => {
      seen = req.headers;
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => api.close(resolve)));
    apiTarget = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  it('trusts nobody by default: a client-written X-Forwarded-For is replaced by the address it came from', async () => {
    const shell = await shellServer({}, apiTarget);
    await request(shell.port, '/api/health', {
      localAddress: '127.0.0.5',
      headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', Host: 'localhost' },
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.5');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it('passes on the visitor behind a trusted proxy, and only the hops the trusted ones vouch for', async () => {
    const shell = await shellServer({ TRUSTED_PROXIES: '127.0.0.6, 10.0.0.0/8' }, apiTarget);
    await request(shell.port, '/api/health', {
      localAddress: '127.0.0.6',
      headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', Host: 'localhost' },
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.6');
    expect(seen['x-forwarded-proto']).toBe('https');
    // A spoofed first hop, then a real visitor, then a second trusted proxy: the spoof is dropped.
    await request(shell.port, '/api/health', {
      localAddress: '127.0.0.6',
      headers: { 'X-Forwarded-For': '1.2.3.4, 198.51.100.9, 10.1.2.3', Host: 'localhost' },
    });
    expect(seen['x-forwarded-for']).toBe('198.51.100.9, 10.1.2.3, 127.0.0.6');
    // The same header from an address not in the list counts for nothing.
    await request(shell.port, '/api/health', {
      localAddress: '127.0.0.7',
      headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', Host: 'localhost' },
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.7');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it('refuses to start with a list it cannot read, naming the variable', () => {
    expect(() =>
      startStaticServer({ root: shellRoot, port: 0, env: { TRUSTED_PROXIES: 'proxy.example' }, quiet: true }),
    ).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('oversized requests', () => {
  it('answers 64 KB of headers 431 and a 100 KB URL 414 (not a connection reset), on the shell and a remote', async () => {
    const shell = await shellServer({});
    const remote = startStaticServer({ root: remoteRoot, port: 0, host: '127.0.0.1', env: {}, quiet: true });
    await remote.ready;
    cleanups.push(() => remote.close());
    for (const port of [shell.port, remote.port]) {
      const headers = await rawExchange(
        port,
        `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      );
      expect(headers).toMatch(/^HTTP\/1\.1 431 /);
      const url = await rawExchange(
        port,
        `GET /${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      );
      expect(url).toMatch(/^HTTP\/1\.1 414 /);
      // A URL under the header limit but over the URL limit.
      const long = await request(port, `/${'b'.repeat(10 * 1024)}`, { headers: { Host: 'localhost' } });
      expect(long.status).toBe(414);
    }
  });
});

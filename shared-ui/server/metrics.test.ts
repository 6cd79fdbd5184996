// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

let root = '';
let remote: http.Server;
let shell: ReturnType<typeof startStaticServer>;
const SHELL_PORT = 23192;
const METRICS_PORT = 23193;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'metrics-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(
    path.join(root, 'routes.json'),
    JSON.stringify({
      version: 1,
      app: 'shell',
      languages: ['en'],
      routes: [{ path: '' }],
      mounts: [{ path: '/human', remote: 'human', prefix: true }],
    }),
  );
  // A remote: its route list and manifest, a render endpoint that answers after 50 ms; its other files fail (500).
  remote = http.createServer((req, res) => {
    if (req.url?.endsWith('/ssr/render')) {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<main>area</main>'), 50);
      return;
    }
    if (req.url?.endsWith('/routes.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          version: 1,
          app: 'mf-human',
          languages: ['en'],
          routes: [
            {
              path: '/human/about',
              meta: { en: { title: 'About', description: 'About us.' } },
              breadcrumb: [],
            },
          ],
        }),
      );
      return;
    }
    if (req.url?.endsWith('/mf-manifest.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"human","metaData":{}}');
      return;
    }
    res.writeHead(500).end();
  });
  await new Promise<void>((done) => remote.listen(0, '127.0.0.1', done));
  const remotePort = (remote.address() as AddressInfo).port;
  shell = startStaticServer({
    root,
    port: SHELL_PORT,
    app: 'shell',
    isShell: true,
    metricsPort: METRICS_PORT,
    quiet: !process.env.SHOW_METRICS,
    env: {
      REMOTE_HUMAN_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
      RENDER_SECRET: 'metrics-test-render-secret-0123456789',
    },
  });
  await shell.ready;
});

afterAll(async () => {
  await shell.drain({ delayMs: 0, timeoutMs: 100 });
  remote.closeAllConnections();
  await new Promise((done) => remote.close(done));
  await rm(root, { recursive: true, force: true });
});

describe('a front end server’s Prometheus metrics (internal port)', () => {
  it('counts requests by route and status, render time per remote, manifest fetch failures, the process', async () => {
    await fetch(`http://127.0.0.1:${SHELL_PORT}/human/about`);
    await fetch(`http://127.0.0.1:${SHELL_PORT}/static/js/missing.js`);
    // A remote file that fails, fetched through the shell server's instrumented fetch.
    await fetch(`http://127.0.0.1:${SHELL_PORT}/human/about`, { headers: { 'Accept-Language': 'en' } });
    const res = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    if (process.env.SHOW_METRICS) console.log(text);
    const value = (line: RegExp) =>
      Number(
        text
          .split('\n')
          .find((l) => line.test(l))
          ?.split(' ')
          .at(-1),
      );
    expect(
      value(/^http_requests_total\{service="shell",route="\/\{page\}",method="GET",status="200"\}/),
    ).toBe(2);
    expect(
      value(/^http_requests_total\{service="shell",route="\/static\/\*",method="GET",status="404"\}/),
    ).toBe(1);
    expect(
      value(/^http_request_duration_seconds_bucket\{service="shell",route="\/\{page\}",.*le="\+Inf"\}/),
    ).toBe(2);
    expect(
      value(/^remote_render_duration_seconds_count\{service="shell",remote="human",outcome="ok"\}/),
    ).toBe(2);
    // Each render took over 50 ms: none in the 25 ms bucket.
    expect(
      value(
        /^remote_render_duration_seconds_bucket\{service="shell",remote="human",outcome="ok",le="0.025"\}/,
      ),
    ).toBe(0);
    expect(
      value(
        /^remote_fetch_failures_total\{service="shell",remote="human",file="[\w.-]+",outcome="http_500"\}/,
      ),
    ).toBeGreaterThan(0);
    expect(value(/^process_resident_memory_bytes\{service="shell"\}/)).toBeGreaterThan(1e6);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="shell"\} /m);
  });

  it('is not on the public port', async () => {
    const res = await fetch(`http://127.0.0.1:${SHELL_PORT}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/http_requests_total/);
  });
});

// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

/** Every request the fake API and the fake remote saw: path, the request id and trace context it carried. */
const seen: Array<{ server: string; path: string; requestId: string | undefined; traceparent?: string }> = [];
const logLines: string[] = [];
let root = '';
let api: http.Server;
let remote: http.Server;
let shell: ReturnType<typeof startStaticServer>;
const SHELL_PORT = 23190;

function recorder(name: string) {
  return http.createServer((req, res) => {
    seen.push({
      server: name,
      path: req.url ?? '',
      requestId: req.headers['x-request-id'] as string | undefined,
      traceparent: req.headers.traceparent as string | undefined,
    });
    // An API that never answers this one (the client gives up first).
    if (req.url?.startsWith('/api/hang')) return;
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'request-log-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  // The shell's route list: the division mounted at /human (its own list comes from the remote).
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
  api = recorder('api');
  remote = recorder('remote');
  await Promise.all([api, remote].map((s) => new Promise<void>((done) => s.listen(0, '127.0.0.1', done))));
  const port = (s: http.Server) => (s.address() as AddressInfo).port;
  shell = startStaticServer({
    root,
    port: SHELL_PORT,
    app: 'shell',
    isShell: true,
    apiTarget: `http://127.0.0.1:${port(api)}`,
    env: { REMOTE_HUMAN_URL: `http://127.0.0.1:${port(remote)}/mf-manifest.json`, SERVER_RENDER: 'off' },
    log: { write: (line: string) => void logLines.push(line) },
  });
  await shell.ready;
});

afterAll(async () => {
  await shell.close();
  for (const s of [api, remote]) {
    s.closeAllConnections();
    await new Promise((done) => s.close(done));
  }
  await rm(root, { recursive: true, force: true });
});

const base = `http://127.0.0.1:${SHELL_PORT}`;
const lines = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the front ends’ servers: request id and log lines', () => {
  it('passes a sane X-Request-Id to the API through the /api proxy and answers it', async () => {
    const res = await fetch(`${base}/api/products?group=Livestock`, {
      headers: { 'X-Request-Id': 'edge-7f3a' },
    });
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a');
    expect(seen.find((s) => s.server === 'api' && s.path.startsWith('/api/products'))?.requestId).toBe(
      'edge-7f3a',
    );
    const line = lines().find((l) => l.requestId === 'edge-7f3a');
    expect(line).toMatchObject({
      level: 'info',
      service: 'shell',
      msg: 'request',
      method: 'GET',
      route: '/api/*',
      status: 404,
      durationMs: expect.any(Number),
      time: expect.any(String),
    });
  });

  it('makes one up when none (or an odd one) comes, and passes it to the calls a page makes (a remote’s route list)', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const res = await fetch(`${base}/human/about`, { headers: { 'X-Request-Id': 'not sane!', traceparent } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const calls = seen.filter((s) => s.server === 'remote');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.requestId === id && call.traceparent === traceparent)).toBe(true);
    expect(lines().find((l) => l.requestId === id)).toMatchObject({
      route: '/{page}',
      method: 'GET',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    });
  });

  it('answers health without a body in the log beyond the usual fields', async () => {
    await fetch(`${base}/healthz/live`);
    const line = lines().find((l) => l.route === '/healthz/live');
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['durationMs', 'level', 'method', 'msg', 'requestId', 'route', 'service', 'status', 'time'].sort(),
    );
  });

  it('writes one line, status 499, for a request the client gave up on before the answer', async () => {
    const gaveUp = new AbortController();
    const pending = fetch(`${base}/api/hang`, {
      headers: { 'X-Request-Id': 'gave-up-2' },
      signal: gaveUp.signal,
    });
    await expect.poll(() => seen.some((s) => s.requestId === 'gave-up-2')).toBe(true);
    gaveUp.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => lines().filter((l) => l.requestId === 'gave-up-2')).toHaveLength(1);
    expect(lines().find((l) => l.requestId === 'gave-up-2')).toMatchObject({ method: 'GET', status: 499 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines().filter((l) => l.requestId === 'gave-up-2')).toHaveLength(1);
  });
});

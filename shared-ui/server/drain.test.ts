// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Each test starts and stops real servers (a server may take ~5 s to come up on a loaded machine): a guard, not a
// measure.
vi.setConfig({ testTimeout: 30_000 });

const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let root = '';
let api: http.Server;
let apiUrl = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'drain-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"human"}');
  // The API behind the /api proxy: /api/slow answers after 2 s.
  api = http.createServer((req, res) => {
    const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"slow":true}');
    if (req.url === '/api/slow') setTimeout(answer, 2000);
    else answer();
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((done) => api.close(done));
  await rm(root, { recursive: true, force: true });
});

/** aurinko-serve as deployed: its own process, stopped with a real signal. */
async function serve(app: string, port: number, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(
    process.execPath,
    [CLI, '--app', app, '--dir', root, '--port', String(port)],
    {
      env: { ...process.env, API_URL: apiUrl, DRAIN_DELAY_MS: '1000', DRAIN_TIMEOUT_MS: '5000', ...env },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz/live`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error(`${app} did not start`);
    await sleep(25);
  }
  return { child, exited, base };
}

describe.each([
  { app: 'shell', port: 23180, ready: { status: 'ok', draining: false, build: true, remoteMap: true } },
  { app: 'mf-human', port: 23181, ready: { status: 'ok', draining: false, build: true } },
])('$app server: health and graceful stop', ({ app, port, ready }) => {
  it('answers liveness and readiness', async () => {
    const { child, exited, base } = await serve(app, port);
    try {
      const live = await fetch(`${base}/healthz/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const answer = await fetch(`${base}/healthz/ready`);
      expect(answer.status).toBe(200);
      // The same under /health/… (the Kubernetes probes' and the image HEALTHCHECK's paths).
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual(ready);
    } finally {
      child.kill('SIGINT');
      expect((await exited).code).toBe(0);
    }
  });

  it('finishes a slow in-flight request across SIGTERM while readiness answers 503, then exits', async () => {
    const { child, exited, base } = await serve(app, port);
    const slow = fetch(`${base}/api/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
      at: Date.now(),
    }));
    await sleep(200);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await sleep(200);
    const notReady = await fetch(`${base}/healthz/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'draining', draining: true });
    expect((await fetch(`${base}/healthz/live`)).status).toBe(200);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: { slow: true } });
    expect(answer.at).toBeGreaterThan(signalledAt + 1500);
    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(exit.at).toBeGreaterThanOrEqual(answer.at);
    await expect(fetch(`${base}/healthz/live`)).rejects.toThrow();
  });

  it('answers 503 when the build it serves is gone', async () => {
    const { child, exited, base } = await serve(app, port, {});
    let other: ChildProcess | undefined;
    try {
      const empty = await mkdtemp(path.join(tmpdir(), 'drain-empty-'));
      child.kill('SIGINT');
      await exited;
      other = spawn(process.execPath, [CLI, '--app', app, '--dir', empty, '--port', String(port)], {
        env: { ...process.env, API_URL: apiUrl },
        stdio: 'ignore',
      });
      const started = other;
      const otherExited = new Promise((done) => started.once('exit', done));
      for (let i = 0; ; i++) {
        if (
          await fetch(`${base}/healthz/live`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (i > 200) throw new Error('did not start');
        await sleep(25);
      }
      const answer = await fetch(`${base}/healthz/ready`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ status: 'error', build: false });
      other.kill('SIGINT');
      await otherExited;
      await rm(empty, { recursive: true, force: true });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      // Never left behind holding the port (a timed-out run would break every later one).
      if (other && other.exitCode === null) other.kill('SIGKILL');
    }
  });
});

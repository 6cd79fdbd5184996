import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A real API process (the build) stopped with a real SIGTERM. */
describe('graceful stop of the API on SIGTERM', () => {
  const buildDir = join(API_DIR, 'dist-drain', String(process.pid));
  let dataDir: string;
  let child: ChildProcess;
  let base: string;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** What the API wrote to standard output (its JSON log, buffered in production). */
  let stdout = '';

  beforeAll(async () => {
    await promisify(execFile)(
      join(API_DIR, 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.build.json', '--outDir', buildDir],
      { cwd: API_DIR },
    );
    dataDir = await mkdtemp(join(tmpdir(), 'aurinko-drain-'));
    const port = await freePort();
    child = spawn(process.execPath, [join(buildDir, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'log',
        LOG_FORMAT: 'json',
        DRAIN_DELAY_MS: '1500',
        DRAIN_TIMEOUT_MS: '5000',
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
    });
    exited = new Promise((done) =>
      child.once('exit', (code, signal) => done({ code, signal, at: Date.now() })),
    );
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600) throw new Error('the API child did not start');
      await sleep(50);
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(buildDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers liveness and readiness apart from /api/health', async () => {
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      draining: false,
      database: { up: true },
      storage: { up: true },
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('finishes a slow in-flight request across SIGTERM while readiness answers 503, then exits', async () => {
    const body = JSON.stringify({
      name: 'Slow Sender',
      mobile: '+44 20 7946 0000',
      email: 'slow@example.com',
      message: 'This message arrives slowly, across the stop of the API.',
      website: '',
    });
    const url = new URL(`${base}/api/contact`);
    let answeredAt = 0;
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-requested-with': 'aurinko',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            answeredAt = Date.now();
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      // The rest of the body comes 2 s later: the request is in flight when SIGTERM arrives.
      setTimeout(() => req.end(body.slice(20)), 2000);
    });
    await sleep(200);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await sleep(300);
    // Draining: not ready (new requests are still answered during DRAIN_DELAY_MS), but alive.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining', draining: true });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    const answer = await slow;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toHaveProperty('message');
    const exit = await exited;
    expect(answeredAt).toBeGreaterThan(signalledAt + 1500);
    expect(exit.at).toBeGreaterThanOrEqual(answeredAt);
    expect(exit.signal === 'SIGTERM' || exit.code === 0).toBe(true);
    // Gone: nothing listens any more.
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

    // The log's buffer was written out before the process ended: the drain's line and the slow request's line are
    // there (the signal that ends the process skips the 'exit' handler a buffered log would otherwise rely on).
    await new Promise((resolve) =>
      child.stdout?.readableEnded ? resolve(null) : child.stdout?.once('end', resolve),
    );
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some((line) => line.context === 'Drain' && String(line.msg).startsWith('SIGTERM: not ready')),
    ).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/contact', status: 201 }),
    );
  }, 30_000);
});

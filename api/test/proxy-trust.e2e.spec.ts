import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../shared-ui/server/static-server.mjs';
import { DATABASES, startTestApp, type TestApp } from './support/test-app.js';

/** A free TCP port on loopback (the static server takes a fixed port). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A sign-in attempt through the shell's /api proxy, from a given loopback address, with any extra headers. */
function signInThroughProxy(port: number, from: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ name: 'nobody', password: 'wrong' });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'aurinko',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// The front ends' static server is the API's one trusted hop (TRUST_PROXY default 1): rate limits follow the
// visitor's real address, and an X-Forwarded-For the visitor makes up cannot reset them.
describe.each(DATABASES)('the /api proxy as the one trusted hop on %s', (kind) => {
  let t: TestApp;
  let proxy: ReturnType<typeof startStaticServer>;
  let port = 0;
  let root = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    root = await mkdtemp(join(tmpdir(), 'aurinko-proxy-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>site</title>');
    port = await freePort();
    proxy = startStaticServer({
      root,
      port,
      host: '127.0.0.1',
      isShell: true,
      apiTarget: `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`,
      env: {},
      quiet: true,
    });
    await proxy.ready;
  });

  afterAll(async () => {
    await proxy?.close();
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('trusts one hop by default', () => {
    expect(t.config.trustProxy).toBe(1);
  });

  it('a made-up X-Forwarded-For does not escape the sign-in limit; another visitor is not limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        await signInThroughProxy(port, '127.0.0.2', {
          'X-Forwarded-For': `203.0.113.${i + 1}`,
          Forwarded: `for=198.51.100.${i + 1}`,
          'X-Real-IP': `192.0.2.${i + 1}`,
        }),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // A different visitor (another address behind the same proxy) has its own counter.
    expect(await signInThroughProxy(port, '127.0.0.3')).toBe(401);
  });
});

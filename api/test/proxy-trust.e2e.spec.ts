import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from './support/test-app.js';

/** A sign-in attempt straight to the API from a given loopback address, with any extra headers. */
function signIn(port: number, from: string, headers: Record<string, string> = {}) {
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

// TRUSTED_PROXIES (shared-ui/server/proxy-trust.mjs) decides who may name the client: here 127.0.0.5 plays the front end's
// /api proxy and 10.0.0.0/8 a load balancer in front of it; 127.0.0.2 is a stranger reaching the API port directly.
describe.each(DATABASES)('TRUSTED_PROXIES and the rate limits on %s', (kind) => {
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '3', TRUSTED_PROXIES: '127.0.0.5, 10.0.0.0/8' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('a spoofed X-Forwarded-For from a non-proxy address is ignored: the stranger is counted by its socket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        await signIn(port, '127.0.0.2', {
          'X-Forwarded-For': `203.0.113.${i + 1}`,
          Forwarded: `for=198.51.100.${i + 1}`,
          'X-Real-IP': `192.0.2.${i + 1}`,
        }),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('a chain through trusted proxies counts the real client, whatever the client prepended', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // The client wrote "198.51.100.i" itself; the load balancer (10.1.2.3) appended the address it saw,
      // the front end's proxy (127.0.0.5) appended the load balancer's.
      statuses.push(
        await signIn(port, '127.0.0.5', { 'X-Forwarded-For': `198.51.100.${i + 1}, 203.0.113.50, 10.1.2.3` }),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another visitor behind the same two proxies has its own counter.
    expect(await signIn(port, '127.0.0.5', { 'X-Forwarded-For': '203.0.113.51, 10.1.2.3' })).toBe(401);
  });
});

describe('TRUSTED_PROXIES defaults', () => {
  it('trusts loopback only (the front ends’ /api proxy on the same host)', async () => {
    const { loadConfig } = await import('../src/config/app-config.js');
    const config = loadConfig({});
    expect(config.trustedProxies.entries).toEqual(['loopback']);
    expect(config.trustedProxies.isTrusted('127.0.0.1')).toBe(true);
    expect(config.trustedProxies.isTrusted('::ffff:127.0.0.1')).toBe(true);
    expect(config.trustedProxies.isTrusted('10.0.0.1')).toBe(false);
  });
});

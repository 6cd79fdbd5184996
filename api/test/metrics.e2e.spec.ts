import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../src/app.factory.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('Prometheus metrics of the API on %s', (database) => {
  let t: TestApp;
  let metricsServer: Server;
  let text = '';

  beforeAll(async () => {
    t = await startTestApp(database, { AUTH_RATE_LIMIT: '2' });
    await t.createAdmin(ADMIN.name, ADMIN.password);
    metricsServer = await metricsOf(t.app).listen(0, '127.0.0.1');
    // Traffic: a public read twice (miss, then hit), a product by id, sign-ins past the limit, an upload.
    await request(t.server).get('/api/headline/all?lang=en').expect(200);
    await request(t.server).get('/api/headline/all?lang=en').expect(200);
    await request(t.server).get('/api/products/1');
    const admin = await t.signIn();
    const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await admin.post('/api/logo/add').set(CSRF).attach('images', logo, 'p.png').expect(201);
    for (let i = 0; i < 3; i++)
      await request(t.server).post('/api/auth/login').set(CSRF).send({ name: 'x', password: 'y' });
    const { port } = metricsServer.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    text = await res.text();
  });
  afterAll(async () => {
    await new Promise((done) => metricsServer?.close(done));
    await t.close();
  });

  const series = (name: string, labels: Record<string, string> = {}) =>
    text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith(`${name}{`) &&
          Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)),
      );

  it('counts requests and their latency by route template and status', () => {
    expect(
      series('http_requests_total', { route: '/api/headline/all', method: 'GET', status: '200' })[0],
    ).toMatch(/ 2$/);
    expect(series('http_requests_total', { route: '/api/products/:id' })).toHaveLength(1);
    expect(
      series('http_request_duration_seconds_bucket', { route: '/api/auth/login', le: '0.5' }).length,
    ).toBeGreaterThan(0);
    expect(
      series('http_request_duration_seconds_count', { route: '/api/logo/add', status: '201' })[0],
    ).toMatch(/ 1$/);
  });

  it('counts public-cache hits and misses, rate-limit refusals and upload sizes', () => {
    expect(series('public_cache_requests_total', { result: 'miss', route: '/api/headline/all' })[0]).toMatch(
      / 1$/,
    );
    expect(series('public_cache_requests_total', { result: 'hit', route: '/api/headline/all' })[0]).toMatch(
      / 1$/,
    );
    expect(series('rate_limit_refusals_total', { route: '/api/auth/login' })[0]).toMatch(/ [12]$/);
    expect(series('upload_request_bytes_count', { route: '/api/logo/add' })[0]).toMatch(/ 1$/);
  });

  it('times database statements, shows the pool (MySQL) and the process', () => {
    const selects =
      series('db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' })[0] ?? '';
    expect(Number(selects.split(' ').at(-1))).toBeGreaterThan(5);
    if (database === 'mysql') {
      expect(series('db_pool_connections', { state: 'open' }).length).toBe(1);
      expect(series('db_pool_connections', { state: 'queued' }).length).toBe(1);
      expect(series('db_pool_size').length).toBe(1);
    }
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="api"\} /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="api"\} /m);
  });

  it('is not served on the public port', async () => {
    await request(t.server).get('/metrics').expect(404);
    await request(t.server).get('/api/metrics').expect(404);
  });
});

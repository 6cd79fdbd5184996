import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, startTestApp, type TestApp } from './support/test-app.js';

const NAME = 'logkeeper';
const PASSWORD = 'Quiet-Lantern-73';
const NEW_PASSWORD = 'Other-Harbour-58';
const EMAIL = 'logkeeper@example.com';

describe('the API log (JSON lines)', () => {
  let t: TestApp;
  const chunks: string[] = [];
  const log = () => chunks.join('');
  const lines = () =>
    log()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  let cookie = '';
  let code = '';

  beforeAll(async () => {
    t = await startTestApp('sqlite', { LOG_LEVEL: 'log' }, 'local', {
      log: { write: (chunk: string) => void chunks.push(chunk) },
    });
    await t.createAdmin(NAME, PASSWORD, 'admin', EMAIL);

    // A sign-in, a password reset, a sign-in with the new password, and a signed-in read.
    const signIn = await request(t.server)
      .post('/api/auth/login')
      .set(CSRF)
      .send({ name: NAME, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = String(signIn.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '';
    expect(cookie.length).toBeGreaterThan(20);
    await request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name: NAME }).expect(200);
    code = (await t.readOutbox()).filter((mail) => mail.to === EMAIL).at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{8}$/);
    await request(t.server)
      .post('/api/auth/reset-password')
      .set(CSRF)
      .send({ name: NAME, otp: code, newPassword: NEW_PASSWORD })
      .expect(200);
    const again = await request(t.server)
      .post('/api/auth/login')
      .set(CSRF)
      .set('Authorization', 'Bearer not-a-real-token-but-never-logged')
      .send({ name: NAME, password: NEW_PASSWORD });
    expect(again.status).toBe(200);
    const secondCookie = String(again.headers['set-cookie']).split(';')[0] ?? '';
    await request(t.server).get('/api/auth/me').set('Cookie', secondCookie).expect(200);
    cookie = `${cookie} ${secondCookie.split('=')[1]}`;
  });
  afterAll(() => t.close());

  it('never contains a password, a session cookie, a reset code or an Authorization header', () => {
    const text = log();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, NEW_PASSWORD, code, 'not-a-real-token', ...cookie.split(' ')]) {
      expect(text.includes(secret), `the log contains ${secret}`).toBe(false);
    }
    expect(text).not.toMatch(/aurinko_session=/);
  });

  it('writes one JSON line per request: method, route template, status, duration, request id', () => {
    const requests = lines().filter((line) => line.msg === 'request');
    const login = requests.filter((line) => line.route === '/api/auth/login');
    expect(login).toHaveLength(2);
    expect(login[0]).toMatchObject({
      level: 'info',
      service: 'api',
      method: 'POST',
      route: '/api/auth/login',
      status: 200,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(typeof login[0]?.durationMs).toBe('number');
    expect(typeof login[0]?.time).toBe('string');
    expect(requests.some((line) => line.route === '/api/auth/reset-password' && line.status === 200)).toBe(
      true,
    );
  });

  it('takes a sane X-Request-Id, answers it, and names the route template and the caller’s trace id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await request(t.server)
      .get('/api/products/1')
      .set('X-Request-Id', 'shell-req-42')
      .set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`);
    expect(res.headers['x-request-id']).toBe('shell-req-42');
    const line = lines().find((l) => l.msg === 'request' && l.requestId === 'shell-req-42');
    expect(line).toMatchObject({ route: '/api/products/:id', status: res.status, traceId });

    // Not sane (spaces, too long): a new id instead.
    const odd = await request(t.server).get('/api/health/live').set('X-Request-Id', 'a b <script>');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await request(t.server).get('/api/health/live').set('X-Request-Id', 'x'.repeat(200));
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the route of an answer the public cache gave before routing', async () => {
    await request(t.server).get('/api/headline/all?lang=fr').expect(200);
    const hit = await request(t.server).get('/api/headline/all?lang=fr').expect(200);
    expect(hit.headers['x-cache']).toBe('hit');
    const line = lines().find((l) => l.msg === 'request' && l.requestId === hit.headers['x-request-id']);
    expect(line).toMatchObject({ route: '/api/headline/all', status: 200 });
  });

  it('writes one line, status 499, for a request the client gave up on before the answer', async () => {
    // A body announced and never sent: the JSON parser waits for it until the client goes away.
    const server = t.server.listening ? t.server : t.server.listen(0, '127.0.0.1');
    if (!server.listening) await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 500\r\nX-Request-Id: gave-up-1\r\n\r\n{"name":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await expect
      .poll(() => lines().filter((l) => l.msg === 'request' && l.requestId === 'gave-up-1'))
      .toHaveLength(1);
    expect(lines().find((l) => l.requestId === 'gave-up-1')).toMatchObject({ method: 'POST', status: 499 });
    // And once only, also after the socket's close.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines().filter((l) => l.msg === 'request' && l.requestId === 'gave-up-1')).toHaveLength(1);
  });
});

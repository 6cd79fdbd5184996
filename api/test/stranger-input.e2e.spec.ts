import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, type Setup, STORAGE_SETUPS, startTestApp, type TestApp } from './support/test-app.js';

/** Sends raw bytes and reads the whole answer (or the error that ended the connection). */
function raw(port: number, head: string): Promise<{ status: number; text: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const done = (error?: string) => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, error });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code));
    socket.on('end', () => done());
    socket.write(head);
  });
}

/** The API's log lines (its pino destination), collected while `run` runs. */
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };
async function logOutput(run: () => Promise<void>): Promise<string> {
  logLines.length = 0;
  await run();
  return logLines.join('');
}

// Issue 29: no stranger's input may produce a 5xx, a connection reset or an error log line.
describe.each(STORAGE_SETUPS)('a stranger’s input on $database with $storage storage', (setup: Setup) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(setup.database, { LOG_LEVEL: 'log' }, setup.storage, { log: logDestination });
  });
  afterAll(() => t?.close());

  it('malformed upload keys are a JSON 404, with no error logged', async () => {
    const paths = [
      '/api/uploads/x.fallback',
      '/api/uploads/logos/x.fallback',
      '/api/uploads/a..b/c.fallback',
      '/api/uploads/..%2F..%2Fetc%2Fpasswd.fallback',
      `/api/uploads/${'a'.repeat(600)}.fallback`,
      '/api/uploads/logos/.hidden.webp',
      '/api/uploads/x',
      '/api/uploads/%00.webp',
    ];
    const statuses: Record<string, number> = {};
    const log = await logOutput(async () => {
      for (const path of paths) {
        const res = await request(t.server).get(path);
        statuses[path] = res.status;
        if (res.status === 404) expect(res.body, path).toMatchObject({ statusCode: 404 });
      }
    });
    expect(statuses).toEqual(Object.fromEntries(paths.map((path) => [path, 404])));
    // A broken percent-encoding is a bad request.
    expect((await request(t.server).get('/api/uploads/%E0%A4%A.fallback')).status).toBe(400);
    // The log was read: every request left its line, and none of them is an error.
    expect(log.match(/"msg":"request"/g)?.length).toBe(paths.length);
    expect(log).not.toMatch(/"level":"(error|fatal)"|Could not|unavailable/i);
  });
});

describe.each(STORAGE_SETUPS.filter((setup) => setup.storage === 'local'))(
  'bodies, URLs and headers of any size on $database',
  (setup: Setup) => {
    let t: TestApp;
    let port = 0;
    beforeAll(async () => {
      t = await startTestApp(setup.database);
      await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
      port = (t.server.address() as AddressInfo).port;
    });
    afterAll(() => t?.close());

    /** A sign-in attempt with a body in the given charset (sent as bytes, untouched). */
    const post = (charset: string, body: Buffer) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { ...CSRF, 'Content-Type': `application/json; charset=${charset}` },
        body,
      });

    it('the JSON depth pre-check reads UTF-16 bodies as text (a character whose bytes are a quote hides nothing)', async () => {
      // "∀" is 0x2200: in UTF-16 one of its bytes is 0x22, a quote to a byte scanner, which then thinks it is
      // inside a string and misses the nesting after it.
      const text = `{"name":"∀","password":${'['.repeat(40)}${']'.repeat(40)}}`;
      for (const [charset, body] of [
        ['utf-16le', Buffer.from(text, 'utf16le')],
        ['utf-16be', Buffer.from(text, 'utf16le').swap16()],
        ['utf-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ] as const) {
        const res = await post(charset, body);
        expect(res.status, charset).toBe(400);
        expect(((await res.json()) as { message: string }).message, charset).toMatch(
          /nested more than 32 levels/,
        );
      }
      // A UTF-16 body that is fine is still read as usual.
      const fine = await post(
        'utf-16le',
        Buffer.from('{"name":"nobody","password":"wrong-password"}', 'utf16le'),
      );
      expect(fine.status).toBe(401);
      expect((await post('utf-32', Buffer.alloc(16))).status).toBe(415);
    });

    it('a 100 KB URL gets 414, 64 KB and 400 KB of headers get 431: JSON answers, never a reset', async () => {
      const longUrl = await raw(
        port,
        `GET /api/health?q=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(longUrl.error).toBeUndefined();
      expect(longUrl.status).toBe(414);
      expect(longUrl.text).toContain('"statusCode":414');
      for (const size of [64 * 1024, 400 * 1024]) {
        const big = await raw(
          port,
          `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(size)}\r\n\r\n`,
        );
        expect(big.error, `${size}`).toBeUndefined();
        expect(big.status, `${size}`).toBe(431);
        expect(big.text, `${size}`).toContain('"statusCode":431');
      }
      // Ordinary requests are untouched.
      await request(t.server).get('/api/health').expect(200);
    });
  },
);

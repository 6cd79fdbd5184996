import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage, StorageError } from '../src/files/s3-file-storage.js';
import { mp4 } from './studio/studio-helpers.js';
import { type S3Emulator, startS3Emulator } from './support/s3-emulator.js';
import { mainFiles } from './support/stored-images.js';
import { ADMIN, CSRF, startTestApp, type TestApp } from './support/test-app.js';

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('S3-compatible storage (emulated bucket that checks Signature V4)', () => {
  let t: TestApp;
  let s3: S3Emulator;
  let admin: TestAgent;
  let logoUrl: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { S3_PREFIX: 'aurinko/' }, 's3');
    s3 = t.s3 as S3Emulator;
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    const res = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', await png(), 'partner.png');
    expect(res.status).toBe(201);
    logoUrl = res.body[0].url;
  });
  afterAll(() => t.close());

  it('keeps site-relative URLs and puts the object in the bucket under the prefix, typed and cacheable', async () => {
    expect(logoUrl).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    const key = `aurinko/${logoUrl.replace('/api/uploads/', '')}`;
    const keys = await s3.keys('aurinko/logos/');
    expect(mainFiles(keys)).toEqual([key]);
    // Its responsive variants next to it, each typed for what it is.
    const base = key.replace(/\.webp$/, '');
    expect(keys.sort()).toEqual([`${base}.fallback.jpg`, `${base}.w480.webp`, `${base}.w960.webp`, key]);
    const object = await s3.object(key);
    expect(object?.contentType).toBe('image/webp');
    expect((await sharp(object?.body).metadata()).format).toBe('webp');
    expect((await s3.object(`${base}.w480.webp`))?.contentType).toBe('image/webp');
    expect((await s3.object(`${base}.fallback.jpg`))?.contentType).toBe('image/jpeg');
    expect(s3.refusedSignatures).toBe(0);
  });

  it('seeds its drawn images and PDFs into the bucket, and serves them at their stored URLs', async () => {
    const seeded = await s3.keys('aurinko/seed/');
    expect(seeded.some((key) => key.endsWith('.webp'))).toBe(true);
    expect(seeded.some((key) => key.endsWith('.pdf'))).toBe(true);
    const pdfKey = seeded.find((key) => key.endsWith('.pdf')) as string;
    const pdf = await request(t.server)
      .get(`/api/uploads/${pdfKey.replace('aurinko/', '')}`)
      .buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('streams a file stored as sent (a 3 MB video) from its incoming file to the bucket, signed with its payload hash', async () => {
    const { body: video } = await admin
      .post('/api/admin/videos')
      .set(CSRF)
      .send({ title: { en: 'To the bucket' }, division: 'human' })
      .expect(201);
    const bytes = Buffer.concat([mp4(), Buffer.alloc(3 * 1024 * 1024, 9)]);
    const res = await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', bytes, 'clip.mp4');
    expect(res.status).toBe(200);
    const object = await s3.object(`aurinko/${String(res.body.file).replace('/api/uploads/', '')}`);
    expect(object?.contentType).toBe('video/mp4');
    expect(Buffer.compare(object?.body as Buffer, bytes)).toBe(0);
    expect(s3.refusedSignatures).toBe(0);
  });

  it('streams an upload to visitors with caching headers, answers 304 to a revalidation and 206 to a range', async () => {
    const full = await request(t.server).get(logoUrl).buffer(true);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(Number(full.headers['content-length'])).toBe(full.body.length);
    expect((await sharp(full.body).metadata()).width).toBe(40);

    const again = await request(t.server).get(logoUrl).set('If-None-Match', String(full.headers.etag));
    expect(again.status).toBe(304);

    const part = await request(t.server).get(logoUrl).set('Range', 'bytes=0-11').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${full.body.length}`);
    expect(Buffer.compare(part.body, full.body.subarray(0, 12))).toBe(0);

    const head = await request(t.server).head(logoUrl);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('answers a JSON 404 for a missing object or a key the server would never generate (400 if malformed)', async () => {
    for (const path of [
      '/api/uploads/logos/00000000-0000-0000-0000-000000000000.webp',
      '/api/uploads/..%2F..%2Fsite.sqlite',
      '/api/uploads/logos/.hidden.webp',
    ]) {
      const res = await request(t.server).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.statusCode, path).toBe(404);
    }
    const malformed = await request(t.server).get('/api/uploads/logos/%E0%A4%A.webp');
    expect(malformed.status).toBe(400);
    expect(malformed.body.statusCode).toBe(400);
  });

  it('deletes the object with its row, and replacing an image removes the old object', async () => {
    const [created] = (
      await admin
        .post('/api/logo/add')
        .set(CSRF)
        .attach('images', await png(), 'first.png')
    ).body;
    const replaced = await admin
      .put(`/api/logo/${created._id}`)
      .set(CSRF)
      .attach('image', await png(), 'second.png');
    expect(replaced.status).toBe(200);
    expect(await t.isStored(`/api/uploads/aurinko/${created.url.replace('/api/uploads/', '')}`)).toBe(false);
    expect(await t.isStored(`/api/uploads/aurinko/${replaced.body.url.replace('/api/uploads/', '')}`)).toBe(
      true,
    );
    expect((await admin.delete(`/api/logo/${created._id}`).set(CSRF)).status).toBe(200);
    expect(await t.isStored(`/api/uploads/aurinko/${replaced.body.url.replace('/api/uploads/', '')}`)).toBe(
      false,
    );
    await request(t.server).get(replaced.body.url).expect(404);
  });

  it('while the bucket is unreachable: health says so, an upload answers 503 and saves no row, a file answers 502; then it recovers', async () => {
    const before = (await request(t.server).get('/api/logo/logos')).body.length;
    expect((await request(t.server).get('/api/health')).body.storage).toEqual({ driver: 's3', up: true });
    s3.setDown(true);
    try {
      const health = await request(t.server).get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'error', storage: { driver: 's3', up: false } });
      const upload = await admin
        .post('/api/logo/add')
        .set(CSRF)
        .attach('images', await png(), 'later.png');
      expect(upload.status).toBe(503);
      expect(upload.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/storage/i) });
      expect((await request(t.server).get('/api/logo/logos')).body.length).toBe(before);
      const file = await request(t.server).get(logoUrl);
      expect(file.status).toBe(502);
      expect(file.body).toEqual({
        statusCode: 502,
        message: 'File storage is unavailable',
        error: 'Bad Gateway',
      });
    } finally {
      s3.setDown(false);
    }
    const upload = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', await png(), 'later.png');
    expect(upload.status).toBe(201);
    expect((await request(t.server).get(upload.body[0].url)).status).toBe(200);
  });
});

describe('S3 storage configuration problems', () => {
  let s3: S3Emulator;
  beforeAll(async () => {
    s3 = await startS3Emulator();
  });
  afterAll(() => s3.stop());

  const storage = (overrides: Record<string, string | boolean>) =>
    new S3FileStorage({
      driver: 's3',
      endpoint: s3.env.S3_ENDPOINT as string,
      region: s3.env.S3_REGION as string,
      bucket: s3.env.S3_BUCKET as string,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: true,
      prefix: '',
      publicUrl: undefined,
      ...overrides,
    });

  it('a wrong secret is refused by the bucket, and the error says why', async () => {
    const refusedBefore = s3.refusedSignatures;
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('logos/x.webp', Buffer.from('x'))).rejects.toThrow(
      /PUT logos\/x\.webp failed with 403 \(SignatureDoesNotMatch/,
    );
    await expect(wrong.verify()).rejects.toThrow(/403: access denied/);
    expect(s3.refusedSignatures).toBe(refusedBefore + 2);
    expect(await s3.keys('logos/')).toEqual([]);
  });

  it('the right secret round-trips put, exists and remove (removing twice is fine)', async () => {
    const right = storage({});
    await right.verify();
    expect(await right.exists('logos/a.webp')).toBe(false);
    await right.put('logos/a.webp', Buffer.from('RIFF....WEBP'));
    expect(await right.exists('logos/a.webp')).toBe(true);
    await right.remove('logos/a.webp');
    await right.remove('logos/a.webp');
    expect(await right.exists('logos/a.webp')).toBe(false);
  });

  it('refuses keys it would never generate before sending anything', async () => {
    const right = storage({});
    for (const key of ['../site.sqlite', '/etc/passwd.png', 'logos/a b.webp', 'logos/.hidden', 'logos/x']) {
      await expect(right.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('addresses objects path-style for emulators and MinIO, virtual-hosted for AWS', () => {
    expect(storage({}).objectUrl('logos/a.webp')).toBe(`${s3.env.S3_ENDPOINT}/site/logos/a.webp`);
    expect(
      storage({
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        forcePathStyle: false,
        prefix: 'aurinko/',
      }).objectUrl('logos/a.webp'),
    ).toBe('https://site.s3.eu-west-1.amazonaws.com/aurinko/logos/a.webp');
  });

  it('the API does not start with a missing bucket or an unreachable endpoint, and names the problem', async () => {
    await expect(startTestApp('sqlite', { ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /HEAD bucket no-such-bucket .* failed with 404: no such bucket \(S3_BUCKET\)/,
    );
    await expect(
      startTestApp('sqlite', { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }),
    ).rejects.toBeInstanceOf(StorageError);
  });

  it('with S3_PUBLIC_URL, /api/uploads/<key> redirects to the public address', async () => {
    const t = await startTestApp('sqlite', { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/media/' });
    try {
      const res = await request(t.server).get('/api/uploads/logos/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(
        'https://cdn.example.com/media/logos/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp',
      );
    } finally {
      await t.close();
    }
  });
});

import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, STORAGE_SETUPS, startTestApp, type TestApp } from './support/test-app.js';

const png = (color = '#1a7f5a') =>
  sharp({ create: { width: 64, height: 32, channels: 4, background: color } })
    .png()
    .toBuffer();

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

describe.each(STORAGE_SETUPS)('logos on $database with $storage files', ({ database, storage }) => {
  let t: TestApp;
  let admin: TestAgent;
  let image: Buffer;

  beforeAll(async () => {
    t = await startTestApp(database, {}, storage);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    image = await png();
  });
  afterAll(() => t.close());

  const uploadsIn = (folder = 'logos') => t.storedFiles(folder);

  it('uploads 1–4 images, re-encodes them to WebP with generated names, and lists them', async () => {
    const res = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', image, 'partner-one.png')
      .attach('images', await png('#000'), { filename: '../../etc/passwd.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      url: expect.stringMatching(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.webp$/),
      imageName: 'partner-one.png',
    });
    expect(res.body[1].imageName).toBe('passwd.png');

    const list = await request(t.server).get('/api/logo/logos').expect(200);
    expect(list.body).toEqual(expect.arrayContaining(res.body));

    const served = await request(t.server).get(res.body[0].url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body).metadata()).format).toBe('webp');
  });

  it('refuses a 5th logo in one upload, and stores nothing', async () => {
    const before = await uploadsIn();
    let req = admin.post('/api/logo/add').set(CSRF);
    for (let i = 0; i < 5; i++) req = req.attach('images', image, `logo-${i}.png`);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 4');
    expect(await uploadsIn()).toEqual(before);
  });

  it('refuses far too many files with a 4xx, never a 500', async () => {
    let req = admin.post('/api/logo/add').set(CSRF);
    for (let i = 0; i < 8; i++) req = req.attach('images', image, `logo-${i}.png`);
    const res = await req;
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['a PHP file named .png', PHP, 'shell.png', 415],
    ['an SVG with a script', SVG, 'logo.svg', 415],
    ['an SVG named .png', SVG, 'logo.png', 415],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'broken.png', 400],
  ])('refuses %s and leaves no file or row', async (_label, content, filename, status) => {
    const rowsBefore = (await request(t.server).get('/api/logo/logos')).body.length;
    const filesBefore = await uploadsIn();
    const res = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', image, 'good.png')
      .attach('images', content, { filename, contentType: 'image/png' });
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(filename);
    expect((await request(t.server).get('/api/logo/logos')).body.length).toBe(rowsBefore);
    expect(await uploadsIn()).toEqual(filesBefore);
  });

  it('refuses an oversized file', async () => {
    const big = Buffer.concat([image, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await admin.post('/api/logo/add').set(CSRF).attach('images', big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: expect.stringMatching(/large/i) });
  });

  it('refuses an upload with no files, a wrong field name, or malformed multipart', async () => {
    const none = await admin.post('/api/logo/add').set(CSRF).field('note', 'x');
    expect(none.status).toBe(400);
    const json = await admin.post('/api/logo/add').set(CSRF).send({ images: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.message).toContain('images');
    const wrongField = await admin.post('/api/logo/add').set(CSRF).attach('logo', image, 'a.png');
    expect(wrongField.status).toBe(400);
    const malformed = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send(
        '--XYZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      );
    expect(malformed.status).toBe(400);
    const noBoundary = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .set('Content-Type', 'multipart/form-data')
      .send('garbage');
    expect(noBoundary.status).toBe(400);
  });

  it('replaces a logo image (PUT /api/logo/:id) and removes the old file', async () => {
    const [created] = (await admin.post('/api/logo/add').set(CSRF).attach('images', image, 'old.png')).body;
    expect(await t.isStored(created.url)).toBe(true);
    const res = await admin
      .put(`/api/logo/${created._id}`)
      .set(CSRF)
      .attach('image', await png('#fff'), 'new.png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: created._id,
      url: expect.not.stringMatching(created.url),
      imageName: 'new.png',
    });
    expect(await t.isStored(created.url)).toBe(false);
    expect(await t.isStored(res.body.url)).toBe(true);

    const svg = await admin.put(`/api/logo/${created._id}`).set(CSRF).attach('image', SVG, 'x.svg');
    expect(svg.status).toBe(415);
    expect((await admin.put(`/api/logo/${created._id}`).set(CSRF)).status).toBe(400);
    expect((await admin.put('/api/logo/999999').set(CSRF).attach('image', image, 'a.png')).status).toBe(404);
    expect((await admin.put('/api/logo/abc').set(CSRF).attach('image', image, 'a.png')).status).toBe(400);
  });

  it('deletes a logo and its file (DELETE /api/logo/:id)', async () => {
    const [created] = (await admin.post('/api/logo/add').set(CSRF).attach('images', image, 'bye.png')).body;
    expect(await t.isStored(created.url)).toBe(true);
    const res = await admin.delete(`/api/logo/${created._id}`).set(CSRF);
    expect(res.status).toBe(200);
    expect(await t.isStored(created.url)).toBe(false);
    expect(
      (await request(t.server).get('/api/logo/logos')).body.map((l: { _id: string }) => l._id),
    ).not.toContain(created._id);
    await request(t.server).get(created.url).expect(404);
    expect((await admin.delete(`/api/logo/${created._id}`).set(CSRF)).status).toBe(404);
    expect((await admin.delete('/api/logo/x1').set(CSRF)).status).toBe(400);
  });
});

import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../studio/studio-helpers.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// Issue 34: a library image's crop. The crop is stored as the item's file with its variants, so every record using
// the item serves the cropped picture; removing the crop brings the whole picture back; a crop outside the image or
// of no size is refused naming the field. A use inside a draft names the record it is the draft of.

describe.each(DATABASES)('media library crop on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const served = async (url: string) => {
    const res = await t
      .http()
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const { width, height } = await sharp(res.body as Buffer).metadata();
    return { width, height };
  };
  const variantsOf = (url: string) => {
    const base = url.slice(0, -'.webp'.length);
    return [url, `${base}.w480.webp`, `${base}.w960.webp`, `${base}.fallback`];
  };
  const upload = async (colour: string, width: number, height: number) =>
    (
      await admin
        .post('/api/admin/media')
        .set(CSRF)
        .attach('image', await png(colour, width, height), { filename: 'field.png' })
        .expect(201)
    ).body as { _id: string; url: string; width: number; height: number };

  it('a crop is what every use serves, in every variant; removing it restores the whole picture', async () => {
    const item = await upload('#3a6b2c', 400, 200);
    expect([item.width, item.height]).toEqual([400, 200]);
    const product = (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Livestock', name: { en: 'Cropped Bolus' } })
        .expect(201)
    ).body._id as string;
    await admin
      .post(`/api/admin/media/${item._id}/uses`)
      .set(CSRF)
      .send({ resource: 'products', record: product, field: 'image' })
      .expect(200);

    const cropped = (
      await admin
        .put(`/api/admin/media/${item._id}`)
        .set(CSRF)
        .send({ crop: { x: 150, y: 20, width: 120, height: 160 } })
        .expect(200)
    ).body;
    expect(cropped.crop).toEqual({ x: 150, y: 20, width: 120, height: 160 });
    expect(cropped.source).toEqual({ url: item.url, width: 400, height: 200 });
    expect(cropped.url).not.toBe(item.url);
    expect([cropped.width, cropped.height]).toEqual([120, 160]);
    expect(cropped.uses).toEqual([
      expect.objectContaining({ resource: 'products', id: product, draft: false }),
    ]);
    // The public product answers the cropped file; it and each of its variants is 120 × 160.
    const publicImage = (await t.http().get(`/api/products/${product}`).expect(200)).body.image as string;
    expect(publicImage).toBe(cropped.url);
    for (const url of variantsOf(cropped.url)) expect(await served(url)).toEqual({ width: 120, height: 160 });
    // The uncropped picture is kept while the item is cropped.
    expect(await served(item.url)).toEqual({ width: 400, height: 200 });

    // A new crop is taken from the whole picture, not from the previous crop.
    const again = (
      await admin
        .put(`/api/admin/media/${item._id}`)
        .set(CSRF)
        .send({ crop: { x: 0, y: 0, width: 400, height: 100 } })
        .expect(200)
    ).body;
    expect([again.width, again.height]).toEqual([400, 100]);
    expect(await served(again.url)).toEqual({ width: 400, height: 100 });
    await t.http().get(cropped.url).expect(404);

    const restored = (
      await admin.put(`/api/admin/media/${item._id}`).set(CSRF).send({ crop: '' }).expect(200)
    ).body;
    expect(restored.url).toBe(item.url);
    expect(restored.crop).toBeNull();
    expect(restored.source).toBeNull();
    expect([restored.width, restored.height]).toEqual([400, 200]);
    expect((await t.http().get(`/api/products/${product}`).expect(200)).body.image).toBe(item.url);
    for (const url of variantsOf(item.url)) expect(await served(url)).toEqual({ width: 400, height: 200 });
  });

  it('refuses a crop outside the image, of no size or of the wrong shape, naming the field', async () => {
    const item = await upload('#7a2c6b', 300, 200);
    for (const crop of [
      { x: 0, y: 0, width: 0, height: 100 },
      { x: 200, y: 0, width: 101, height: 100 },
      { x: 0, y: 150, width: 100, height: 51 },
      { x: -1, y: 0, width: 10, height: 10 },
      { x: 0, y: 0, width: 10 },
      'half',
    ]) {
      const res = await admin.put(`/api/admin/media/${item._id}`).set(CSRF).send({ crop }).expect(400);
      expect(res.body.fields?.crop, JSON.stringify(crop)).toEqual([expect.stringContaining('crop')]);
    }
    const after = (await admin.get(`/api/admin/media/${item._id}`).expect(200)).body;
    expect(after.url).toBe(item.url);
    expect(after.crop).toBeNull();
  });

  it('stores the dimensions its files have, for a small picture too', async () => {
    const item = await upload('#2c4a7a', 96, 64);
    for (const url of variantsOf(item.url)) {
      expect(await served(url)).toEqual({ width: item.width, height: item.height });
    }
    expect([item.width, item.height]).toEqual([96, 64]);
  });

  it('a use inside a draft names the record it is the draft of', async () => {
    const item = await upload('#6b5a2c', 120, 80);
    const product = (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Livestock', name: { en: 'Drafted Drench' } })
        .expect(201)
    ).body._id as string;
    await admin
      .put(`/api/admin/products/${product}/draft`)
      .set(CSRF)
      .send({ composition: { en: 'Draft text' } })
      .expect(200);
    await admin
      .post(`/api/admin/media/${item._id}/uses`)
      .set(CSRF)
      .send({ resource: 'products', record: product, field: 'image' })
      .expect(200);
    const detail = (await admin.get(`/api/admin/media/${item._id}`).expect(200)).body;
    expect(detail.uses).toEqual([
      { resource: 'products', id: product, field: 'image', title: 'Drafted Drench', draft: true },
    ]);
    // A crop follows into the draft too.
    const cropped = (
      await admin
        .put(`/api/admin/media/${item._id}`)
        .set(CSRF)
        .send({ crop: { x: 0, y: 0, width: 60, height: 80 } })
        .expect(200)
    ).body;
    expect(cropped.uses).toEqual([expect.objectContaining({ id: product, draft: true })]);
  });
});

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_STORAGE, type FileStorage } from '../../src/files/file-storage.js';
import { pdf, png } from '../studio/studio-helpers.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// The media library (issue 34): existing uploads brought in once per content, uploads into it (the same content
// answers the same item), where an item is used, alt text per language on the public answers, replace (same id,
// every use follows), delete refused while used, admin only.

describe.each(DATABASES)('media library on %s', (database) => {
  let t: TestApp;
  let first: TestApp;
  const restarts: TestApp[] = [];
  let admin: TestAgent;

  beforeAll(async () => {
    first = t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewer-Passphrase-42', 'viewer');
    admin = await t.signIn();
  }, 120_000);
  afterAll(async () => {
    for (const app of restarts) await app.close();
    await first?.close();
  });

  const upload = (part: string, bytes: Buffer, name: string) =>
    admin.post('/api/admin/media').set(CSRF).attach(part, bytes, { filename: name });

  const newProduct = async (name: string) =>
    (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Livestock', name: { en: name } })
        .expect(201)
    ).body._id as string;

  const newSlide = async (alt: string) =>
    (
      await admin
        .post('/api/admin/image-slider')
        .set(CSRF)
        .send({ division: 'veterinary', alt: { en: alt } })
        .expect(201)
    ).body._id as string;

  it('brings every file the seeded records use into the library, each once', async () => {
    const products = (await t.http().get('/api/products?pageSize=50').expect(200)).body.items as Array<{
      image: string | null;
    }>;
    const images = new Set(products.map((p) => p.image).filter((url): url is string => Boolean(url)));
    expect(images.size).toBeGreaterThan(0);
    const counted = (await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM media_items WHERE url IN (${[...images].map(() => '?').join(',')})`,
      [...images],
    )) as Array<{ n: number | string }>;
    expect(Number(counted[0]?.n)).toBe(images.size);
    const duplicates = (await t.dataSource.query(
      'SELECT COUNT(*) AS dupes FROM (SELECT content_hash, kind FROM media_items GROUP BY content_hash, kind HAVING COUNT(*) > 1) d',
    )) as Array<{ dupes: number | string }>;
    expect(Number(duplicates[0]?.dupes)).toBe(0);
  });

  it('merges a file stored twice into one item at the next start and points its records at it', async () => {
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const original = await png('#335577', 120, 80);
    const bytes = await sharp(original).webp({ quality: 85 }).toBuffer();
    const keyA = `products/${randomUUID()}.webp`;
    const keyB = `products/${randomUUID()}.webp`;
    await storage.put(keyA, bytes);
    await storage.put(keyB, bytes);
    const a = await newProduct('Duplicate A');
    const b = await newProduct('Duplicate B');
    // As records held them before the library existed: two uploads of the same photo, no item.
    await t.dataSource.query('UPDATE products SET image = ? WHERE id = ?', [
      `/api/uploads/${keyA}`,
      Number(a),
    ]);
    await t.dataSource.query('UPDATE products SET image = ? WHERE id = ?', [
      `/api/uploads/${keyB}`,
      Number(b),
    ]);
    await t.stop();
    t = await startTestApp(database, {}, 'local', { sharing: first });
    restarts.push(t);
    admin = await t.signIn();
    const imageA = (await admin.get(`/api/admin/products/${a}`).expect(200)).body.image as string;
    const imageB = (await admin.get(`/api/admin/products/${b}`).expect(200)).body.image as string;
    expect(imageA).toBe(imageB);
    const items = (await t.dataSource.query('SELECT id, url FROM media_items WHERE url IN (?, ?)', [
      `/api/uploads/${keyA}`,
      `/api/uploads/${keyB}`,
    ])) as Array<{ id: number; url: string }>;
    expect(items).toHaveLength(1);
    const detail = (await admin.get(`/api/admin/media/${items[0]?.id}`).expect(200)).body;
    expect(detail.uses).toEqual(
      expect.arrayContaining([
        { resource: 'products', id: a, field: 'image', title: 'Duplicate A', draft: false },
        { resource: 'products', id: b, field: 'image', title: 'Duplicate B', draft: false },
      ]),
    );
    expect(detail).toMatchObject({ kind: 'image', width: 120, height: 80, size: bytes.length });

    // A record's own upload that its row forgot behind the API's back (a killed process): dropped at the next start.
    const c = await newProduct('Forgotten upload');
    const own = await admin
      .post(`/api/admin/products/${c}/files/image`)
      .set(CSRF)
      .attach('file', await png('#778899', 50, 50), { filename: 'forgotten.png' })
      .expect(200);
    await t.dataSource.query('UPDATE products SET image = NULL WHERE id = ?', [Number(c)]);
    await t.stop();
    t = await startTestApp(database, {}, 'local', { sharing: first });
    restarts.push(t);
    admin = await t.signIn();
    const left = (await t.dataSource.query('SELECT id FROM media_items WHERE url = ?', [
      own.body.image,
    ])) as unknown[];
    expect(left).toEqual([]);
  }, 180_000);

  it('an image uploaded once is used by a product and a slide; alt text per language; replace; delete refused while used', async () => {
    const photo = await png('#aa3311', 300, 200);
    const created = await upload('image', photo, 'Cattle feed bag.png').expect(201);
    expect(created.body).toMatchObject({
      kind: 'image',
      originalName: 'Cattle feed bag.png',
      width: 300,
      height: 200,
      uses: [],
      focus: null,
    });
    const id = created.body._id as string;
    // The same content again: the same item, no second file.
    const again = await upload('image', photo, 'copy.png').expect(201);
    expect(again.body._id).toBe(id);

    const product = await newProduct('Library Feed');
    const slide = await newSlide('A slide');
    const used = await admin
      .post(`/api/admin/media/${id}/uses`)
      .set(CSRF)
      .send({ resource: 'products', record: product, field: 'image' })
      .expect(200);
    expect(used.body.image).toBe(created.body.url);
    expect(used.body._version).toEqual(expect.any(String));
    // The slide's own upload of the same photo finds the library's item (no second copy).
    const slideUpload = await admin
      .post(`/api/admin/image-slider/${slide}/files/image`)
      .set(CSRF)
      .attach('file', photo, { filename: 'again.png' })
      .expect(200);
    expect(slideUpload.body.image).toBe(created.body.url);

    const detail = (await admin.get(`/api/admin/media/${id}`).expect(200)).body;
    expect(detail.uses).toHaveLength(2);
    expect(detail.uses).toEqual(
      expect.arrayContaining([
        { resource: 'products', id: product, field: 'image', title: 'Library Feed', draft: false },
        { resource: 'image-slider', id: slide, field: 'image', title: 'A slide', draft: false },
      ]),
    );

    // Alt text and caption per language, focal point.
    const edited = await admin
      .put(`/api/admin/media/${id}`)
      .set(CSRF)
      .send({
        alt: { en: 'A bag of cattle feed', fr: 'Un sac d’aliment pour bétail' },
        focus: { x: 20, y: 70 },
      })
      .expect(200);
    expect(edited.body.alt).toMatchObject({
      en: 'A bag of cattle feed',
      fr: 'Un sac d’aliment pour bétail',
      ar: '',
    });
    expect(edited.body.focus).toEqual({ x: 20, y: 70 });

    const fr = (await t.http().get(`/api/products/${product}?lang=fr`).expect(200)).body;
    expect(fr).toMatchObject({ imageAlt: 'Un sac d’aliment pour bétail', imageFocus: { x: 20, y: 70 } });
    const es = (await t.http().get(`/api/products/${product}?lang=es`).expect(200)).body;
    expect(es.imageAlt).toBe('A bag of cattle feed');
    const slides = (await t.http().get('/api/banners?division=veterinary&lang=fr').expect(200))
      .body as Array<{
      _id: string;
      alt: string;
      imageFocus: unknown;
    }>;
    expect(slides.find((s) => s._id === slide)).toMatchObject({
      alt: 'Un sac d’aliment pour bétail',
      imageFocus: { x: 20, y: 70 },
    });

    // Replace: the same id, both records follow, the old file is gone.
    const replaced = await admin
      .put(`/api/admin/media/${id}/file`)
      .set(CSRF)
      .attach('image', await png('#11aa33', 400, 100), { filename: 'New bag.png' })
      .expect(200);
    expect(replaced.body._id).toBe(id);
    expect(replaced.body.url).not.toBe(created.body.url);
    expect(replaced.body).toMatchObject({ originalName: 'New bag.png', width: 400, height: 100 });
    expect(replaced.body.alt.fr).toBe('Un sac d’aliment pour bétail');
    expect((await admin.get(`/api/admin/products/${product}`)).body.image).toBe(replaced.body.url);
    expect((await admin.get(`/api/admin/image-slider/${slide}`)).body.image).toBe(replaced.body.url);
    expect(await t.isStored(replaced.body.url)).toBe(true);
    expect(await t.isStored(created.body.url)).toBe(false);
    // A replace with another kind of file is refused naming the part.
    const wrongKind = await admin
      .put(`/api/admin/media/${id}/file`)
      .set(CSRF)
      .attach('document', pdf(), { filename: 'x.pdf' })
      .expect(400);
    expect(wrongKind.body.fields).toHaveProperty('image');

    // Delete refused while used: the answer names the uses.
    const refused = await admin.delete(`/api/admin/media/${id}`).set(CSRF).expect(409);
    expect(refused.body.message).toContain(`products ${product} (image)`);
    expect(refused.body.message).toContain(`image-slider ${slide} (image)`);
    expect(refused.body.details).toMatchObject({ reason: 'in-use', count: 2 });

    // Removed from both records, the item stays in the library (it was uploaded there) with its file.
    await admin.delete(`/api/admin/products/${product}/files/image`).set(CSRF).expect(200);
    await admin.delete(`/api/admin/image-slider/${slide}/files/image`).set(CSRF).expect(200);
    expect(await t.isStored(replaced.body.url)).toBe(true);
    await admin.delete(`/api/admin/media/${id}`).set(CSRF).expect(200);
    await admin.get(`/api/admin/media/${id}`).expect(404);
    expect(await t.isStored(replaced.body.url)).toBe(false);
  }, 120_000);

  it('a record’s own upload that the library never kept goes with the record’s file, as before', async () => {
    const product = await newProduct('Own upload');
    const res = await admin
      .post(`/api/admin/products/${product}/files/image`)
      .set(CSRF)
      .attach('file', await png('#5511aa', 90, 90), { filename: 'own.png' })
      .expect(200);
    const url = res.body.image as string;
    const listed = (await admin.get('/api/admin/media?q=own.png').expect(200)).body;
    expect(listed.items.map((item: { url: string }) => item.url)).toContain(url);
    await admin.delete(`/api/admin/products/${product}/files/image`).set(CSRF).expect(200);
    expect(await t.isStored(url)).toBe(false);
    expect((await admin.get('/api/admin/media?q=own.png').expect(200)).body.total).toBe(0);
  });

  it('lists by kind and words of the name; uploads a PDF as a document', async () => {
    const doc = await upload('document', pdf('Price list 2027'), 'Price list 2027.pdf').expect(201);
    expect(doc.body).toMatchObject({
      kind: 'pdf',
      width: null,
      height: null,
      originalName: 'Price list 2027.pdf',
    });
    const pdfs = (await admin.get('/api/admin/media?kind=pdf&q=price%202027').expect(200)).body;
    expect(pdfs.items.map((item: { _id: string }) => item._id)).toEqual([doc.body._id]);
    const images = (await admin.get('/api/admin/media?kind=image&q=price%202027').expect(200)).body;
    expect(images.total).toBe(0);
    await admin.get('/api/admin/media?kind=gif').expect(400);
  });

  it('refuses uploads saying why, naming the part', async () => {
    const text = await upload('image', Buffer.from('not an image at all'), 'notes.txt');
    expect(text.status).toBe(415);
    expect(text.body.fields).toHaveProperty('image');
    const pdfAsImage = await upload('image', pdf(), 'x.pdf');
    expect(pdfAsImage.status).toBe(415);
    expect(pdfAsImage.body.fields).toHaveProperty('image');
    const imageAsDocument = await upload('document', await png(), 'x.png');
    expect(imageAsDocument.status).toBe(415);
    expect(imageAsDocument.body.fields).toHaveProperty('document');
    // 8000 × 6000 = 48 megapixels: refused for its dimensions before decoding.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooLarge = await upload('image', huge, 'huge.png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.details).toMatchObject({ reason: 'dimensions', width: 8000, height: 6000 });
    expect(tooLarge.body.fields).toHaveProperty('image');
    // A PNG's signature over bytes no decoder reads: refused as unreadable, the reason kept for the dashboard's words,
    // in the library and on a studio record's own upload alike.
    const broken = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(512, 7)]);
    const unreadable = await upload('image', broken, 'broken.png');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.details).toEqual({ reason: 'unreadable' });
    expect(unreadable.body.fields).toHaveProperty('image');
    const product = await newProduct('Unreadable upload');
    const own = await admin
      .post(`/api/admin/products/${product}/files/image`)
      .set(CSRF)
      .attach('file', broken, { filename: 'broken.png' });
    expect(own.status).toBe(400);
    expect(own.body.details).toEqual({ reason: 'unreadable' });
    const nothing = await admin.post('/api/admin/media').set(CSRF).field('x', 'y');
    expect(nothing.status).toBe(400);
    expect(nothing.body.fields).toHaveProperty('image');
    const badAlt = await admin
      .put('/api/admin/media/1')
      .set(CSRF)
      .send({ alt: { fr: 'x'.repeat(301) } });
    expect(badAlt.status).toBe(400);
    expect(JSON.stringify(badAlt.body.fields)).toContain('alt');
    const badUse = await admin
      .post('/api/admin/media/1/uses')
      .set(CSRF)
      .send({ resource: 'headlines', record: '1', field: 'image' });
    expect(badUse.status).toBe(400);
    expect(badUse.body.fields).toHaveProperty('resource');
  });

  it('is for admins only', async () => {
    const viewer = await t.signIn('watcher', 'Viewer-Passphrase-42');
    await viewer.get('/api/admin/media').expect(403);
    await viewer
      .post('/api/admin/media')
      .set(CSRF)
      .attach('image', await png(), { filename: 'x.png' })
      .expect(403);
    await t.http().get('/api/admin/media').expect(401);
    await t.http().get('/api/admin/media/1').expect(401);
    await t.http().delete('/api/admin/media/1').set(CSRF).expect(401);
  });
});

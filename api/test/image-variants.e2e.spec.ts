import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { ProductEntity } from '../src/content/products/product.entity.js';
import { FILE_STORAGE, type FileStorage } from '../src/files/file-storage.js';
import { backfillImageVariants, hasAllVariants, variantKeysOf } from '../src/files/image-variants.js';
import { referencedStorageKeys } from '../src/files/orphan-file-sweep.js';
import { StudioBinService } from '../src/studio/history/studio-bin.service.js';
import { ADMIN, CSRF, STORAGE_SETUPS, startTestApp, type TestApp } from './support/test-app.js';

const SWEEP_NOW = { FILE_SWEEP_MIN_AGE: '0' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo-like JPEG: noise compresses about as badly as a photograph. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
const translucent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
/** RGBA, but every pixel opaque: the fallback is still a JPEG. */
const opaqueRgba = () =>
  sharp({ create: { width: 64, height: 32, channels: 4, background: '#1a7f5a' } })
    .png()
    .toBuffer();

const variant = (url: string, width: number) => url.replace(/\.webp$/, `.w${width}.webp`);
const fallback = (url: string) => url.replace(/\.webp$/, '.fallback');
const keyOf = (url: string) => url.replace(/^\/api\/uploads\//, '');

describe.each(STORAGE_SETUPS)('image variants on $database with $storage files', ({ database, storage }) => {
  let first: TestApp;
  let t: TestApp;
  const restarts: TestApp[] = [];
  let admin: TestAgent;
  let files: FileStorage;

  beforeAll(async () => {
    first = t = await startTestApp(database, SWEEP_NOW, storage);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    files = t.app.get(FILE_STORAGE);
  });
  afterAll(async () => {
    for (const app of restarts) await app.close();
    await first.close();
  });

  const restart = async () => {
    await t.stop();
    t = await startTestApp(database, SWEEP_NOW, storage, { sharing: first });
    restarts.push(t);
    admin = await t.signIn();
    files = t.app.get(FILE_STORAGE);
  };

  const newProduct = async () =>
    (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Swine', name: { en: `Variant test ${randomUUID()}` } })
        .expect(201)
    ).body as { _id: string };

  const upload = async (productId: string, field: 'image' | 'logo', data: Buffer, name = 'a.jpg') => {
    const res = await admin
      .post(`/api/admin/products/${productId}/files/${field}`)
      .set(CSRF)
      .attach('file', data, name);
    expect(res.status).toBe(200);
    return res.body[field] as string;
  };

  /** Fetches a stored image as a visitor would, and reads it back with sharp. */
  const served = async (url: string) => {
    const res = await request(t.server).get(url).buffer(true);
    expect(res.status, url).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    return {
      type: res.headers['content-type'],
      cache: res.headers['cache-control'],
      format: meta.format,
      width: meta.width,
      height: meta.height,
      hasAlpha: meta.hasAlpha,
      bytes: (res.body as Buffer).length,
    };
  };

  const storedKeys = async () => new Set((await files.list()).map((file) => file.key));

  it('stores an upload with WebP variants 480 and 960 px wide and a JPEG fallback, served typed and immutable', async () => {
    const { _id } = await newProduct();
    const url = await upload(_id, 'image', await photo(2400, 1800));
    expect(url).toMatch(/^\/api\/uploads\/products\/[0-9a-f-]{36}\.webp$/);

    expect(await served(url)).toMatchObject({
      type: 'image/webp',
      format: 'webp',
      width: 2000,
      height: 1500,
    });
    const small = await served(variant(url, 480));
    expect(small).toMatchObject({
      type: 'image/webp',
      cache: IMMUTABLE,
      format: 'webp',
      width: 480,
      height: 360,
    });
    const medium = await served(variant(url, 960));
    expect(medium).toMatchObject({
      type: 'image/webp',
      cache: IMMUTABLE,
      format: 'webp',
      width: 960,
      height: 720,
    });
    const legacy = await served(fallback(url));
    expect(legacy).toMatchObject({
      type: 'image/jpeg',
      cache: IMMUTABLE,
      format: 'jpeg',
      width: 2000,
      height: 1500,
    });
    expect(small.bytes).toBeLessThan(medium.bytes);
    const head = await request(t.server).head(fallback(url));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');

    // Exactly these four files, under names derived from the one stored key.
    const base = keyOf(url).replace(/\.webp$/, '');
    const keys = [...(await storedKeys())].filter((key) => key.startsWith(base)).sort();
    expect(keys).toEqual([`${base}.fallback.jpg`, `${base}.w480.webp`, `${base}.w960.webp`, `${base}.webp`]);
    // The record still holds the one reference.
    const row = await t.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: Number(_id) });
    expect(row.image).toBe(url);
  });

  it('never enlarges, follows maxDimension, and falls back to PNG only for images with transparency', async () => {
    const { _id } = await newProduct();
    const tiny = await upload(_id, 'image', await translucent(300, 200), 't.png');
    for (const width of [480, 960]) {
      expect(await served(variant(tiny, width))).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }
    expect(await served(fallback(tiny))).toMatchObject({
      type: 'image/png',
      format: 'png',
      width: 300,
      height: 200,
      hasAlpha: true,
    });

    // Product logos are capped at 800 px: the 960 variant is the whole (800 px) logo.
    const logo = await upload(_id, 'logo', await photo(1600, 800));
    expect(await served(logo)).toMatchObject({ width: 800, height: 400 });
    expect(await served(variant(logo, 480))).toMatchObject({ width: 480, height: 240 });
    expect(await served(variant(logo, 960))).toMatchObject({ width: 800, height: 400 });

    const res = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', await opaqueRgba(), 'opaque.png');
    expect(res.status).toBe(201);
    expect(await served(fallback(res.body[0].url))).toMatchObject({
      type: 'image/jpeg',
      width: 64,
      height: 32,
    });
  });

  it('seeded images come with their variants', async () => {
    const keys = await storedKeys();
    const seeded = [...keys].filter((key) => /^seed\/.+\.webp$/.test(key) && !/\.w\d+\.webp$/.test(key));
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded.filter((key) => !hasAllVariants(key, keys))).toEqual([]);
  });

  it('replacing or deleting an image removes its variants too', async () => {
    const { _id } = await newProduct();
    const old = await upload(_id, 'image', await photo(800, 600));
    const replacement = await upload(_id, 'image', await photo(800, 600));
    let keys = await storedKeys();
    expect([keyOf(old), ...variantKeysOf(keyOf(old))].filter((key) => keys.has(key))).toEqual([]);
    expect(hasAllVariants(keyOf(replacement), keys)).toBe(true);

    expect((await admin.delete(`/api/admin/products/${_id}`).set(CSRF)).status).toBe(200);
    // In the bin the image and its variants stay (a restore brings the product back whole); the purge 30 days
    // later removes them all.
    keys = await storedKeys();
    expect(hasAllVariants(keyOf(replacement), keys)).toBe(true);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    await t.app.get(StudioBinService).purgeExpired();
    vi.restoreAllMocks();
    keys = await storedKeys();
    expect([keyOf(replacement), ...variantKeysOf(keyOf(replacement))].filter((key) => keys.has(key))).toEqual(
      [],
    );
    await request(t.server).get(variant(replacement, 480)).expect(404);
    await request(t.server).get(fallback(replacement)).expect(404);
  });

  it('answers a 4xx JSON, never a 5xx, to variants that do not exist or are not well formed', async () => {
    const { _id } = await newProduct();
    const url = await upload(_id, 'image', await photo(640, 480));
    const unknown = `/api/uploads/products/${randomUUID()}.webp`;
    const paths = [
      url.replace(/\.webp$/, '.w123.webp'),
      url.replace(/\.webp$/, '.w480.png'),
      url.replace(/\.webp$/, '.w-480.webp'),
      url.replace(/\.webp$/, '.w480.fallback'),
      url.replace(/\.webp$/, '.fallback.gif'),
      url.replace(/\.webp$/, '.FALLBACK'),
      `${url}.fallback`,
      variant(unknown, 480),
      fallback(unknown),
      '/api/uploads/..%2F..%2Fsite.sqlite.fallback',
      '/api/uploads/%2e%2e/%2e%2e/site.fallback',
      '/api/uploads/products/.fallback',
      '/api/uploads/.fallback',
      '/api/uploads/products/%E0%A4%A.fallback',
      '/api/uploads/products/%00.fallback',
    ];
    for (const path of paths) {
      for (const method of ['get', 'head'] as const) {
        const res = await request(t.server)[method](path);
        expect([400, 404], `${method} ${path}`).toContain(res.status);
        if (method === 'get') expect(res.body.statusCode, path).toBe(res.status);
      }
    }
  });

  it('at start-up: writes the variants an image lacks (once), keeps those of referenced images, sweeps the orphans', async () => {
    // An upload that lost two of its variants.
    const a = await newProduct();
    const uploaded = await upload(a._id, 'image', await photo(1200, 900));
    const uploadedKey = keyOf(uploaded);
    const [, w960, fallbackJpg] = variantKeysOf(uploadedKey);
    await files.remove(w960 as string);
    await files.remove(fallbackJpg as string);
    // A file stored without variants (as before they existed), then referenced by a record.
    const b = await newProduct();
    const bare = `products/${randomUUID()}.webp`;
    await files.put(
      bare,
      await sharp(await photo(1200, 900))
        .webp()
        .toBuffer(),
    );
    await t.dataSource.getRepository(ProductEntity).update(Number(b._id), { image: `/api/uploads/${bare}` });
    // A referenced file that is not an image at all: logged and skipped, never a failed start.
    const c = await newProduct();
    const broken = `products/${randomUUID()}.webp`;
    await files.put(broken, Buffer.from('not an image'));
    await t.dataSource
      .getRepository(ProductEntity)
      .update(Number(c._id), { image: `/api/uploads/${broken}` });
    // An orphan: an image and its variants no record references.
    const orphan = `products/${randomUUID()}.webp`;
    const orphanData = await sharp(await photo(600, 400))
      .webp()
      .toBuffer();
    for (const key of [orphan, ...variantKeysOf(orphan).slice(0, 3)]) await files.put(key, orphanData);

    await restart();

    const keys = await storedKeys();
    expect(hasAllVariants(uploadedKey, keys)).toBe(true);
    expect(await served(variant(uploaded, 960))).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(await served(fallback(uploaded))).toMatchObject({ type: 'image/jpeg', width: 1200, height: 900 });
    const bareUrl = `/api/uploads/${bare}`;
    expect(await served(variant(bareUrl, 480))).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await served(variant(bareUrl, 960))).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(await served(fallback(bareUrl))).toMatchObject({ type: 'image/jpeg', width: 1200, height: 900 });
    expect(keys.has(broken)).toBe(true);
    expect(variantKeysOf(broken).filter((key) => keys.has(key))).toEqual([]);
    expect([orphan, ...variantKeysOf(orphan)].filter((key) => keys.has(key))).toEqual([]);
    // Every referenced image keeps all its variants (the broken one has none to keep).
    const referenced = await referencedStorageKeys(t.dataSource);
    const incomplete = [...referenced].filter((key) => !hasAllVariants(key, keys));
    expect(incomplete).toEqual([broken]);

    // Idempotent: a second pass writes nothing (and still only reports the broken file).
    const before = await files.list();
    expect(await backfillImageVariants(files, referenced)).toEqual({ completed: [], failed: [broken] });
    expect(await files.list()).toEqual(before);
    await restart();
    expect(await storedKeys()).toEqual(keys);
    await request(t.server).get('/api/products?group=Swine').expect(200);
  }, 120_000); // two restarts
});

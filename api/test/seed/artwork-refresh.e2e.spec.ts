import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacultyMemberEntity } from '../../src/content/faculty/faculty-member.entity.js';
import { GalleryPhotoEntity } from '../../src/content/gallery/gallery.entity.js';
import { ProductEntity } from '../../src/content/products/product.entity.js';
import { VideoEntity } from '../../src/content/videos/video.entity.js';
import { SeedRunEntity } from '../../src/database/seed-run.entity.js';
import { FILE_STORAGE, type FileStorage } from '../../src/files/file-storage.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

/** The run-once seed that redraws, in older databases, the seeded pictures drawn before the art system (issues 17, 35). */
describe.each(DATABASES)('artwork refresh seed on %s', (kind) => {
  let owner: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    owner = await startTestApp(kind);
    t = owner;
  });
  afterAll(async () => {
    if (t !== owner) await t.close();
    await owner.close();
  });

  const images = async () => ({
    products: (await t.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } })).map(
      (r) => r.image,
    ),
    gallery: (await t.dataSource.getRepository(GalleryPhotoEntity).find({ order: { id: 'ASC' } })).map(
      (r) => r.image,
    ),
    videos: (await t.dataSource.getRepository(VideoEntity).find({ order: { id: 'ASC' } })).map(
      (r) => r.poster,
    ),
    faculty: (await t.dataSource.getRepository(FacultyMemberEntity).find({ order: { id: 'ASC' } })).map(
      (r) => r.photo,
    ),
  });

  it("redraws a seed's old picture, leaves an admin's upload alone, and changes nothing on a fresh database", async () => {
    const fresh = await images();
    const products = t.dataSource.getRepository(ProductEntity);
    const [first, second] = await products.find({ order: { id: 'ASC' }, take: 2 });
    if (!first || !second) throw new Error('the seed has products');
    // An older database: the first product still shows a drawing of before, the second an admin's upload.
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const bytes = await storage.read((first.image ?? '').replace('/api/uploads/', ''));
    await storage.put('seed/products/drawing-with-words.webp', bytes as Buffer);
    // The admin's picture is a picture of its own (the media library would take equal bytes for the seed's file).
    const adminPicture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a5d8f' },
    })
      .webp()
      .toBuffer();
    await storage.put('products/admin-upload.webp', adminPicture);
    await products.update(first.id, { image: '/api/uploads/seed/products/drawing-with-words.webp' });
    await products.update(second.id, { image: '/api/uploads/products/admin-upload.webp' });
    await t.dataSource.getRepository(SeedRunEntity).delete({ name: 'content-artwork-system-2026-11' });

    await owner.stop();
    t = await startTestApp(kind, { FILE_SWEEP_MIN_AGE: '0' }, 'local', { sharing: owner });

    const after = await images();
    expect(after.products[0]).toBe(fresh.products[0]);
    expect(after.products[1]).toBe('/api/uploads/products/admin-upload.webp');
    expect(after.products.slice(2)).toEqual(fresh.products.slice(2));
    expect(after.gallery).toEqual(fresh.gallery);
    expect(after.videos).toEqual(fresh.videos);
    expect(after.faculty).toEqual(fresh.faculty);
    // The old drawing is no longer referenced: the start-up sweep removed it.
    expect(await t.isStored('/api/uploads/seed/products/drawing-with-words.webp')).toBe(false);
  });
});

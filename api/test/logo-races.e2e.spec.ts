import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogoEntity } from '../src/logos/logo.entity.js';
import { imagesMissingVariants, mainFiles } from './support/stored-images.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const png = (color: string) =>
  sharp({ create: { width: 64, height: 32, channels: 4, background: color } })
    .png()
    .toBuffer();

describe.each(DATABASES)('logo replace races on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let images: Buffer[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    images = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map(png));
  });
  afterAll(() => t.close());

  const upload = async (): Promise<string> => {
    const res = await admin
      .post('/api/logo/add')
      .set(CSRF)
      .attach('images', images[0] as Buffer, 'a.png')
      .expect(201);
    return res.body[0]._id;
  };
  const put = (id: string, image: Buffer) =>
    admin.put(`/api/logo/${id}`).set(CSRF).attach('image', image, 'b.png');

  /** Every stored logo file belongs to a row, and every row's file is stored. */
  const expectNoOrphans = async () => {
    const rows = await t.dataSource.getRepository(LogoEntity).find();
    const referenced = rows.map((row) => row.storageKey.replace(/^logos\//, '')).sort();
    // Exactly the referenced logos, each with its responsive variants.
    const stored = await t.storedFiles('logos');
    expect(mainFiles(stored).sort()).toEqual(referenced);
    expect(imagesMissingVariants(stored)).toEqual([]);
  };

  it('a replace racing a delete never brings the deleted logo back, and leaves no file behind (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await upload();
      const [replaced, deleted] = await Promise.all([
        put(id, images[1] as Buffer),
        admin.delete(`/api/logo/${id}`).set(CSRF),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(replaced.status);
      const list = (await admin.get('/api/logo/logos').expect(200)).body as Array<{ _id: string }>;
      expect(list.map((logo) => logo._id)).not.toContain(id);
      await expectNoOrphans();
    }
  });

  it('two replaces at once: one file wins, no orphan file (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await upload();
      const answers = await Promise.all([put(id, images[1] as Buffer), put(id, images[2] as Buffer)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const row = await t.dataSource.getRepository(LogoEntity).findOneByOrFail({ id: Number(id) });
      expect(answers.map((res) => res.body.url)).toContain(row.url);
      await expectNoOrphans();
    }
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateEntity } from '../../src/content/certificates/certificate.entity.js';
import { SeedRunEntity } from '../../src/database/seed-run.entity.js';
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

interface Banner {
  _id: string;
  division: string;
  image: string;
  alt: string;
}

/**
 * Issue 35: each division home's hero picture is content — a seeded upload referenced by a `division-hero` banner,
 * its alt text in every language, with the responsive variants of any upload — and one seeded certificate has lapsed.
 */
describe.each(DATABASES)('seeded division heroes and the lapsed certificate on %s', (kind) => {
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

  const heroes = async (division: string, lang: string) =>
    (await request(t.server).get(`/api/banners?division=${division}&placement=hero&lang=${lang}`).expect(200))
      .body as Banner[];

  it('seeds one hero per division: its own picture under uploads/seed with its variants, alt text per language', async () => {
    const images = new Set<string>();
    for (const division of ['human', 'veterinary', 'agriculture']) {
      const [en, ...others] = await heroes(division, 'en');
      expect(others).toEqual([]);
      expect(en?.image).toMatch(/^\/api\/uploads\/seed\/banners\/[0-9a-f]+\.webp$/);
      images.add(String(en?.image));
      const [ar] = await heroes(division, 'ar');
      expect(ar?.image).toBe(en?.image);
      expect(ar?.alt).toMatch(/[\u0600-\u06ff]/);
      expect(ar?.alt).not.toBe(en?.alt);
      const base = String(en?.image).slice(0, -'.webp'.length);
      for (const file of [en?.image, `${base}.w480.webp`, `${base}.w960.webp`]) {
        const res = await request(t.server).get(String(file));
        expect(res.status, String(file)).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
    // Three divisions, three pictures; none is the slider's.
    expect(images.size).toBe(3);
    const slides = (await request(t.server).get('/api/banners?division=human&placement=slider').expect(200))
      .body as Banner[];
    for (const slide of slides) expect(images.has(slide.image)).toBe(false);
  });

  it('shows HACCP as lapsed (valid until 2025-06-30) and renews an older database’s seeded HACCP once', async () => {
    const haccp = async () =>
      (
        (await request(t.server).get('/api/certificates').expect(200)).body as Array<Record<string, string>>
      ).find((c) => c.name === 'HACCP');
    expect(await haccp()).toMatchObject({ number: 'HACCP-IN-22-0318', validUntil: '2025-06-30' });
    const others = (
      (await request(t.server).get('/api/certificates').expect(200)).body as Array<Record<string, string>>
    ).filter((c) => c.name !== 'HACCP');
    for (const c of others) expect(String(c.validUntil) > '2026-12-31').toBe(true);

    // An older database seeded HACCP with its first validity: the run-once seed brings it to the lapsed one.
    const repository = t.dataSource.getRepository(CertificateEntity);
    const row = await repository.findOneByOrFail({ name: 'HACCP' });
    await repository.update(row.id, {
      number: 'HACCP-IN-24-0318',
      validFrom: new Date('2024-07-01T00:00:00Z'),
      validUntil: new Date('2027-06-30T00:00:00Z'),
    });
    await t.dataSource.getRepository(SeedRunEntity).delete({ name: 'content-certificate-lapsed-2026-11' });
    await owner.stop();
    t = await startTestApp(kind, {}, 'local', { sharing: owner });
    const lapsed = await haccp();
    expect(lapsed).toMatchObject({
      number: 'HACCP-IN-22-0318',
      validFrom: '2022-07-01',
      validUntil: '2025-06-30',
    });
    const pdf = await request(t.server).get(String(lapsed?.file));
    expect(pdf.status).toBe(200);
  });
});

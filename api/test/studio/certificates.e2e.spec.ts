import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES } from '../../src/common/lang/languages.js';
import { Certificates1764490000000 } from '../../src/database/migrations/1764490000000-certificates.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

const certificate = (extra: Record<string, unknown> = {}) => ({
  name: 'ISO 14001:2015',
  description: { en: 'Certified environmental management system.', ar: 'نظام إدارة بيئية معتمد.' },
  number: 'IN-EMS-2501-0012',
  issuer: 'Bureau Veritas Certification India',
  validFrom: '2025-01-10',
  validUntil: '2028-01-09',
  badge: 'other',
  ...extra,
});

describe.each(DATABASES)('studio certificates on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (body: object) => admin.post('/api/admin/certificates').set(CSRF).send(body);

  it('lists the six seeded certificates in order, with number, issuer, validity, badge and a PDF', async () => {
    const en = await request(t.server).get('/api/certificates');
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toBe('public, no-cache');
    expect(en.body.map((c: { name: string }) => c.name)).toEqual([
      'WHO-GMP',
      'FSSAI',
      'APEDA',
      'HACCP',
      'ISO 9001:2015',
      'ISO 22000:2018',
    ]);
    expect(en.body[0]).toEqual({
      _id: expect.any(String),
      name: 'WHO-GMP',
      description: expect.stringContaining('Good Manufacturing Practice'),
      number: 'TS/DCA/GMP/2024/0457',
      issuer: 'Drugs Control Administration, Government of Telangana',
      validFrom: '2024-08-14',
      validUntil: '2027-08-13',
      badge: 'who-gmp',
      file: expect.stringMatching(/^\/api\/uploads\/seed\/certificates\/.+\.pdf$/),
    });
    expect(en.body[4]).toMatchObject({ name: 'ISO 9001:2015', issuer: '', badge: 'iso-9001' });
    const document = await request(t.server).get(en.body[0].file);
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toMatch(/pdf/);
    for (const lang of LANGUAGES.filter((other) => other !== DEFAULT_LANG)) {
      const res = await request(t.server).get(`/api/certificates?lang=${lang}`);
      for (const [i, c] of res.body.entries()) {
        // The standard's name and the number are the same in every language; what it covers is translated.
        expect(c.name).toBe(en.body[i].name);
        expect(c.number).toBe(en.body[i].number);
        expect(c.description).not.toBe(en.body[i].description);
      }
    }
  });

  it('creates one (English fallback per language), shows it once published, and hides it when unpublished', async () => {
    const { body: created } = await create(certificate({ sortOrder: 99 })).expect(201);
    const ar = await request(t.server).get('/api/certificates?lang=ar');
    const shown = ar.body.find((c: { _id: string }) => c._id === created._id);
    expect(shown).toEqual({
      _id: created._id,
      name: 'ISO 14001:2015',
      description: 'نظام إدارة بيئية معتمد.',
      number: 'IN-EMS-2501-0012',
      issuer: 'Bureau Veritas Certification India',
      validFrom: '2025-01-10',
      validUntil: '2028-01-09',
      badge: 'other',
      file: null,
    });
    const fr = await request(t.server).get('/api/certificates?lang=fr');
    expect(fr.body.find((c: { _id: string }) => c._id === created._id).description).toBe(
      'Certified environmental management system.',
    );

    const upload = await admin
      .post(`/api/admin/certificates/${created._id}/files/file`)
      .set(CSRF)
      .attach('file', pdf('ISO 14001 certificate'), 'certificate.pdf');
    expect(upload.status).toBe(200);
    expect(upload.body.file).toMatch(/^\/api\/uploads\/certificates\/.+\.pdf$/);
    const notPdf = await admin
      .post(`/api/admin/certificates/${created._id}/files/file`)
      .set(CSRF)
      .attach('file', await png(), 'certificate.png');
    expect(notPdf.status).toBe(415);

    await admin.put(`/api/admin/certificates/${created._id}/published`).set(CSRF).send({ published: false });
    const after = await request(t.server).get('/api/certificates');
    expect(after.body.map((c: { _id: string }) => c._id)).not.toContain(created._id);
  });

  it('refuses a validity that ends before it starts, naming validUntil, on create and on update; nothing is written', async () => {
    const before = (await admin.get('/api/admin/certificates?pageSize=1')).body.total as number;
    const wrong = await create(certificate({ validFrom: '2026-05-01', validUntil: '2026-04-30' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ validUntil: ['validUntil must not be before validFrom'] });
    expect((await admin.get('/api/admin/certificates?pageSize=1')).body.total).toBe(before);

    // One day of validity is allowed.
    const { body: oneDay } = await create(
      certificate({ validFrom: '2026-05-01', validUntil: '2026-05-01' }),
    ).expect(201);
    const update = await admin
      .put(`/api/admin/certificates/${oneDay._id}`)
      .set(CSRF)
      .send({ validFrom: '2026-06-01' });
    expect(update.status).toBe(400);
    expect(update.body.fields).toHaveProperty('validUntil');
    const kept = await admin.get(`/api/admin/certificates/${oneDay._id}`);
    expect(kept.body.validFrom).toMatch(/^2026-05-01/);
  });

  it('names the field of every other bad value', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ number: '' }, 'number'],
      [{ validUntil: '2026-02-30' }, 'validUntil'],
      [{ validFrom: 'soon' }, 'validFrom'],
      [{ badge: 'gold-star' }, 'badge'],
      [{ issuer: 'x'.repeat(201) }, 'issuer'],
      [{ description: { en: '' } }, 'description.en'],
    ];
    for (const [extra, field] of cases) {
      const res = await create(certificate(extra));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
  });

  it('refuses anonymous (401), viewer (403) and header-less (403) writes', async () => {
    expect(
      (await request(t.server).post('/api/admin/certificates').set(CSRF).send(certificate())).status,
    ).toBe(401);
    const viewer = await t.signIn('watcher', 'Viewing-pass-55');
    expect((await viewer.post('/api/admin/certificates').set(CSRF).send(certificate())).status).toBe(403);
    const [first] = (await request(t.server).get('/api/certificates')).body;
    expect(
      (await viewer.put(`/api/admin/certificates/${first._id}`).set(CSRF).send({ number: 'X-1' })).status,
    ).toBe(403);
    expect(
      (
        await viewer
          .post(`/api/admin/certificates/${first._id}/files/file`)
          .set(CSRF)
          .attach('file', pdf(), 'c.pdf')
      ).status,
    ).toBe(403);
    expect((await admin.post('/api/admin/certificates').send(certificate())).status).toBe(403);
    expect((await request(t.server).get('/api/certificates')).body[0].number).toBe('TS/DCA/GMP/2024/0457');
  });

  it('migration 1764490000000 goes down and up again', async () => {
    const migration = new Certificates1764490000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await runner.hasTable('certificates')).toBe(false);
      await migration.up(runner);
      expect(await runner.hasTable('certificates')).toBe(true);
      expect(await runner.hasColumn('certificates', 'valid_until')).toBe(true);
    } finally {
      await runner.release();
    }
  });
});

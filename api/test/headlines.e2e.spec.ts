import { Ajv2020 } from 'ajv/dist/2020.js';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('headlines on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  describe('GET /api/headline/all', () => {
    it('lists the seeded headlines as [{_id, headline1}] with string ids, English by default', async () => {
      const res = await request(t.server).get('/api/headline/all').expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
      expect(res.body[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        headline1: 'WHO-GMP certified manufacturing',
      });
      expect(res.body.map((h: { headline1: string }) => h.headline1)).toContain('Exports to 7 countries');
    });

    it.each([
      ['ar', 'صادرات إلى 7 دول'],
      ['fr', 'Exportations vers 7 pays'],
      ['ko', '7개국 수출'],
      ['es', 'Exportaciones a 7 países'],
      ['ru', 'Экспорт в 7 стран'],
      ['xx', 'Exports to 7 countries'],
    ])('answers in ?lang=%s', async (lang, text) => {
      const res = await request(t.server).get(`/api/headline/all?lang=${lang}`).expect(200);
      expect(res.body.map((h: { headline1: string }) => h.headline1)).toContain(text);
    });

    it('seeds only once (idempotent across restarts of the seed service)', async () => {
      const before = (await request(t.server).get('/api/headline/all')).body.length;
      const { SeedService } = await import('../src/database/seeds/seed.service.js');
      await t.app.get(SeedService).runAll();
      expect((await request(t.server).get('/api/headline/all')).body.length).toBe(before);
    });
  });

  describe('POST /api/headline/create, PUT /api/headline/update/:id, DELETE /api/headline/delete/:id', () => {
    it('creates in the request language and falls back to English per field', async () => {
      const created = await admin
        .post('/api/headline/create?lang=fr')
        .set(CSRF)
        .send({ headline1: '  Nouveau produit  ', translations: { en: 'New product' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ _id: expect.stringMatching(/^\d+$/), headline1: 'Nouveau produit' });
      const id = created.body._id as string;
      const ko = await request(t.server).get('/api/headline/all?lang=ko');
      expect(ko.body).toContainEqual({ _id: id, headline1: 'New product' });

      const translations = await admin.get(`/api/headline/${id}/translations`).expect(200);
      expect(translations.body).toEqual({
        _id: id,
        translations: { en: 'New product', ar: '', fr: 'Nouveau produit', ko: '', es: '', ru: '' },
        translationStatus: {
          fr: { status: 'filled', missing: [], stale: [] },
          ...Object.fromEntries(
            ['ar', 'ko', 'es', 'ru'].map((lang) => [
              lang,
              { status: 'missing', missing: ['text'], stale: [] },
            ]),
          ),
        },
      });
    });

    it('updates one language or all six at once, and deletes', async () => {
      const { body } = await admin
        .post('/api/headline/create')
        .set(CSRF)
        .send({ headline1: 'Draft' })
        .expect(201);
      const id = body._id as string;
      await admin.put(`/api/headline/update/${id}`).set(CSRF).send({ headline1: 'Final' }).expect(200);
      const all = {
        en: 'Six',
        ar: 'ستة',
        fr: 'Six',
        ko: '여섯',
        es: 'Seis',
        ru: 'Шесть',
      };
      const updated = await admin
        .put(`/api/headline/update/${id}?lang=ar`)
        .set(CSRF)
        .send({ translations: all });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ _id: id, headline1: 'ستة' });
      expect((await admin.get(`/api/headline/${id}/translations`)).body.translations).toEqual(all);

      const deleted = await admin.delete(`/api/headline/delete/${id}`).set(CSRF);
      expect(deleted.status).toBe(200);
      expect(
        (await request(t.server).get('/api/headline/all')).body.map((h: { _id: string }) => h._id),
      ).not.toContain(id);
      await admin.delete(`/api/headline/delete/${id}`).set(CSRF).expect(404);
      await admin.put(`/api/headline/update/${id}`).set(CSRF).send({ headline1: 'x' }).expect(404);
    });

    it.each([
      [{}, 'headline1'],
      [{ headline1: '' }, 'headline1 must not be empty'],
      [{ headline1: '   \n\t ' }, 'headline1 must not be empty'],
      [{ headline1: 42 }, 'headline1'],
      [{ headline1: null }, 'headline1'],
      [{ headline1: 'x'.repeat(501) }, 'headline1'],
      [{ headline1: 'ok', color: 'red' }, 'color'],
      [{ headline1: 'ok', translations: 'en' }, 'translations'],
      [{ headline1: 'ok', translations: { de: 'Hallo' } }, 'translations.de'],
      [{ headline1: 'ok', translations: { en: 5 } }, 'translations.en'],
      [{ headline1: 'ok', translations: { en: 'x'.repeat(501) } }, 'translations.en'],
    ])('refuses create %j naming %s', async (body, expected) => {
      const res = await admin.post('/api/headline/create').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain(expected);
    });

    it('refuses an empty update and bad ids', async () => {
      const id = (await request(t.server).get('/api/headline/all')).body[0]._id;
      expect((await admin.put(`/api/headline/update/${id}`).set(CSRF).send({})).status).toBe(400);
      expect((await admin.put(`/api/headline/update/${id}`).set(CSRF).send({ headline1: ' ' })).status).toBe(
        400,
      );
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '507f1f77bcf86cd799439011']) {
        const res = await admin.delete(`/api/headline/delete/${bad}`).set(CSRF);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('id');
      }
      await admin.get('/api/headline/424242/translations').expect(404);
    });

    it('is described as it behaves: the document refuses the empty update the API refuses, and accepts the rest', async () => {
      const document = buildOpenApiDocument(t.app);
      const body = document.paths['/api/headline/update/{id}']?.put?.requestBody as {
        content: Record<string, { schema: object }>;
      };
      const ajv = new Ajv2020({ strict: false });
      for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
        ajv.addSchema(schema, `#/components/schemas/${name}`);
      }
      const valid = ajv.compile({ ...body.content['application/json']?.schema });
      const created = await admin.post('/api/headline/create').set(CSRF).send({ headline1: 'Described' });
      const id = created.body._id;
      const update = (payload: object) => admin.put(`/api/headline/update/${id}`).set(CSRF).send(payload);

      expect(valid({})).toBe(false);
      const refused = await update({});
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('headline1');

      for (const payload of [
        { translations: {} },
        { translations: { fr: 'Décrit' } },
        { headline1: 'Described again' },
      ]) {
        expect(valid(payload), JSON.stringify(payload)).toBe(true);
        expect((await update(payload)).status, JSON.stringify(payload)).toBe(200);
      }
      await admin.delete(`/api/headline/delete/${id}`).set(CSRF).expect(200);
    });
  });

  describe('translation status of a headline (needs update when English changed)', () => {
    interface Coverage {
      resources: Array<{
        resource: string;
        stale: Record<
          string,
          { total: number; records: Array<{ _id: string; title: string; fields: string[] }> }
        >;
      }>;
    }
    const staleIn = async (id: string, lang: string) => {
      const coverage = (await admin.get('/api/admin/translation-coverage').expect(200)).body as Coverage;
      const headlines = coverage.resources.find((resource) => resource.resource === 'headlines');
      return headlines?.stale[lang]?.records.find((record) => record._id === id);
    };
    const status = async (id: string) =>
      (await admin.get(`/api/headline/${id}/translations`).expect(200)).body.translationStatus;

    it('English changed alone makes French "stale" on the headline and the coverage screen; French saved again clears it', async () => {
      const { body } = await admin
        .post('/api/headline/create')
        .set(CSRF)
        .send({ headline1: 'Free delivery', translations: { fr: 'Livraison gratuite' } })
        .expect(201);
      const id = body._id as string;
      expect((await status(id)).fr).toEqual({ status: 'filled', missing: [], stale: [] });
      expect((await status(id)).ar).toEqual({ status: 'missing', missing: ['text'], stale: [] });
      expect(await staleIn(id, 'fr')).toBeUndefined();

      // English changed, French sent unchanged (the dashboard sends every language): French is not rewritten.
      await admin
        .put(`/api/headline/update/${id}`)
        .set(CSRF)
        .send({ headline1: 'Free delivery over 50 euros', translations: { fr: 'Livraison gratuite' } })
        .expect(200);
      expect((await status(id)).fr).toEqual({ status: 'stale', missing: [], stale: ['text'] });
      expect((await status(id)).ar.status).toBe('missing');
      expect(await staleIn(id, 'fr')).toEqual({
        _id: id,
        title: 'Free delivery over 50 euros',
        fields: ['text'],
      });
      expect(await staleIn(id, 'ar')).toBeUndefined();

      // French written again (from the French dashboard): up to date.
      await admin
        .put(`/api/headline/update/${id}?lang=fr`)
        .set(CSRF)
        .send({ headline1: 'Livraison gratuite dès 50 euros' })
        .expect(200);
      expect((await status(id)).fr).toEqual({ status: 'filled', missing: [], stale: [] });
      expect(await staleIn(id, 'fr')).toBeUndefined();

      // Stale again, then deleted: the coverage forgets it and its tracking rows go.
      await admin
        .put(`/api/headline/update/${id}`)
        .set(CSRF)
        .send({ headline1: 'Free delivery' })
        .expect(200);
      expect((await staleIn(id, 'fr'))?.fields).toEqual(['text']);
      await admin.delete(`/api/headline/delete/${id}`).set(CSRF).expect(200);
      expect(await staleIn(id, 'fr')).toBeUndefined();
      const rows = await t.app
        .get(DataSource)
        .query('SELECT COUNT(*) AS n FROM translation_sources WHERE resource = ? AND record_id = ?', [
          'headlines',
          Number(id),
        ]);
      expect(Number(rows[0].n)).toBe(0);
    });
  });
});

import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES } from '../../src/common/lang/languages.js';
import { ProductEntity } from '../../src/content/products/product.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

interface LanguageStatus {
  status: 'missing' | 'filled' | 'stale';
  missing: string[];
  stale: string[];
}
type Answer = {
  _id: string;
  translationStatus: Record<string, LanguageStatus>;
  draft: null | { translationStatus: Record<string, LanguageStatus> };
};
interface Coverage {
  resources: Array<{
    resource: string;
    stale: Record<
      string,
      { total: number; records: Array<{ _id: string; title: string; fields: string[] }> }
    >;
  }>;
}

describe.each(DATABASES)('translation status (stale translations) on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = async (body: object) =>
    (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Pet', ...body })
        .expect(201)
    ).body as Answer;
  const put = async (id: string, body: object) =>
    (await admin.put(`/api/admin/products/${id}`).set(CSRF).send(body).expect(200)).body as Answer;
  const draft = async (id: string, body: object) =>
    (await admin.put(`/api/admin/products/${id}/draft`).set(CSRF).send(body).expect(200)).body as Answer;
  const publish = async (id: string) =>
    (await admin.post(`/api/admin/products/${id}/publish`).set(CSRF).send({}).expect(200)).body as Answer;
  const staleIn = async (id: string, lang: string) => {
    const coverage = (await admin.get('/api/admin/translation-coverage').expect(200)).body as Coverage;
    const products = coverage.resources.find((resource) => resource.resource === 'products');
    return products?.stale[lang]?.records.find((record) => record._id === id);
  };

  it('a new record with English only: every other language is missing, not complete', async () => {
    const created = await create({ name: { en: 'Only English' }, details: { en: rt('English details') } });
    for (const lang of LANGUAGES.filter((other) => other !== DEFAULT_LANG)) {
      expect(created.translationStatus[lang]).toEqual({
        status: 'missing',
        missing: ['name', 'details'],
        stale: [],
      });
    }
    const read = (await admin.get(`/api/admin/products/${created._id}`).expect(200)).body as Answer;
    expect(read.translationStatus.fr?.status).toBe('missing');
  });

  it('English changed alone makes French stale; French saved again is no longer stale', async () => {
    const created = await create({
      name: { en: 'Dosage guide', fr: 'Guide de dosage' },
      details: { en: rt('Give 1 ml.'), fr: rt('Donner 1 ml.') },
    });
    expect(created.translationStatus.fr).toEqual({ status: 'filled', missing: [], stale: [] });
    expect(created.translationStatus.ar?.status).toBe('missing');

    // English changed only (the dashboard sends every language: French unchanged is not "written").
    const changed = await put(created._id, { details: { en: rt('Give 2 ml.'), fr: rt('Donner 1 ml.') } });
    expect(changed.translationStatus.fr).toEqual({ status: 'stale', missing: [], stale: ['details'] });
    expect((await staleIn(created._id, 'fr'))?.fields).toEqual(['details']);
    expect(await staleIn(created._id, 'ar')).toBeUndefined();

    // Another save that does not touch French keeps it stale.
    expect((await put(created._id, { name: { en: 'Dosage guide' } })).translationStatus.fr?.status).toBe(
      'stale',
    );

    const fixed = await put(created._id, { details: { fr: rt('Donner 2 ml.') } });
    expect(fixed.translationStatus.fr).toEqual({ status: 'filled', missing: [], stale: [] });
    expect(await staleIn(created._id, 'fr')).toBeUndefined();

    // English and French changed together: not stale.
    const both = await put(created._id, { name: { en: 'Dosing guide', fr: 'Guide de posologie' } });
    expect(both.translationStatus.fr?.status).toBe('filled');
  });

  it('in a draft: the draft says stale while the live record does not, until published', async () => {
    const created = await create({
      name: { en: 'Spray', fr: 'Vaporisateur' },
      details: { en: rt('Shake well.'), fr: rt('Bien agiter.') },
    });
    const drafted = await draft(created._id, { details: { en: rt('Shake well before use.') } });
    expect(drafted.translationStatus.fr?.status).toBe('filled');
    expect(drafted.draft?.translationStatus.fr).toEqual({ status: 'stale', missing: [], stale: ['details'] });
    expect(await staleIn(created._id, 'fr')).toBeUndefined();

    const published = await publish(created._id);
    expect(published.draft).toBeNull();
    expect(published.translationStatus.fr).toEqual({ status: 'stale', missing: [], stale: ['details'] });
    expect((await staleIn(created._id, 'fr'))?.title).toBe('Spray');

    // French updated in a draft: the draft is filled, the live record stays stale until publishing.
    const fixing = await draft(created._id, { details: { fr: rt('Bien agiter avant emploi.') } });
    expect(fixing.draft?.translationStatus.fr?.status).toBe('filled');
    expect(fixing.translationStatus.fr?.status).toBe('stale');
    expect((await publish(created._id)).translationStatus.fr?.status).toBe('filled');
    expect(await staleIn(created._id, 'fr')).toBeUndefined();
  });

  it('a translation stored before this was tracked counts as saved against the English it had', async () => {
    const products = t.dataSource.getRepository(ProductEntity);
    const template = await products.findOneByOrFail({
      id: Number((await create({ name: { en: 'Template' } }))._id),
    });
    const { id: _id, ...copy } = template;
    const legacy = await products.save({ ...copy, name: { en: 'Legacy', es: 'Antiguo' } });
    const read = (await admin.get(`/api/admin/products/${legacy.id}`).expect(200)).body as Answer;
    expect(read.translationStatus.es?.status).toBe('filled');
    const changed = await put(String(legacy.id), { name: { en: 'Legacy product', es: 'Antiguo' } });
    expect(changed.translationStatus.es).toEqual({ status: 'stale', missing: [], stale: ['name'] });
  });
});

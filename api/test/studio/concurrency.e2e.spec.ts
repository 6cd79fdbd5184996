import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from './studio-helpers.js';

const SECOND = { name: 'deputy', password: 'Other-editor-77' } as const;

describe.each(DATABASES)('studio optimistic concurrency and presence on %s', (database) => {
  let t: TestApp;
  let a: TestAgent;
  let b: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin(SECOND.name, SECOND.password);
    a = await t.signIn();
    b = await t.signIn(SECOND.name, SECOND.password);
  });
  afterAll(() => t.close());

  const product = async () =>
    (
      await a
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Pet', name: { en: 'Original' }, composition: { en: 'First text' } })
        .expect(201)
    ).body as { _id: string; _version: string };
  const open = async (agent: TestAgent, id: string) => {
    const res = await agent.get(`/api/admin/products/${id}`).expect(200);
    return { version: res.body._version as string, etag: res.headers.etag as string };
  };

  describe('versions', () => {
    it('a read answers the version as `_version` and as ETag; every write answers the new one', async () => {
      const p = await product();
      const read = await open(a, p._id);
      expect(read.version).toMatch(/^[\w-]{22}$/);
      expect(read.etag).toBe(`"${read.version}"`);
      expect(p._version).toBe(read.version);
      const saved = await a
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .set('If-Match', read.etag)
        .send({ composition: { en: 'Draft text' } })
        .expect(200);
      expect(saved.body._version).not.toBe(read.version);
      expect(saved.headers.etag).toBe(`"${saved.body._version}"`);
      expect((await open(a, p._id)).version).toBe(saved.body._version);
    });
  });

  describe('PUT /api/admin/products/:id/draft with a stale If-Match', () => {
    it('is refused with 409 carrying the current record and version; nothing is overwritten', async () => {
      const p = await product();
      const tabA = await open(a, p._id);
      const tabB = await open(b, p._id);
      await a
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .set('If-Match', tabA.etag)
        .send({ composition: { en: 'Written in tab A' } })
        .expect(200);
      const stale = await b
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .set('If-Match', tabB.etag)
        .send({ composition: { en: 'Written in tab B' } });
      expect(stale.status).toBe(409);
      expect(stale.body.details.reason).toBe('stale');
      expect(stale.body.fields['If-Match']).toHaveLength(1);
      expect(stale.body.details.current.draft.values.composition.en).toBe('Written in tab A');
      expect(stale.body.details.current._version).toBe(stale.body.details.version);
      const now = await a.get(`/api/admin/products/${p._id}`).expect(200);
      expect(now.body.draft.values.composition.en).toBe('Written in tab A');
      // B merges and saves again, naming the version the 409 gave.
      await b
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .set('If-Match', `"${stale.body.details.version}"`)
        .send({ composition: { en: 'Written in tab A, then B' } })
        .expect(200);
    });
  });

  describe('the 409 of a stale save and the translation status', () => {
    it('carries the translation status a read answers: the draft that changed English shows French as stale', async () => {
      const created = (
        await a
          .post('/api/admin/products')
          .set(CSRF)
          .send({
            group: 'Pet',
            name: { en: 'Dosage guide', fr: 'Guide de dosage' },
            composition: { en: 'Calcium', fr: 'Calcium' },
          })
          .expect(201)
      ).body as { _id: string };
      const tabA = await open(a, created._id);
      const tabB = await open(b, created._id);
      // Tab A changes the English name only: in its draft the French name was written against older English.
      await a
        .put(`/api/admin/products/${created._id}/draft`)
        .set(CSRF)
        .set('If-Match', tabA.etag)
        .send({ name: { en: 'Dosage guide for cats', fr: 'Guide de dosage' } })
        .expect(200);
      const stale = await b
        .put(`/api/admin/products/${created._id}/draft`)
        .set(CSRF)
        .set('If-Match', tabB.etag)
        .send({ composition: { en: 'Calcium, tab B' } });
      expect(stale.status).toBe(409);
      const current = stale.body.details.current;
      const read = (await b.get(`/api/admin/products/${created._id}`).expect(200)).body;
      expect(current.translationStatus).toEqual(read.translationStatus);
      expect(current.draft.translationStatus).toEqual(read.draft.translationStatus);
      expect(current.translationStatus.fr).toEqual({ status: 'filled', missing: [], stale: [] });
      expect(current.draft.translationStatus.fr).toEqual({ status: 'stale', missing: [], stale: ['name'] });
      expect(current.draft.translationStatus.ar.status).toBe('missing');
    });
  });

  describe('every record write checks If-Match', () => {
    it('PUT, published, move, publish, draft discard, file upload and removal, DELETE: 409 when stale', async () => {
      const p = await product();
      const { etag: old } = await open(a, p._id);
      await a
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .set('If-Match', old)
        .send({ name: { en: 'New' } })
        .expect(200);
      const attempts = [
        a
          .put(`/api/admin/products/${p._id}`)
          .set(CSRF)
          .set('If-Match', old)
          .send({ name: { en: 'X' } }),
        a
          .put(`/api/admin/products/${p._id}/published`)
          .set(CSRF)
          .set('If-Match', old)
          .send({ published: false }),
        a.post(`/api/admin/products/${p._id}/move`).set(CSRF).set('If-Match', old).send({ direction: 'up' }),
        a.post(`/api/admin/products/${p._id}/publish`).set(CSRF).set('If-Match', old).send({}),
        a.delete(`/api/admin/products/${p._id}/draft`).set(CSRF).set('If-Match', old),
        a
          .post(`/api/admin/products/${p._id}/files/image`)
          .set(CSRF)
          .set('If-Match', old)
          .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' }),
        a.delete(`/api/admin/products/${p._id}/files/image`).set(CSRF).set('If-Match', old),
        a.delete(`/api/admin/products/${p._id}`).set(CSRF).set('If-Match', old),
      ];
      for (const [index, attempt] of attempts.entries()) {
        const res = await attempt;
        expect(res.status, `write #${index}: ${JSON.stringify(res.body)}`).toBe(409);
      }
      const after = await a.get(`/api/admin/products/${p._id}`).expect(200);
      expect(after.body.name.en).toBe('New');
      expect(after.body.image).toBeNull();
      // `*` and no header both write whatever the version.
      await a
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .set('If-Match', '*')
        .send({ name: { en: 'Any' } })
        .expect(200);
      await a
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .send({ name: { en: 'None' } })
        .expect(200);
    });
  });

  describe('PUT /api/admin/products/:id/presence', () => {
    it('tells each admin who else has the record open, and forgets one who left', async () => {
      const p = await product();
      const first = await a.put(`/api/admin/products/${p._id}/presence`).set(CSRF).expect(200);
      expect(first.body.editors).toEqual([]);
      const second = await b.put(`/api/admin/products/${p._id}/presence`).set(CSRF).expect(200);
      expect(second.body.editors).toEqual([{ name: ADMIN.name, since: expect.any(String) }]);
      const again = await a.put(`/api/admin/products/${p._id}/presence`).set(CSRF).expect(200);
      expect(again.body.editors).toEqual([{ name: SECOND.name, since: expect.any(String) }]);
      await b.delete(`/api/admin/products/${p._id}/presence`).set(CSRF).expect(204);
      expect((await a.put(`/api/admin/products/${p._id}/presence`).set(CSRF)).body.editors).toEqual([]);
    });

    it('answers 404 for a record that does not exist', async () => {
      await a.put('/api/admin/products/999999/presence').set(CSRF).expect(404);
    });
  });
});

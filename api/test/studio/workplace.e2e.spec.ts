import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditService } from '../../src/audit/audit.service.js';
import { AuditLogEntity } from '../../src/audit/audit-log.entity.js';
import { FilesService } from '../../src/files/files.service.js';
import { STUDIO_RESOURCES } from '../../src/studio/studio.registry.js';
import { StudioService } from '../../src/studio/studio.service.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

let lastIp = 0;
/** Each public post from its own client address, so the forms' rate limit never interferes. */
const fresh = () => ({ ...CSRF, 'X-Forwarded-For': `203.0.113.${++lastIp % 250}, 10.0.0.1` });

describe.each(DATABASES)("the admin's workplace on %s", (kind) => {
  let t: TestApp;
  let chief: TestAgent;
  let deputy: TestAgent;
  let viewer: TestAgent;

  const product = async (agent: TestAgent, name: Record<string, string>, extra: object = {}) =>
    (
      await agent
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Livestock', name, ...extra })
        .expect(201)
    ).body as { _id: string };

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('deputy', 'Another-pass-77');
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    chief = await t.signIn();
    deputy = await t.signIn('deputy', 'Another-pass-77');
    viewer = await t.signIn('watcher', 'Viewing-pass-55');
  });
  afterAll(() => t.close());

  describe('GET /api/admin/workplace', () => {
    it('lists unread messages, pending reviews, drafts oldest first, missing languages and the others’ changes', async () => {
      await request(t.server)
        .post('/api/contact')
        .set(fresh())
        .send({
          name: 'Amal Haddad',
          mobile: '+961 1 234 567',
          email: 'amal@example.org',
          message: 'Do you ship to Beirut?',
          website: '',
        })
        .expect(201);
      await request(t.server)
        .post('/api/reviews')
        .set(fresh())
        .send({ name: 'Kim Min-jun', email: 'kim@example.kr', rating: 4, comment: 'Good mineral mix.' })
        .expect(201);
      // An older unpublished record, then a draft saved later by the other admin.
      const stale = await product(deputy, { en: 'Stale Calcium Draft' }, { published: false });
      await t.dataSource
        .createQueryBuilder()
        .update('products')
        .set({ updatedAt: new Date('2020-01-02T00:00:00Z') })
        .where('id = :id', { id: Number(stale._id) })
        .execute();
      const drafted = await product(deputy, { en: 'Drafted Tonic', fr: 'Tonique' });
      await deputy
        .put(`/api/admin/products/${drafted._id}/draft`)
        .set(CSRF)
        .send({ name: { en: 'Drafted Tonic v2' } })
        .expect(200);

      const res = await chief.get('/api/admin/workplace').expect(200);
      const body = res.body;
      expect(body.unreadMessages.total).toBeGreaterThanOrEqual(1);
      expect(body.unreadMessages.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Amal Haddad',
        receivedAt: expect.stringMatching(/^\d{4}-/),
      });
      expect(body.pendingReviews.items).toContainEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Kim Min-jun',
        rating: 4,
        language: 'en',
        createdAt: expect.stringMatching(/^\d{4}-/),
      });
      const staleIndex = body.drafts.findIndex((d: { _id: string }) => d._id === stale._id);
      const draftIndex = body.drafts.findIndex((d: { _id: string }) => d._id === drafted._id);
      expect(body.drafts[staleIndex]).toMatchObject({
        resource: 'products',
        kind: 'unpublished',
        published: false,
        since: '2020-01-02T00:00:00.000Z',
        title: { en: 'Stale Calcium Draft', ar: '' },
      });
      expect(body.drafts[draftIndex]).toMatchObject({ kind: 'draft', by: 'deputy', published: true });
      // Oldest first.
      expect(staleIndex).toBeLessThan(draftIndex);
      const sinces = body.drafts.map((d: { since: string }) => d.since);
      expect(sinces).toEqual([...sinces].sort());
      // English only in some languages: listed with the languages that show English.
      expect(body.missingLanguages.length).toBeGreaterThan(0);
      for (const entry of body.missingLanguages) expect(entry.languages.length).toBeGreaterThan(0);
      // The deputy's writes are "changes by others" for the chief, never the chief's own.
      expect(body.recentChanges[0]).toMatchObject({ adminName: 'deputy', entity: 'products' });
      expect(body.recentChanges.every((c: { adminName: string }) => c.adminName !== ADMIN.name)).toBe(true);
      const deputyView = await deputy.get('/api/admin/workplace').expect(200);
      expect(
        deputyView.body.recentChanges.every((c: { adminName: string }) => c.adminName !== 'deputy'),
      ).toBe(true);
    });

    it('is for admins only: 401 anonymous, 403 for a viewer (it names visitors who wrote)', async () => {
      await request(t.server).get('/api/admin/workplace').expect(401);
      await viewer.get('/api/admin/workplace').expect(403);
      await viewer.get('/api/admin/workplace/search?q=tonic').expect(403);
    });
  });

  describe('GET /api/admin/workplace/search', () => {
    it('finds a record by its title in any language, Korean included, unpublished ones too', async () => {
      const made = await product(
        chief,
        { en: 'Zincoral Paste', ko: '징코랄 페이스트', ar: 'معجون زنكورال' },
        { published: false },
      );
      for (const q of ['징코랄', '징코랄 페이스트', 'Zincoral', 'zincoral', 'زنكورال', 'Zincoral Paste']) {
        // As the dashboard's client asks: with the UI language.
        const res = await chief
          .get(`/api/admin/workplace/search?q=${encodeURIComponent(q)}&lang=ko`)
          .expect(200);
        expect({ q, found: res.body.items }).toEqual({
          q,
          found: [
            {
              resource: 'products',
              _id: made._id,
              published: false,
              title: {
                en: 'Zincoral Paste',
                ko: '징코랄 페이스트',
                ar: 'معجون زنكورال',
                fr: '',
                es: '',
                ru: '',
              },
            },
          ],
        });
      }
      expect((await chief.get('/api/admin/workplace/search?q=nothing-like-this').expect(200)).body).toEqual({
        items: [],
      });
    });

    it('refuses an empty or too long query with a 400 naming q', async () => {
      for (const q of ['', '%20%20', 'x'.repeat(101)]) {
        const res = await chief.get(`/api/admin/workplace/search?q=${q}`).expect(400);
        expect(res.body.fields).toHaveProperty('q');
      }
      const none = await chief.get('/api/admin/workplace/search').expect(400);
      expect(none.body.fields).toHaveProperty('q');
    });
  });

  describe('sorting the studio lists', () => {
    it('sorts by a translated field (English text), a plain field and a date, both ways, with the total kept', async () => {
      const names = ['Sortable Bravo', 'Sortable Alpha', 'Sortable Charlie'];
      for (const en of names) await product(chief, { en });
      const by = async (sort: string) => {
        const res = await chief
          .get(`/api/admin/products?q=Sortable&sort=${encodeURIComponent(sort)}&pageSize=10`)
          .expect(200);
        expect(res.body.total).toBe(3);
        return res.body.items.map((item: { name: { en: string } }) => item.name.en);
      };
      expect(await by('name')).toEqual(['Sortable Alpha', 'Sortable Bravo', 'Sortable Charlie']);
      expect(await by('-name')).toEqual(['Sortable Charlie', 'Sortable Bravo', 'Sortable Alpha']);
      expect(await by('createdAt')).toHaveLength(3);
      expect(await by('-group')).toHaveLength(3);
    });

    it('sorts every resource by each field it offers, both ways (no 500 on any column or engine)', async () => {
      for (const def of STUDIO_RESOURCES) {
        const fields = new StudioService(
          def,
          t.dataSource,
          t.app.get(FilesService),
          t.app.get(AuditService),
        ).sortableFields();
        expect(fields).toContain('updatedAt');
        for (const field of fields)
          for (const sort of [field, `-${field}`]) {
            const res = await chief.get(`/api/admin/${def.path}?sort=${sort}&pageSize=5`);
            expect({ resource: def.path, sort, status: res.status }).toEqual({
              resource: def.path,
              sort,
              status: 200,
            });
          }
      }
    });

    it('refuses an unknown field, and sort with a cursor, with a 400 naming sort', async () => {
      for (const query of ['sort=password', 'sort=-nope', 'sort=name;drop', 'sort=name&cursor=abc']) {
        const res = await chief.get(`/api/admin/products?${query}`).expect(400);
        expect({ query, fields: Object.keys(res.body.fields ?? {}) }).toEqual({ query, fields: ['sort'] });
      }
    });
  });

  describe('POST /api/admin/<resource>/bulk', () => {
    it('unpublishes, publishes and deletes many, one audit row each, and names missing ids', async () => {
      const made = [];
      for (const en of ['Bulk One', 'Bulk Two', 'Bulk Three']) made.push((await product(chief, { en }))._id);
      const unpublished = await chief
        .post('/api/admin/products/bulk')
        .set(CSRF)
        .send({ action: 'unpublish', ids: [...made, '999999'] })
        .expect(200);
      expect(unpublished.body).toEqual({ action: 'unpublish', done: made, missing: ['999999'], refused: [] });
      for (const id of made) {
        expect((await chief.get(`/api/admin/products/${id}`).expect(200)).body.published).toBe(false);
        // Hidden publicly.
        await request(t.server).get(`/api/products/${id}`).expect(404);
      }
      const audit = t.dataSource.getRepository(AuditLogEntity);
      for (const id of made)
        expect(await audit.countBy({ entity: 'products', entityId: id, action: 'unpublish' })).toBe(1);

      await chief
        .post('/api/admin/products/bulk')
        .set(CSRF)
        .send({ action: 'publish', ids: made })
        .expect(200);
      await request(t.server).get(`/api/products/${made[0]}`).expect(200);

      const deleted = await chief
        .post('/api/admin/products/bulk')
        .set(CSRF)
        .send({ action: 'delete', ids: made.slice(0, 2) })
        .expect(200);
      expect(deleted.body.done).toEqual(made.slice(0, 2));
      await chief.get(`/api/admin/products/${made[0]}`).expect(404);
      expect(await audit.countBy({ entity: 'products', entityId: made[0], action: 'delete' })).toBe(1);
    });

    it('refuses a bad body with a 400 naming the field, and a viewer with 403', async () => {
      for (const [body, field] of [
        [{ action: 'archive', ids: ['1'] }, 'action'],
        [{ action: 'delete', ids: [] }, 'ids'],
        [{ action: 'delete', ids: ['abc'] }, 'ids'],
        [{ action: 'delete', ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 'ids'],
        [{ action: 'delete' }, 'ids'],
      ] as const) {
        const res = await chief.post('/api/admin/products/bulk').set(CSRF).send(body).expect(400);
        expect(res.body.fields).toHaveProperty(field);
      }
      await viewer
        .post('/api/admin/products/bulk')
        .set(CSRF)
        .send({ action: 'delete', ids: ['1'] })
        .expect(403);
    });
  });
});

import { paragraphsToRichText, plainTextToRichText } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaItemEntity } from '../../src/media/media-item.entity.js';
import { StudioDraftEntity } from '../../src/studio/drafts/studio-draft.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from './studio-helpers.js';

const VIEWER = { name: 'watcher', password: 'Viewing-pass-55' } as const;

describe.each(DATABASES)('studio drafts on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  let viewer: TestAgent;
  const visitor = () => request(t.server);

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin(VIEWER.name, VIEWER.password, 'viewer');
    admin = await t.signIn();
    viewer = await t.signIn(VIEWER.name, VIEWER.password);
  });
  afterAll(() => t.close());

  const product = async (body: object = {}) =>
    (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Pet', name: { en: 'Live Name', fr: 'Nom publié' }, ...body })
        .expect(201)
    ).body as { _id: string; published: boolean };
  const saveDraft = (id: string, body: object) =>
    admin.put(`/api/admin/products/${id}/draft`).set(CSRF).send(body);
  const publish = (id: string, body?: object) =>
    admin
      .post(`/api/admin/products/${id}/publish`)
      .set(CSRF)
      .send(body ?? {});
  const auditOf = async (id: string) =>
    (await admin.get(`/api/audit?entity=products&entityId=${id}`)).body.items.map(
      (item: { action: string; fields: string[] }) => [item.action, item.fields],
    );
  const draftRows = () => t.dataSource.getRepository(StudioDraftEntity).count();

  describe('PUT /api/admin/products/:id/draft', () => {
    it('keeps the live record and its public page as they were; the editor reads the draft next to it', async () => {
      const p = await product();
      const res = await saveDraft(p._id, {
        name: { en: 'Draft Name', fr: '' },
        composition: { en: 'New text' },
      });
      expect(res.status).toBe(200);
      expect(res.body.name.en).toBe('Live Name');
      expect(res.body.draft).toEqual({
        values: expect.objectContaining({
          _id: p._id,
          name: expect.objectContaining({ en: 'Draft Name', fr: '' }),
          composition: expect.objectContaining({ en: 'New text' }),
          group: 'Pet',
          division: 'veterinary',
        }),
        fields: ['name', 'composition'],
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedBy: ADMIN.name,
        // The French name blanked in the draft: French shows English there (the live record's French is filled).
        translationStatus: expect.objectContaining({
          fr: { status: 'missing', missing: expect.arrayContaining(['name', 'composition']), stale: [] },
        }),
      });
      expect(res.body.translationStatus.fr).toEqual({ status: 'filled', missing: [], stale: [] });

      const got = await admin.get(`/api/admin/products/${p._id}`).expect(200);
      expect(got.body).toEqual(res.body);
      expect(got.body.published).toBe(true);
      const pub = await visitor().get(`/api/products/${p._id}?lang=fr`).expect(200);
      expect(pub.body.name).toBe('Nom publié');
      const list = await admin.get('/api/admin/products?group=Pet&pageSize=100').expect(200);
      const item = list.body.items.find((i: { _id: string }) => i._id === p._id);
      expect(item).toMatchObject({ hasDraft: true, name: expect.objectContaining({ en: 'Live Name' }) });
      expect(list.body.items.filter((i: { hasDraft: boolean }) => !i.hasDraft).length).toBeGreaterThan(0);
      expect(await auditOf(p._id)).toEqual([
        ['draft-save', ['name', 'composition']],
        ['create', ['group', 'name']],
      ]);
    });

    it('adds later drafts to the earlier one, language by language', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'First', ar: 'الأول' } }).expect(200);
      const res = await saveDraft(p._id, { name: { ar: 'الثاني' }, indications: { en: 'Daily' } }).expect(
        200,
      );
      expect(res.body.draft.values.name).toMatchObject({ en: 'First', ar: 'الثاني', fr: 'Nom publié' });
      expect(res.body.draft.values.indications.en).toBe('Daily');
      expect(res.body.draft.fields).toEqual(['name', 'indications']);
      const rows = await t.dataSource.getRepository(StudioDraftEntity).findBy({ recordId: Number(p._id) });
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['a blank English name', { name: { en: ' ' } }, 'name.en', 'name.en must not be empty'],
      ['an unknown group', { group: 'Unicorns' }, 'group', 'group must be one of'],
      ['an unknown key', { colour: 3 }, 'colour', 'should not exist'],
      ['a file URL', { image: '/x.webp' }, 'image', 'should not exist'],
      ['a text too long', { name: { en: 'x'.repeat(301) } }, 'name.en', 'name.en'],
      ['publication', { published: false }, 'published', 'published cannot be part of a draft'],
    ])(
      'refuses %s like PUT (400 naming the field), storing and auditing nothing',
      async (_l, body, field, text) => {
        const p = await product();
        const drafts = await draftRows();
        const res = await saveDraft(p._id, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(res.body.fields[field].join(' ')).toContain(text);
        expect(await draftRows()).toBe(drafts);
        expect(await auditOf(p._id)).toEqual([['create', ['group', 'name']]]);
      },
    );

    it('answers 404 for an unknown record and 400 for a bad id', async () => {
      expect((await saveDraft('999999', { name: { en: 'X' } })).status).toBe(404);
      expect((await saveDraft('abc', { name: { en: 'X' } })).status).toBe(400);
      expect((await admin.delete('/api/admin/products/999999/draft').set(CSRF)).status).toBe(404);
      expect((await publish('999999')).status).toBe(404);
    });
  });

  describe('POST /api/admin/products/:id/publish', () => {
    it('applies the draft through the update path, drops it, and visitors see the new version', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'Published Name', fr: '' }, group: 'Aqua' }).expect(200);
      const res = await publish(p._id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: { en: 'Published Name', fr: '' }, group: 'Aqua', draft: null });
      const pub = await visitor().get(`/api/products/${p._id}?lang=fr`).expect(200);
      expect(pub.body).toMatchObject({ name: 'Published Name', group: 'Aqua', division: 'veterinary' });
      expect((await admin.get(`/api/admin/products/${p._id}`)).body.draft).toBeNull();
      const [publishRow, updateRow] = await auditOf(p._id);
      expect(publishRow).toEqual(['publish', expect.arrayContaining(['name', 'group', 'sortOrder'])]);
      expect(updateRow).toEqual(['update', expect.arrayContaining(['name', 'group'])]);
    });

    it('publishes a record created as a draft (unpublished until then), changes in the body included', async () => {
      const p = await product({ published: false, name: { en: 'Secret Launch' } });
      expect(p.published).toBe(false);
      await visitor().get(`/api/products/${p._id}`).expect(404);
      const before = await visitor().get('/api/products?group=Pet&pageSize=50').expect(200);
      expect(before.body.items.map((i: { _id: string }) => i._id)).not.toContain(p._id);
      // Details are rich text (issue 33): the draft carries the document, the public page answers it.
      const details = plainTextToRichText('Now public');
      const res = await publish(p._id, { details: { en: details } }).expect(200);
      expect(res.body).toMatchObject({ published: true, details: { en: details } });
      const pub = await visitor().get(`/api/products/${p._id}`).expect(200);
      expect(pub.body).toMatchObject({ name: 'Secret Launch', details, detailsLanguage: 'en' });
      expect((await auditOf(p._id))[0]).toEqual(['publish', ['details', 'published']]);
    });

    it('refused (like PUT) leaves the draft, the record and the audit log as they were', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'Pending' } }).expect(200);
      const res = await publish(p._id, { name: { en: '' } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'name.en': ['name.en must not be empty'] });
      const got = await admin.get(`/api/admin/products/${p._id}`);
      expect(got.body.name.en).toBe('Live Name');
      expect(got.body.draft.values.name.en).toBe('Pending');
      expect((await auditOf(p._id)).map(([action]: [string]) => action)).toEqual(['draft-save', 'create']);
      expect((await publish(p._id, { published: true })).status).toBe(400);
    });
  });

  describe('DELETE /api/admin/products/:id/draft', () => {
    it('drops the draft and keeps the live record; with no draft it changes and audits nothing', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'Never' } }).expect(200);
      const res = await admin.delete(`/api/admin/products/${p._id}/draft`).set(CSRF).expect(200);
      expect(res.body).toMatchObject({ name: { en: 'Live Name' }, draft: null });
      await admin.delete(`/api/admin/products/${p._id}/draft`).set(CSRF).expect(200);
      expect(await auditOf(p._id)).toEqual([
        ['draft-discard', ['name']],
        ['draft-save', ['name']],
        ['create', ['group', 'name']],
      ]);
    });

    it('deleting a record deletes its draft with it', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'Orphan?' } }).expect(200);
      const drafts = await draftRows();
      await admin.delete(`/api/admin/products/${p._id}`).set(CSRF).expect(200);
      expect(await draftRows()).toBe(drafts - 1);
    });
  });

  describe('preview (?preview=1)', () => {
    it('shows an admin the drafts and unpublished records, never cached; visitors and viewers see the live site', async () => {
      const live = await product({ name: { en: 'Shown Name' } });
      await saveDraft(live._id, { name: { en: 'Draft Only Name' } }).expect(200);
      const hidden = await product({ published: false, name: { en: 'Hidden Product' } });
      // A visitor's read of the same address first, so a cached answer would be there to be wrongly served.
      for (let i = 0; i < 2; i++) await visitor().get(`/api/products/${live._id}?preview=1`).expect(200);

      const seen = await admin.get(`/api/products/${live._id}?preview=1`).expect(200);
      expect(seen.body.name).toBe('Draft Only Name');
      expect(seen.headers['cache-control']).toBe('no-store');
      expect(seen.headers['x-cache']).toBeUndefined();
      expect((await admin.get(`/api/products/${hidden._id}?preview=1`).expect(200)).body.name).toBe(
        'Hidden Product',
      );
      const names = async (agent: TestAgent | ReturnType<typeof visitor>, query: string) =>
        (await agent.get(`/api/products?group=Pet&pageSize=50${query}`).expect(200)).body.items.map(
          (i: { name: string }) => i.name,
        );
      const previewList = await names(admin, '&preview=1');
      expect(previewList).toEqual(expect.arrayContaining(['Draft Only Name', 'Hidden Product']));
      expect(previewList).not.toContain('Shown Name');

      for (const agent of [visitor(), viewer, admin]) {
        const query = agent === admin ? '' : '&preview=1';
        const list = await names(agent, query);
        expect(list).toContain('Shown Name');
        expect(list).not.toContain('Draft Only Name');
        expect(list).not.toContain('Hidden Product');
      }
      const anonymous = await visitor().get(`/api/products/${live._id}?preview=1`).expect(200);
      expect(anonymous.body.name).toBe('Shown Name');
      expect(anonymous.headers['cache-control']).toBe('public, no-cache');
      expect((await viewer.get(`/api/products/${live._id}?preview=1`)).body.name).toBe('Shown Name');
      await visitor().get(`/api/products/${hidden._id}?preview=1`).expect(404);
      await viewer.get(`/api/products/${hidden._id}?preview=1`).expect(404);
      // preview=true or any other value is not a preview.
      expect((await admin.get(`/api/products/${live._id}?preview=true`)).body.name).toBe('Shown Name');
    });

    it('overlays product-card drafts on the home page list in preview only', async () => {
      const { body: card } = await admin
        .post('/api/admin/product-cards')
        .set(CSRF)
        .send({ name: { en: 'Card Live' }, details: { en: 'D' }, category: { en: 'C' }, rating: 4 })
        .expect(201);
      await admin
        .put(`/api/admin/product-cards/${card._id}/draft`)
        .set(CSRF)
        .send({ name: { en: 'Card Draft' }, rating: 2 })
        .expect(200);
      const pick = (items: Array<{ _id: string }>) => items.find((i) => i._id === card._id);
      expect(pick((await visitor().get('/api/product-cards')).body)).toMatchObject({
        name: 'Card Live',
        rating: 4,
      });
      expect(pick((await admin.get('/api/product-cards?preview=1')).body)).toMatchObject({
        name: 'Card Draft',
        rating: 2,
      });
      await admin.post(`/api/admin/product-cards/${card._id}/publish`).set(CSRF).send({}).expect(200);
      expect(pick((await visitor().get('/api/product-cards')).body)).toMatchObject({
        name: 'Card Draft',
        rating: 2,
      });
    });
  });

  describe('preview on the other resources (public services adopt publicRows / visibleRows)', () => {
    it('a blog post moved to a new address, an unpublished event, brochure and page banner: seen by the admin only', async () => {
      const { body: blog } = await admin
        .post('/api/admin/blogs')
        .set(CSRF)
        .send({
          slug: 'draft-preview-post',
          title: { en: 'Live post' },
          sections: { en: [{ heading: 'One', body: paragraphsToRichText(['Text.']) }] },
          division: 'veterinary',
          publishedAt: '2026-03-14',
        })
        .expect(201);
      await admin
        .put(`/api/admin/blogs/${blog._id}/draft`)
        .set(CSRF)
        .send({ slug: 'draft-preview-moved', title: { en: 'Drafted post' } })
        .expect(200);
      const postAt = (agent: TestAgent | ReturnType<typeof visitor>, slug: string) =>
        agent.get(`/api/blogs/${slug}?preview=1`);
      expect((await postAt(visitor(), 'draft-preview-post').expect(200)).body.title).toBe('Live post');
      await postAt(visitor(), 'draft-preview-moved').expect(404);
      expect((await postAt(admin, 'draft-preview-moved').expect(200)).body.title).toBe('Drafted post');
      const blogTitles = async (agent: TestAgent | ReturnType<typeof visitor>) =>
        (await agent.get('/api/blogs?division=veterinary&pageSize=50&preview=1')).body.items.map(
          (i: { title: string }) => i.title,
        );
      expect(await blogTitles(visitor())).toContain('Live post');
      expect(await blogTitles(admin)).toContain('Drafted post');
      expect(await blogTitles(admin)).not.toContain('Live post');

      const unpublished = [
        [
          'events',
          {
            title: { en: 'Hidden event' },
            date: '2026-10-08',
            place: { en: 'P' },
            description: { en: plainTextToRichText('D') },
          },
        ],
        ['brochures', { name: { en: 'Hidden brochure' }, division: 'human' }],
      ] as const;
      for (const [path, body] of unpublished) {
        await admin
          .post(`/api/admin/${path}`)
          .set(CSRF)
          .send({ ...body, published: false })
          .expect(201);
      }
      const texts = async (agent: TestAgent | ReturnType<typeof visitor>, url: string) =>
        JSON.stringify((await agent.get(url).expect(200)).body);
      for (const [url, text] of [
        ['/api/events?pageSize=50&preview=1', 'Hidden event'],
        ['/api/brochures?division=human&pageSize=50&preview=1', 'Hidden brochure'],
      ] as const) {
        expect(await texts(visitor(), url)).not.toContain(text);
        expect(await texts(viewer, url)).not.toContain(text);
        expect(await texts(admin, url)).toContain(text);
      }

      // A page banner's draft title: the page's banner read and the division's list, in preview only.
      const { body: banners } = await admin.get('/api/admin/page-banners?pageSize=100').expect(200);
      const banner = banners.items.find((b: { key: string }) => b.key === 'human/Health_supplements');
      await admin
        .put(`/api/admin/page-banners/${banner._id}/draft`)
        .set(CSRF)
        .send({ title: { en: 'Drafted banner title' } })
        .expect(200);
      expect(await texts(visitor(), '/api/page-banners/all?division=human&preview=1')).not.toContain(
        'Drafted banner title',
      );
      expect(await texts(admin, '/api/page-banners/all?division=human&preview=1')).toContain(
        'Drafted banner title',
      );
      expect(
        (await admin.get('/api/page-banners?key=human/Health_supplements&preview=1').expect(200)).body.title,
      ).toBe('Drafted banner title');
    });
  });

  describe('files while a draft is pending (a file added, replaced or removed is part of the draft)', () => {
    /** Uploads a picture (asserting the 200) and answers the editor's record. */
    const upload = async (resource: string, id: string, field: string, color: string) => {
      const res = await admin
        .post(`/api/admin/${resource}/${id}/files/${field}`)
        .set(CSRF)
        .attach('file', await png(color), 'p.png');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res;
    };
    const mediaRow = (url: string) => t.dataSource.getRepository(MediaItemEntity).findOneBy({ url });

    it('an upload into a draft stays out of the public record until publish; the preview shows it', async () => {
      const p = await product();
      // No draft: the upload applies to the live record at once (like PUT).
      const live = (await upload('products', p._id, 'image', '#a11')).body.image as string;
      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(live);

      await saveDraft(p._id, { name: { en: 'With picture' } }).expect(200);
      const first = await upload('products', p._id, 'image', '#1a1');
      const firstDraft = first.body.draft.values.image as string;
      expect(first.body.image).toBe(live);
      // A second upload replaces the draft's file: the first, never published, is removed from storage.
      const res = await upload('products', p._id, 'image', '#11a');
      const drafted = res.body.draft.values.image as string;
      expect(drafted).toMatch(/^\/api\/uploads\//);
      expect(drafted).not.toBe(firstDraft);
      expect(res.body.image).toBe(live);
      expect(res.body.draft.fields).toEqual(['name', 'image']);
      expect(await t.isStored(firstDraft)).toBe(false);
      expect(await mediaRow(firstDraft)).toBeNull();

      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(live);
      expect((await visitor().get(`/api/products/${p._id}?preview=1`).expect(200)).body.image).toBe(live);
      expect((await admin.get(`/api/products/${p._id}?preview=1`).expect(200)).body.image).toBe(drafted);
      expect(await t.isStored(drafted)).toBe(true);
      expect((await auditOf(p._id)).slice(0, 2)).toEqual([
        ['draft-save', ['image']],
        ['draft-save', ['image']],
      ]);

      const published = await publish(p._id).expect(200);
      expect(published.body).toMatchObject({ image: drafted, name: { en: 'With picture' }, draft: null });
      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(drafted);
      // The replaced file is handled as a live replacement is: kept while a version shows it.
      expect(await t.isStored(live)).toBe(true);
      expect(await t.isStored(drafted)).toBe(true);
      expect(
        await t.dataSource
          .getRepository(StudioDraftEntity)
          .countBy({ resource: 'products', recordId: Number(p._id) }),
      ).toBe(0);
    });

    it('discarding the draft deletes its never-published file and leaves the live one', async () => {
      const p = await product();
      const live = (await upload('products', p._id, 'image', '#a22')).body.image as string;
      await saveDraft(p._id, {}).expect(200);
      const drafted = (await upload('products', p._id, 'image', '#2a2')).body.draft.values.image as string;
      expect(await t.isStored(drafted)).toBe(true);
      expect(await mediaRow(drafted)).not.toBeNull();

      const res = await admin.delete(`/api/admin/products/${p._id}/draft`).set(CSRF).expect(200);
      expect(res.body).toMatchObject({ image: live, draft: null });
      expect(await t.isStored(drafted)).toBe(false);
      expect(await mediaRow(drafted)).toBeNull();
      expect(await t.isStored(live)).toBe(true);
      expect(
        await t.dataSource
          .getRepository(StudioDraftEntity)
          .countBy({ resource: 'products', recordId: Number(p._id) }),
      ).toBe(0);
      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(live);
    });

    it('a refused upload into a draft leaves the draft, storage and the audit log as they were', async () => {
      const p = await product();
      await saveDraft(p._id, { name: { en: 'Kept' } }).expect(200);
      const before = (await admin.get(`/api/admin/products/${p._id}`).expect(200)).body;
      const audit = await auditOf(p._id);
      const refused = await admin
        .post(`/api/admin/products/${p._id}/files/image`)
        .set(CSRF)
        .attach('file', Buffer.from('not an image at all'), 'p.png');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect((await admin.get(`/api/admin/products/${p._id}`).expect(200)).body).toEqual(before);
      expect(await auditOf(p._id)).toEqual(audit);
    });

    it('a file removed in a draft stays public until publish', async () => {
      const p = await product();
      const live = (await upload('products', p._id, 'image', '#a33')).body.image as string;
      await saveDraft(p._id, {}).expect(200);
      const res = await admin.delete(`/api/admin/products/${p._id}/files/image`).set(CSRF).expect(200);
      expect(res.body).toMatchObject({ image: live, draft: { values: { image: null }, fields: ['image'] } });
      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(live);
      expect((await admin.get(`/api/products/${p._id}?preview=1`).expect(200)).body.image ?? null).toBeNull();
      expect(await t.isStored(live)).toBe(true);

      await publish(p._id).expect(200);
      expect((await visitor().get(`/api/products/${p._id}`).expect(200)).body.image ?? null).toBeNull();
      expect((await admin.get(`/api/admin/products/${p._id}`).expect(200)).body.image).toBeNull();
    });

    it("a list field (an event's pictures) gains and loses files in the draft only", async () => {
      const created = await admin
        .post('/api/admin/events')
        .set(CSRF)
        .send({
          title: { en: 'Draft pictures day' },
          date: '2030-09-01',
          place: { en: 'Pune, India' },
          description: { en: plainTextToRichText('Pictures in a draft.') },
        })
        .expect(201);
      const id = created.body._id as string;
      const [first] = (await upload('events', id, 'images', '#b11')).body.images as [string];
      await admin.put(`/api/admin/events/${id}/draft`).set(CSRF).send({}).expect(200);
      const added = (await upload('events', id, 'images', '#1b1')).body;
      expect(added.images).toEqual([first]);
      const second = added.draft.values.images[1] as string;
      expect(added.draft.values.images).toEqual([first, second]);
      const removed = await admin
        .delete(`/api/admin/events/${id}/files/images`)
        .query({ url: first })
        .set(CSRF)
        .expect(200);
      expect(removed.body).toMatchObject({ images: [first], draft: { values: { images: [second] } } });
      // Naming a file the draft no longer holds: 400 naming url, nothing changed.
      const again = await admin
        .delete(`/api/admin/events/${id}/files/images`)
        .query({ url: first })
        .set(CSRF);
      expect(again.status).toBe(400);
      expect(Object.keys(again.body.fields)).toEqual(['url']);
      const publicImages = async () =>
        (
          (await visitor().get('/api/events?pageSize=50').expect(200)).body.items as Array<{
            _id: string;
            images: string[];
          }>
        ).find((item) => item._id === id)?.images;
      expect(await publicImages()).toEqual([first]);
      await admin.post(`/api/admin/events/${id}/publish`).set(CSRF).send({}).expect(200);
      expect(await publicImages()).toEqual([second]);
      expect(await t.isStored(first)).toBe(true);
    });
  });

  describe('access', () => {
    it('answers 401 without a session and 403 to a non-admin, writing nothing', async () => {
      const p = await product();
      const drafts = await draftRows();
      for (const [method, path] of [
        ['put', `/api/admin/products/${p._id}/draft`],
        ['delete', `/api/admin/products/${p._id}/draft`],
        ['post', `/api/admin/products/${p._id}/publish`],
      ] as const) {
        const anonymous = await visitor()
          [method](path)
          .set(CSRF)
          .send({ name: { en: 'X' } });
        expect(anonymous.status).toBe(401);
        const denied = await viewer[method](path)
          .set(CSRF)
          .send({ name: { en: 'X' } });
        expect(denied.status).toBe(403);
        expect((await admin[method](path).send({})).status).toBe(403); // no CSRF header
      }
      expect(await draftRows()).toBe(drafts);
      expect(await auditOf(p._id)).toEqual([['create', ['group', 'name']]]);
    });
  });
});

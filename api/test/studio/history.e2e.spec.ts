import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../src/common/clock.js';
import { StudioBinService } from '../../src/studio/history/studio-bin.service.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from './studio-helpers.js';

const VIEWER = { name: 'watcher', password: 'Viewing-pass-55' } as const;
const DAY = 24 * 60 * 60 * 1000;

interface Version {
  _id: string;
  kind: string;
  at: string;
  adminName: string;
}

interface AuditRow {
  action: string;
  entityId: string;
  fields: string[];
  title: Record<string, string> | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  versionId: string | null;
}

describe.each(DATABASES)('studio history, restore and the bin on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  let viewer: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin(VIEWER.name, VIEWER.password, 'viewer');
    admin = await t.signIn();
    viewer = await t.signIn(VIEWER.name, VIEWER.password);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  const product = async (name = 'Calcium gel') =>
    (
      await admin
        .post('/api/admin/products')
        .set(CSRF)
        .send({ group: 'Pet', name: { en: name, ar: 'جل الكالسيوم' }, details: { en: rt('First text') } })
        .expect(201)
    ).body as { _id: string; _version: string };
  const etag = async (id: string) =>
    (await admin.get(`/api/admin/products/${id}`).expect(200)).headers.etag as string;
  const versions = async (id: string) =>
    (await admin.get(`/api/admin/products/${id}/versions`).expect(200)).body.items as Version[];
  const auditOf = async (entity: string, id: string) =>
    (await admin.get(`/api/audit?entity=${entity}&entityId=${id}`).expect(200)).body.items as AuditRow[];

  /** Created, then edited three times: two draft saves and a publish. */
  const editedThrice = async () => {
    const p = await product();
    const edits = [
      ['draft', { details: { en: rt('Second text'), fr: rt('Deuxième texte') } }],
      ['draft', { details: { en: rt('Third text') } }],
      ['publish', { name: { en: 'Calcium gel forte' } }],
    ] as const;
    for (const [how, body] of edits) {
      await admin[how === 'draft' ? 'put' : 'post'](`/api/admin/products/${p._id}/${how}`)
        .set(CSRF)
        .set('If-Match', await etag(p._id))
        .send(body)
        .expect(200);
    }
    return p;
  };

  describe('GET /api/admin/products/:id/versions', () => {
    it('lists a version per save, newest first, with who and when; each one has the full values', async () => {
      const p = await editedThrice();
      const list = await versions(p._id);
      expect(list.map((v) => v.kind)).toEqual(['publish', 'draft', 'draft', 'create']);
      for (const v of list) {
        expect(v.adminName).toBe(ADMIN.name);
        expect(Date.parse(v.at)).not.toBeNaN();
      }
      const first = await admin.get(`/api/admin/products/${p._id}/versions/${list[2]?._id}`).expect(200);
      expect(first.body.kind).toBe('draft');
      expect(first.body.values.details).toMatchObject({
        en: rt('Second text'),
        fr: rt('Deuxième texte'),
        ko: { type: 'doc', content: [] },
      });
      expect(first.body.values.name).toMatchObject({ en: 'Calcium gel', ar: 'جل الكالسيوم' });
      expect(first.body.values.group).toBe('Pet');
      const last = await admin.get(`/api/admin/products/${p._id}/versions/${list[0]?._id}`).expect(200);
      expect(last.body.values).toMatchObject({ name: { en: 'Calcium gel forte' }, published: true });
      expect(last.body.values.details.en).toEqual(rt('Third text'));
    });

    it('answers 404 for a record or a version that does not exist, or a version of another record', async () => {
      const p = await product();
      const other = await product('Other');
      const [otherVersion] = await versions(other._id);
      await admin.get('/api/admin/products/999999/versions').expect(404);
      await admin.get(`/api/admin/products/${p._id}/versions/999999`).expect(404);
      await admin.get(`/api/admin/products/${p._id}/versions/${otherVersion?._id}`).expect(404);
      const bad = await admin.get(`/api/admin/products/${p._id}/versions/abc`);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['versionId']);
    });
  });

  describe('POST /api/admin/products/:id/versions/:versionId/restore', () => {
    it('restores a version as a new draft: the live record stays, the draft reads as that version', async () => {
      const p = await editedThrice();
      const list = await versions(p._id);
      const firstEdit = list[2] as Version;
      const restored = await admin
        .post(`/api/admin/products/${p._id}/versions/${firstEdit._id}/restore`)
        .set(CSRF)
        .set('If-Match', await etag(p._id))
        .expect(200);
      expect(restored.headers.etag).toBe(`"${restored.body._version}"`);
      // Visitors keep the published record; the editor gets the version as a draft.
      const etagRestored = restored.headers.etag as string;
      expect(restored.body.name.en).toBe('Calcium gel forte');
      expect(restored.body.details.en).toEqual(rt('Third text'));
      expect(restored.body.draft.values.name.en).toBe('Calcium gel');
      expect(restored.body.draft.values.details).toMatchObject({
        en: rt('Second text'),
        fr: rt('Deuxième texte'),
      });
      expect(restored.body.draft.fields.sort()).toEqual(['details', 'name']);
      const after = await versions(p._id);
      expect(after.map((v) => v.kind)).toEqual(['restore', 'publish', 'draft', 'draft', 'create']);
      const [row] = await auditOf('products', p._id);
      expect(row).toMatchObject({
        action: 'version-restore',
        title: { en: 'Calcium gel', ar: 'جل الكالسيوم' },
        versionId: after[0]?._id,
      });
      expect(row?.changes.details).toEqual({
        before: expect.objectContaining({ en: rt('Third text'), fr: rt('Deuxième texte') }),
        after: expect.objectContaining({ en: rt('Second text'), fr: rt('Deuxième texte') }),
      });
      // Published, the restored values go live.
      await admin
        .post(`/api/admin/products/${p._id}/publish`)
        .set(CSRF)
        .set('If-Match', etagRestored)
        .send({})
        .expect(200);
      const live = await admin.get(`/api/admin/products/${p._id}`).expect(200);
      expect(live.body).toMatchObject({
        name: { en: 'Calcium gel' },
        details: { en: rt('Second text') },
        draft: null,
      });
    });

    it('restores a version’s photo into the draft; a restore that drops a drafted photo removes it', async () => {
      const p = await product('Photo restore');
      const upload = async (color: string) => {
        const res = await admin
          .post(`/api/admin/products/${p._id}/files/image`)
          .set(CSRF)
          .attach('file', await png(color), 'p.png');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
      };
      const first = (await upload('#c51')).image as string;
      await admin
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .send({ composition: { en: 'Kept' } })
        .expect(200);
      const withPhoto = (await versions(p._id))[0];
      await admin.post(`/api/admin/products/${p._id}/publish`).set(CSRF).send({}).expect(200);
      await admin.put(`/api/admin/products/${p._id}/draft`).set(CSRF).send({}).expect(200);
      const drafted = (await upload('#5c1')).draft.values.image as string;
      await admin.post(`/api/admin/products/${p._id}/publish`).set(CSRF).send({}).expect(200);
      // Live now: the second photo. The version saved with the first one restores it as a draft.
      await admin.put(`/api/admin/products/${p._id}/draft`).set(CSRF).send({}).expect(200);
      const third = (await upload('#15c')).draft.values.image as string;
      const restored = await admin
        .post(`/api/admin/products/${p._id}/versions/${withPhoto?._id}/restore`)
        .set(CSRF)
        .expect(200);
      expect(restored.body.image).toBe(drafted);
      expect(restored.body.draft.values.image).toBe(first);
      // The third photo was only ever in the replaced draft: gone from storage.
      expect(await t.isStored(third)).toBe(false);
      expect(await t.isStored(first)).toBe(true);
      await admin.post(`/api/admin/products/${p._id}/publish`).set(CSRF).send({}).expect(200);
      expect((await t.http().get(`/api/products/${p._id}`).expect(200)).body.image).toBe(first);
    });

    it('respects the record’s version: a stale If-Match answers 409 and nothing changes', async () => {
      const p = await editedThrice();
      const old = await etag(p._id);
      const list = await versions(p._id);
      await admin
        .put(`/api/admin/products/${p._id}/draft`)
        .set(CSRF)
        .set('If-Match', old)
        .send({ details: { en: rt('Another tab') } })
        .expect(200);
      const stale = await admin
        .post(`/api/admin/products/${p._id}/versions/${list[3]?._id}/restore`)
        .set(CSRF)
        .set('If-Match', old);
      expect(stale.status).toBe(409);
      expect(stale.body.details.reason).toBe('stale');
      const now = await admin.get(`/api/admin/products/${p._id}`).expect(200);
      expect(now.body.draft.values.details.en).toEqual(rt('Another tab'));
      await admin
        .post(`/api/admin/products/${p._id}/versions/999999/restore`)
        .set(CSRF)
        .set('If-Match', now.headers.etag as string)
        .expect(404);
    });
  });

  describe('admin only', () => {
    it('a viewer reads no version and restores nothing; the bin is refused to a viewer and to strangers', async () => {
      const p = await editedThrice();
      const [v] = await versions(p._id);
      await viewer.get(`/api/admin/products/${p._id}/versions`).expect(403);
      await viewer.get(`/api/admin/products/${p._id}/versions/${v?._id}`).expect(403);
      await viewer.post(`/api/admin/products/${p._id}/versions/${v?._id}/restore`).set(CSRF).expect(403);
      await viewer.get('/api/bin').expect(403);
      await viewer.post('/api/bin/1/restore').set(CSRF).expect(403);
      await t.http().get('/api/bin').expect(401);
      await t.http().post('/api/bin/1/restore').set(CSRF).expect(401);
      expect((await versions(p._id)).length).toBe(4);
    });
  });

  describe('the audit log', () => {
    it('shows each change’s values before and after, the record’s title and the version it made', async () => {
      const p = await product('Before name');
      await admin
        .put(`/api/admin/products/${p._id}`)
        .set(CSRF)
        .send({ name: { en: 'After name' }, packing: { en: '10 ml' } })
        .expect(200);
      const [update, create] = await auditOf('products', p._id);
      expect(update).toMatchObject({ action: 'update', title: { en: 'After name' } });
      expect(update?.changes.name).toEqual({
        before: expect.objectContaining({ en: 'Before name' }),
        after: expect.objectContaining({ en: 'After name' }),
      });
      expect(update?.changes.packing).toEqual({
        before: expect.objectContaining({ en: '' }),
        after: expect.objectContaining({ en: '10 ml' }),
      });
      expect(Object.keys(update?.changes ?? {}).sort()).toEqual(['name', 'packing']);
      const [latest] = await versions(p._id);
      expect(update?.versionId).toBe(latest?._id);
      expect(create).toMatchObject({ action: 'create', title: { en: 'Before name' } });
      await admin.delete(`/api/admin/products/${p._id}`).set(CSRF).expect(200);
      const [deleted] = await auditOf('products', p._id);
      expect(deleted).toMatchObject({ action: 'delete', title: { en: 'After name' } });
    });
  });

  describe('the bin', () => {
    const event = {
      title: { en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
      date: '2026-10-08',
      place: { en: 'Namakkal, India' },
      description: { en: rt('Vaccination and gut health for broiler farms.') },
    };

    it('keeps a deleted record with its files and draft, lists it, and puts it back as it was', async () => {
      const created = await admin.post('/api/admin/events').set(CSRF).send(event).expect(201);
      const id = created.body._id as string;
      const withImage = await admin
        .post(`/api/admin/events/${id}/files/images`)
        .set(CSRF)
        .attach('file', await png('#c33'), 'a.png')
        .expect(200);
      const [image] = withImage.body.images as [string];
      await admin
        .put(`/api/admin/events/${id}/draft`)
        .set(CSRF)
        .send({ place: { en: 'Chennai, India' } })
        .expect(200);
      const before = (await admin.get(`/api/admin/events/${id}`).expect(200)).body;
      await admin.delete(`/api/admin/events/${id}`).set(CSRF).expect(200);
      await admin.get(`/api/admin/events/${id}`).expect(404);
      expect(await t.isStored(image)).toBe(true);

      const bin = await admin.get('/api/bin?resource=events').expect(200);
      const entry = bin.body.items.find((item: { recordId: string }) => item.recordId === id);
      expect(entry).toMatchObject({
        resource: 'events',
        title: { en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
        deletedBy: ADMIN.name,
      });
      expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * DAY);
      // The history of a deleted record stays readable while it is in the bin.
      expect((await admin.get(`/api/admin/events/${id}/versions`).expect(200)).body.items.length).toBe(2);
      expect((await admin.get('/api/bin?resource=nothing')).status).toBe(400);

      const restored = await admin.post(`/api/bin/${entry._id}/restore`).set(CSRF).expect(200);
      expect(restored.body).toMatchObject({ resource: 'events', recordId: id });
      const back = (await admin.get(`/api/admin/events/${id}`).expect(200)).body;
      const { _version: _a, draft: draftBack, ...liveBack } = back;
      const { _version: _b, draft: draftBefore, ...liveBefore } = before;
      expect(liveBack).toEqual(liveBefore);
      expect(draftBack.values.place.en).toBe('Chennai, India');
      expect(draftBefore.values.place.en).toBe('Chennai, India');
      const publicList = await t.http().get('/api/events?pageSize=50').expect(200);
      expect(JSON.stringify(publicList.body)).toContain(image);
      await admin.post(`/api/bin/${entry._id}/restore`).set(CSRF).expect(404);
      const [row] = await auditOf('events', id);
      expect(row).toMatchObject({ action: 'bin-restore', title: { en: 'Poultry health day' } });
      expect((await admin.get('/api/bin?resource=events').expect(200)).body.total).toBe(0);
      const notAnId = await admin.post('/api/bin/x/restore').set(CSRF);
      expect(notAnId.status).toBe(400);
      expect(Object.keys(notAnId.body.fields)).toEqual(['id']);
    });

    it('refuses to put back a record whose unique value another record took meanwhile (409 naming it)', async () => {
      const blog = {
        slug: 'bin-slug-test',
        title: { en: 'A post in the bin' },
        excerpt: { en: 'Short.' },
        category: 'Dairy',
        division: 'veterinary',
        publishedAt: '2026-03-14',
      };
      const first = await admin.post('/api/admin/blogs').set(CSRF).send(blog).expect(201);
      await admin.delete(`/api/admin/blogs/${first.body._id}`).set(CSRF).expect(200);
      await admin.post('/api/admin/blogs').set(CSRF).send(blog).expect(201);
      const entry = (await admin.get('/api/bin?resource=blogs').expect(200)).body.items[0];
      const refused = await admin.post(`/api/bin/${entry._id}/restore`).set(CSRF);
      expect(refused.status).toBe(409);
      expect(Object.keys(refused.body.fields)).toEqual(['slug']);
      // Still in the bin: nothing was changed.
      expect((await admin.get('/api/bin?resource=blogs').expect(200)).body.total).toBe(1);
      await admin.get(`/api/admin/blogs/${first.body._id}`).expect(404);
    });

    it('the scheduled purge removes records deleted more than 30 days ago, their versions and files, only then', async () => {
      const p = await product('Purged product');
      const uploaded = await admin
        .post(`/api/admin/products/${p._id}/files/image`)
        .set(CSRF)
        .attach('file', await png('#3c3'), 'p.png')
        .expect(200);
      const image = uploaded.body.image as string;
      // A photo in its pending draft goes to the bin with it and is kept until the purge too.
      await admin.put(`/api/admin/products/${p._id}/draft`).set(CSRF).send({}).expect(200);
      const drafted = (
        await admin
          .post(`/api/admin/products/${p._id}/files/image`)
          .set(CSRF)
          .attach('file', await png('#33c'), 'd.png')
          .expect(200)
      ).body.draft.values.image as string;
      await admin.delete(`/api/admin/products/${p._id}`).set(CSRF).expect(200);
      const clock = t.app.get(Clock);
      const bin = t.app.get(StudioBinService);
      const inBin = async () =>
        (
          (await admin.get('/api/bin?resource=products&pageSize=100').expect(200)).body.items as Array<{
            recordId: string;
          }>
        ).some((item) => item.recordId === p._id);

      vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 29 * DAY));
      expect(await bin.purgeExpired()).toBe(0);
      expect(await inBin()).toBe(true);
      expect(await t.isStored(image)).toBe(true);
      expect(await t.isStored(drafted)).toBe(true);

      const due = (await admin.get('/api/bin').expect(200)).body.total as number;
      vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 31 * DAY));
      // Two replicas at once (MySQL; SQLite serves one process): each bin row is purged by exactly one of them.
      const [a, b] =
        database === 'mysql'
          ? await Promise.all([bin.purgeExpired(), bin.purgeExpired()])
          : [await bin.purgeExpired(), await bin.purgeExpired()];
      expect(a + b).toBe(due);
      expect((await admin.get('/api/bin').expect(200)).body.total).toBe(0);
      expect(await inBin()).toBe(false);
      expect(await t.isStored(image)).toBe(false);
      expect(await t.isStored(drafted)).toBe(false);
      await admin.get(`/api/admin/products/${p._id}/versions`).expect(404);
      const rows = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM studio_versions WHERE resource = ? AND record_id = ?',
        ['products', Number(p._id)],
      );
      expect(Number(rows[0].n)).toBe(0);
    });
  });
});

import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

/**
 * Downloads (issue 32): a resource built by the generic studio resource from its contract declaration alone — a
 * translated title, one PDF per language (English the fallback) and a date. Admin routes, drafts, audit, files and
 * the public read all come from the factory; this proves the round trip.
 */
describe.each(DATABASES)('generic resource: downloads on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const visitor = () => request(t.server);
  const publicIds = async (lang = 'en') =>
    (await visitor().get(`/api/downloads?lang=${lang}`).expect(200)).body.map((d: { _id: string }) => d._id);
  const auditOf = async (id: string) =>
    (await admin.get(`/api/audit?entity=downloads&entityId=${id}`)).body.items.map(
      (item: { action: string; fields: string[] }) => [item.action, item.fields],
    );

  it('creates, drafts, publishes, lists publicly with a French file, and deletes a download', async () => {
    const created = await admin
      .post('/api/admin/downloads')
      .set(CSRF)
      .send({
        title: { en: 'Price list 2027', fr: 'Liste de prix 2027' },
        date: '2027-01-15',
        published: false,
      })
      .expect(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({ published: false, file: null, fileFr: null, draft: null });
    expect(await publicIds()).not.toContain(id);
    await visitor().get(`/api/downloads/${id}`).expect(404);

    // The French file, then the English one (the fallback of every other language).
    const french = await admin
      .post(`/api/admin/downloads/${id}/files/fileFr`)
      .set(CSRF)
      .attach('file', pdf('Liste de prix'), 'liste-de-prix.pdf');
    expect(french.status).toBe(200);
    expect(french.body.fileFr).toMatch(/^\/api\/uploads\/downloads\/.+\.pdf$/);
    const english = await admin
      .post(`/api/admin/downloads/${id}/files/file`)
      .set(CSRF)
      .attach('file', pdf('Price list'), 'price-list.pdf')
      .expect(200);
    // Documents only: an image is refused for a PDF field.
    const image = await admin
      .post(`/api/admin/downloads/${id}/files/fileAr`)
      .set(CSRF)
      .attach('file', await png(), 'list.png');
    expect(image.status).toBe(415);

    // A draft changes nothing a visitor sees until it is published.
    const drafted = await admin
      .put(`/api/admin/downloads/${id}/draft`)
      .set(CSRF)
      .send({ title: { fr: 'Liste des prix 2027' } })
      .expect(200);
    expect(drafted.body.draft.fields).toEqual(['title']);
    expect(await publicIds('fr')).not.toContain(id);
    const published = await admin.post(`/api/admin/downloads/${id}/publish`).set(CSRF).send({}).expect(200);
    expect(published.body).toMatchObject({ published: true, draft: null });

    const fr = (await visitor().get('/api/downloads?lang=fr').expect(200)).body.find(
      (d: { _id: string }) => d._id === id,
    );
    expect(fr).toEqual({
      _id: id,
      title: 'Liste des prix 2027',
      file: french.body.fileFr,
      fileLanguage: 'fr',
      date: '2027-01-15',
    });
    const ar = (await visitor().get(`/api/downloads/${id}?lang=ar`).expect(200)).body;
    expect(ar).toEqual({
      _id: id,
      title: 'Price list 2027',
      file: english.body.file,
      fileLanguage: 'en',
      date: '2027-01-15',
    });
    const document = await visitor().get(fr.file).expect(200);
    expect(document.headers['content-type']).toMatch(/pdf/);

    // Bad input names the field; a viewer may not write.
    const bad = await admin.put(`/api/admin/downloads/${id}`).set(CSRF).send({ date: '2027-02-30' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['date']);
    const noTitle = await admin.post('/api/admin/downloads').set(CSRF).send({ date: '2027-01-15' });
    expect(noTitle.status).toBe(400);
    expect(Object.keys(noTitle.body.fields)).toContain('title.en');
    const viewer = await t.signIn('watcher', 'Viewing-pass-55');
    expect(
      (await viewer.put(`/api/admin/downloads/${id}`).set(CSRF).send({ date: '2027-01-16' })).status,
    ).toBe(403);

    await admin.delete(`/api/admin/downloads/${id}`).set(CSRF).expect(200);
    expect(await publicIds('fr')).not.toContain(id);
    await visitor().get(`/api/downloads/${id}`).expect(404);
    // Newest first; publishing a draft applies it through the update path (its own row) and records the publication.
    expect(await auditOf(id)).toEqual([
      ['delete', []],
      ['publish', ['title', 'published']],
      ['update', ['title']],
      ['draft-save', ['title']],
      ['upload', ['file']],
      ['upload', ['fileFr']],
      ['create', ['title', 'date', 'published']],
    ]);
  });

  it('lists the newest date first (the declaration’s order)', async () => {
    const make = async (en: string, date: string) =>
      (await admin.post('/api/admin/downloads').set(CSRF).send({ title: { en }, date }).expect(201)).body
        ._id as string;
    const older = await make('Catalogue 2025', '2025-03-01');
    const newer = await make('Catalogue 2026', '2026-03-01');
    const ids = await publicIds();
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
  });
});

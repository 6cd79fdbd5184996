import { richTextToPlainText, plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../src/common/clock.js';
import { DEFAULT_LANG, LANGUAGES } from '../../src/common/lang/languages.js';
import { variantKeysOf } from '../../src/files/image-variants.js';
import { StudioBinService } from '../../src/studio/history/studio-bin.service.js';
import { mainFiles } from '../support/stored-images.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

const NONE = { en: '', ar: '', fr: '', ko: '', es: '', ru: '' };
/** A rich text field's record: an empty document in every language without one. */
const NO_DOCS = Object.fromEntries(Object.keys(NONE).map((lang) => [lang, { type: 'doc', content: [] }]));
const DESCRIPTION = 'Vaccination and gut health for broiler farms.';

const event = (extra: Record<string, unknown> = {}) => ({
  title: { en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
  date: '2026-10-08',
  place: { en: 'Namakkal, India', ar: 'ناماكال، الهند' },
  description: { en: rt(DESCRIPTION) },
  ...extra,
});

describe.each(DATABASES)('studio events on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (body: object) => admin.post('/api/admin/events').set(CSRF).send(body);
  const total = async () => (await admin.get('/api/admin/events?pageSize=1')).body.total as number;
  const audits = async () => (await admin.get('/api/audit?entity=events&pageSize=1')).body.total as number;
  const addImage = (id: string, color = '#1a7f5a') =>
    png(color).then((file) =>
      admin.post(`/api/admin/events/${id}/files/images`).set(CSRF).attach('file', file, 'photo.png'),
    );

  describe('GET /api/events (public)', () => {
    it('lists the seeded events newest first, in six languages, with their images', async () => {
      const en = await request(t.server).get('/api/events');
      expect(en.status).toBe(200);
      expect(en.body).toMatchObject({ total: 3, page: 1, pageSize: 12 });
      expect(en.body.items.map((e: { date: string }) => e.date)).toEqual([
        '2027-01-21T00:00:00.000Z',
        '2026-09-18T00:00:00.000Z',
        '2026-02-12T00:00:00.000Z',
      ]);
      expect(en.body.items[2]).toEqual({
        _id: expect.any(String),
        title: 'Dairy farmers’ meeting on early-lactation nutrition',
        date: '2026-02-12T00:00:00.000Z',
        place: 'Anand, Gujarat, India',
        description: expect.objectContaining({ type: 'doc' }),
        descriptionLanguage: 'en',
        images: [
          expect.stringMatching(/^\/api\/uploads\/seed\/events\/.+\.webp$/),
          expect.stringMatching(/^\/api\/uploads\/seed\/events\/.+\.webp$/),
        ],
      });
      expect(richTextToPlainText(en.body.items[2].description)).toContain('180 dairy farmers');
      for (const lang of LANGUAGES.filter((other) => other !== DEFAULT_LANG)) {
        const res = await request(t.server).get(`/api/events?lang=${lang}`);
        for (const [i, e] of res.body.items.entries()) {
          expect(e.title).not.toBe(en.body.items[i].title);
          expect(e.description).not.toEqual(en.body.items[i].description);
          expect(e.descriptionLanguage).toBe(lang);
        }
      }
      expect((await request(t.server).get(en.body.items[0].images[0])).status).toBe(200);
      expect((await request(t.server).get('/api/events?pageSize=51')).body.fields).toHaveProperty('pageSize');
    });

    it('answers in ?lang= with English fallback per field, published events only, by date', async () => {
      const { body: created } = await create(event({ date: '2030-05-20' })).expect(201);
      const ar = await request(t.server).get('/api/events?lang=ar');
      expect(ar.body.items[0]).toEqual({
        _id: created._id,
        title: 'يوم صحة الدواجن',
        date: '2030-05-20T00:00:00.000Z',
        place: 'ناماكال، الهند',
        description: rt(DESCRIPTION),
        descriptionLanguage: 'en',
        images: [],
      });
      await admin
        .put(`/api/admin/events/${created._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      const after = await request(t.server).get('/api/events?lang=ar');
      expect(after.body.items.map((e: { _id: string }) => e._id)).not.toContain(created._id);
      await admin.delete(`/api/admin/events/${created._id}`).set(CSRF).expect(200);
    });
  });

  describe('POST and PUT /api/admin/events', () => {
    it('creates an event as a Record (newest first in the admin list), audited; edits the date', async () => {
      const before = await audits();
      const res = await create(event());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        title: { ...NONE, en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
        date: '2026-10-08T00:00:00.000Z',
        place: { ...NONE, en: 'Namakkal, India', ar: 'ناماكال، الهند' },
        description: { ...NO_DOCS, en: rt(DESCRIPTION) },
        images: [],
        sortOrder: expect.any(Number),
        published: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // The editor's view of the record: its draft and version (issue 33).
        draft: null,
        _version: expect.stringMatching(/^[\w-]{22}$/),
        // What the form's tabs say (issue 33): Arabic has the title and place but no description; French has nothing.
        translationStatus: expect.objectContaining({
          ar: { status: 'missing', missing: ['description'], stale: [] },
          fr: { status: 'missing', missing: ['title', 'place', 'description'], stale: [] },
        }),
      });
      expect(await audits()).toBe(before + 1);
      const list = await admin.get('/api/admin/events');
      expect(list.body.items.map((e: { date: string }) => e.date.slice(0, 10))).toEqual([
        '2027-01-21',
        '2026-10-08',
        '2026-09-18',
        '2026-02-12',
      ]);
      const edited = await admin
        .put(`/api/admin/events/${res.body._id}`)
        .set(CSRF)
        .send({ date: '2026-10-09' });
      expect(edited.body.date).toBe('2026-10-09T00:00:00.000Z');
      const audit = await admin.get(`/api/audit?entity=events&entityId=${res.body._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'update', fields: ['date'] });
      await admin.delete(`/api/admin/events/${res.body._id}`).set(CSRF).expect(200);
    });

    it.each([
      ['no title', { title: undefined }, 'title.en', 'title.en must not be empty'],
      ['an Arabic title only', { title: { ar: 'يوم' } }, 'title.en', 'title.en must not be empty'],
      ['a title too long', { title: { en: 'x'.repeat(201) } }, 'title.en', 'shorter'],
      ['no place', { place: undefined }, 'place.en', 'place.en must not be empty'],
      ['a place too long', { place: { fr: 'x'.repeat(201) } }, 'place.fr', 'shorter'],
      [
        'no description',
        { description: { en: { type: 'doc', content: [] } } },
        'description.en',
        'description.en must not be empty',
      ],
      [
        'a description too long',
        { description: { en: rt('x'.repeat(5001)) } },
        'description.en',
        'at most 5000 characters of text',
      ],
      ['a plain text description', { description: { en: DESCRIPTION } }, 'description.en', 'rich text'],
      [
        'an unknown node type',
        { description: { en: { type: 'doc', content: [{ type: 'script', content: [] }] } } },
        'description.en',
        'unknown node type "script"',
      ],
      ['no date', { date: undefined }, 'date', 'YYYY-MM-DD'],
      ['an empty date', { date: '' }, 'date', 'YYYY-MM-DD'],
      ['a day that does not exist', { date: '2026-04-31' }, 'date', 'YYYY-MM-DD'],
      ['a date in another format', { date: '08/10/2026' }, 'date', 'YYYY-MM-DD'],
      ['a date far away', { date: '3000-01-01' }, 'date', 'YYYY-MM-DD'],
      ['images in the body', { images: ['/api/uploads/events/x.webp'] }, 'images', 'should not exist'],
      ['a rating', { rating: 4 }, 'rating', 'should not exist'],
    ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
      const [rows, logged] = [await total(), await audits()];
      const res = await create({ ...event(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]?.join(' '), JSON.stringify(res.body)).toContain(text);
      expect(await total()).toBe(rows);
      expect(await audits()).toBe(logged);
    });

    it('refuses to blank a required text or the date on update (400), keeping the record', async () => {
      const { body: e } = await create(event()).expect(201);
      const blank = await admin
        .put(`/api/admin/events/${e._id}`)
        .set(CSRF)
        .send({ place: { en: '' } });
      expect(blank.status).toBe(400);
      expect(Object.keys(blank.body.fields)).toEqual(['place.en']);
      const noDate = await admin.put(`/api/admin/events/${e._id}`).set(CSRF).send({ date: '' });
      expect(noDate.status).toBe(400);
      expect((await admin.get(`/api/admin/events/${e._id}`)).body).toMatchObject({
        place: e.place,
        date: e.date,
      });
      await admin.delete(`/api/admin/events/${e._id}`).set(CSRF).expect(200);
    });
  });

  describe('images: a list of files', () => {
    it('adds images one by one in order, removes one by its URL (file gone), refuses wrong files leaving none', async () => {
      const { body: e } = await create(event()).expect(201);
      const first = await addImage(e._id);
      expect(first.status).toBe(200);
      expect(first.body.images).toEqual([
        expect.stringMatching(/^\/api\/uploads\/events\/[0-9a-f-]{36}\.webp$/),
      ]);
      const second = await addImage(e._id, '#c00');
      expect(second.body.images).toEqual([first.body.images[0], expect.stringMatching(/\.webp$/)]);
      const [a, b] = second.body.images as [string, string];
      expect(await t.isStored(a)).toBe(true);
      expect(
        (await request(t.server).get('/api/events?pageSize=50')).body.items.find(
          (i: { _id: string }) => i._id === e._id,
        ).images,
      ).toEqual([a, b]);

      const stored = await t.storedFiles('events');
      const logged = await audits();
      const refused = await admin
        .post(`/api/admin/events/${e._id}/files/images`)
        .set(CSRF)
        .attach('file', pdf(), 'x.pdf');
      expect(refused.status).toBe(415);
      expect(Object.keys(refused.body.fields)).toEqual(['images']);
      const noFile = await admin.post(`/api/admin/events/${e._id}/files/images`).set(CSRF);
      expect(noFile.status).toBe(400);
      expect(await t.storedFiles('events')).toEqual(stored);
      expect(await audits()).toBe(logged);

      const removed = await admin
        .delete(`/api/admin/events/${e._id}/files/images`)
        .query({ url: a })
        .set(CSRF);
      expect(removed.status).toBe(200);
      expect(removed.body.images).toEqual([b]);
      expect(await t.isStored(a)).toBe(false);
      expect(await t.isStored(b)).toBe(true);

      for (const url of [undefined, a, '/api/uploads/seed/events/x.webp']) {
        const res = await admin
          .delete(`/api/admin/events/${e._id}/files/images`)
          .query(url ? { url } : {})
          .set(CSRF);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual(['url']);
      }
      const twice = await admin.delete(`/api/admin/events/${e._id}/files/images?url=a&url=b`).set(CSRF);
      expect(twice.status).toBe(400);
      expect((await admin.get(`/api/admin/events/${e._id}`)).body.images).toEqual([b]);

      const audit = await admin.get(`/api/audit?entity=events&entityId=${e._id}`);
      expect(audit.body.items.map((i: { action: string; fields: string[] }) => [i.action, i.fields])).toEqual(
        [
          ['remove-file', ['images']],
          ['upload', ['images']],
          ['upload', ['images']],
          ['create', expect.any(Array)],
        ],
      );

      // Deleting the event keeps every file of its list while it is in the bin (purged later: history.e2e.spec.ts).
      const third = await addImage(e._id, '#00c');
      const all = third.body.images as string[];
      expect(all).toHaveLength(2);
      await admin.delete(`/api/admin/events/${e._id}`).set(CSRF).expect(200);
      for (const url of all) expect(await t.isStored(url)).toBe(true);
    });

    it('keeps a file another record still lists, and refuses a thirteenth image leaving no file', async () => {
      const { body: e } = await create(event()).expect(201);
      const { body: other } = await create(event()).expect(201);
      const added = await addImage(e._id);
      const [url] = added.body.images as [string];
      // Two events sharing one stored image (as seeded records share content-hashed files).
      await t.dataSource.query(`UPDATE events SET images = ? WHERE id = ?`, [
        JSON.stringify([url]),
        Number(other._id),
      ]);
      await admin.delete(`/api/admin/events/${e._id}/files/images`).query({ url }).set(CSRF).expect(200);
      expect(await t.isStored(url)).toBe(true);
      await admin.delete(`/api/admin/events/${other._id}`).set(CSRF).expect(200);
      // In the bin now: kept until the purge.
      expect(await t.isStored(url)).toBe(true);

      for (let i = 0; i < 12; i++) expect((await addImage(e._id)).status).toBe(200);
      const stored = await t.storedFiles('events');
      const full = await addImage(e._id);
      expect(full.status).toBe(400);
      expect(full.body.fields.images[0]).toContain('at most 12');
      expect(await t.storedFiles('events')).toEqual(stored);
      expect((await admin.get(`/api/admin/events/${e._id}`)).body.images).toHaveLength(12);
      await admin.delete(`/api/admin/events/${e._id}`).set(CSRF).expect(200);
      // In the bin with its files; the purge 30 days later removes them (and the deleted events before it).
      expect(await t.storedFiles('events')).toEqual(stored);
      vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
      await t.app.get(StudioBinService).purgeExpired();
      vi.restoreAllMocks();
      expect(await t.storedFiles('events')).toEqual([]);
    });

    it('the start-up sweep keeps every file a list references and removes a listed file once unreferenced', async () => {
      const { body: e } = await create(event()).expect(201);
      const { body: withImages } = await addImage(e._id);
      const [kept] = withImages.images as [string];
      const seeded = (await request(t.server).get('/api/events')).body.items.flatMap(
        (i: { images: string[] }) => i.images,
      );
      const dropped = await addImage(e._id, '#f0f');
      const gone = dropped.body.images[1] as string;
      // The row forgets the file behind the API's back (as a killed process would leave it).
      await t.dataSource.query(`UPDATE events SET images = ? WHERE id = ?`, [
        JSON.stringify([kept]),
        Number(e._id),
      ]);
      const { sweepOrphanFiles } = await import('../../src/files/orphan-file-sweep.js');
      const { FILE_STORAGE } = await import('../../src/files/file-storage.js');
      const result = await sweepOrphanFiles(t.dataSource, t.app.get(FILE_STORAGE), 0);
      // The image goes with its responsive variants (removed with it, never kept alone).
      const goneKey = gone.replace('/api/uploads/', '');
      expect(mainFiles(result.removed)).toEqual([goneKey]);
      // The main file, its two WebP widths and one fallback (JPEG or PNG).
      expect(result.removed).toHaveLength(4);
      for (const key of result.removed) expect([goneKey, ...variantKeysOf(goneKey)]).toContain(key);
      for (const url of [kept, ...seeded]) expect(await t.isStored(url)).toBe(true);
      await admin.delete(`/api/admin/events/${e._id}`).set(CSRF).expect(200);
    });
  });

  describe('access', () => {
    it('refuses anonymous (401), viewer (403) and header-less (403) writes and image changes', async () => {
      const { body: e } = await create(event()).expect(201);
      const files = await t.storedFiles('events');
      expect((await request(t.server).post('/api/admin/events').set(CSRF).send(event())).status).toBe(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      expect((await viewer.post('/api/admin/events').set(CSRF).send(event())).status).toBe(403);
      expect(
        (
          await viewer
            .post(`/api/admin/events/${e._id}/files/images`)
            .set(CSRF)
            .attach('file', await png(), 'a.png')
        ).status,
      ).toBe(403);
      expect((await viewer.delete(`/api/admin/events/${e._id}/files/images?url=x`).set(CSRF)).status).toBe(
        403,
      );
      expect((await admin.post('/api/admin/events').send(event())).status).toBe(403);
      expect(await t.storedFiles('events')).toEqual(files);
      await admin.delete(`/api/admin/events/${e._id}`).set(CSRF).expect(200);
    });
  });
});

import { DIVISION_PAGES, PAGE_KEYS } from '@aurinko/contract/catalogue';
import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

// Content studio, part 2 (issue 11): reports/articles, brochures, faculty, the image slider, the division banners and
// the page banners on the generic studio — validation of every field, access, audit, files, and the public reads.

interface Resource {
  path: string;
  /** A valid create body. */
  valid: Record<string, unknown>;
  /** The file field, its kind and storage folder. */
  file: { field: string; kind: 'image' | 'pdf'; folder: string };
  /** Refused create bodies (changes to `valid`): label, change, field named, words of the message. */
  refused: Array<[string, Record<string, unknown>, string, string]>;
}

const LINK_CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['an http link', { link: 'http://example.com/' }, 'link', 'site path (/…) or an https:// address'],
  ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', 'https:// address'],
  ['a protocol-relative link', { link: '//evil.example/' }, 'link', 'https:// address'],
  ['a backslash link', { link: '/\\evil.example' }, 'link', 'https:// address'],
  ['a relative link', { link: 'human/about' }, 'link', 'https:// address'],
  ['a link with a space', { link: '/human/ about' }, 'link', 'https:// address'],
  ['an https link with credentials', { link: 'https://u:p@example.com/' }, 'link', 'https:// address'],
  ['a link too long', { link: `/${'a'.repeat(512)}` }, 'link', 'at most 512'],
  ['a link that is a number', { link: 5 }, 'link', 'link must be a string'],
  ['an unknown language', { language: 'de' }, 'language', 'language must be one of: all, en'],
  ['no division', { division: undefined }, 'division', 'division must be one of'],
  ['an unknown division', { division: 'moon' }, 'division', 'division must be one of'],
  ['no English alt text', { alt: { fr: 'Vaches' } }, 'alt.en', 'alt.en must not be empty'],
  ['a placement', { placement: 'banner' }, 'placement', 'should not exist'],
  ['an alt text too long', { alt: { en: 'x'.repeat(201) } }, 'alt.en', 'shorter'],
];

const banner = (extra: Record<string, unknown> = {}) => ({
  division: 'veterinary',
  language: 'all',
  link: '/veterinary/about',
  alt: { en: 'Calves in a barn', ko: '외양간의 송아지' },
  ...extra,
});

const RESOURCES: Resource[] = [
  {
    path: 'reports',
    valid: {
      category: 'Articles',
      division: 'agriculture',
      title: { en: 'Soil minerals in dry seasons', fr: 'Minéraux du sol en saison sèche' },
      details: { en: rt('Field trial summary'), fr: rt('Résumé d’un essai au champ') },
    },
    file: { field: 'file', kind: 'pdf', folder: 'reports' },
    refused: [
      ['no category', { category: undefined }, 'category', 'category must be one of: Reports, Articles'],
      ['an unknown category', { category: 'Posters' }, 'category', 'category must be one of'],
      ['no division', { division: undefined }, 'division', 'division must be one of'],
      ['an unknown division', { division: 'moon' }, 'division', 'division must be one of'],
      ['no English title', { title: { fr: 'x' } }, 'title.en', 'title.en must not be empty'],
      ['no details', { details: undefined }, 'details.en', 'details.en must not be empty'],
      ['plain text details', { details: { en: 'Field trial summary' } }, 'details.en', 'rich text document'],
      [
        'details too long',
        { details: { fr: rt('x'.repeat(5001)) } },
        'details.fr',
        'details.fr must hold at most 5000 characters of text',
      ],
      ['a title too long', { title: { en: 'x'.repeat(301) } }, 'title.en', 'shorter'],
      ['a file URL', { file: '/api/uploads/x.pdf' }, 'file', 'should not exist'],
    ],
  },
  {
    path: 'brochures',
    valid: {
      name: { en: 'Poultry range 2027', es: 'Gama avícola 2027' },
      category: 'Catalogue',
      division: 'all',
    },
    file: { field: 'file', kind: 'pdf', folder: 'brochures' },
    refused: [
      ['no English name', { name: { es: 'x' } }, 'name.en', 'name.en must not be empty'],
      ['an unknown division', { division: 'moon' }, 'division', 'division must be one of: all, human'],
      ['a category too long', { category: 'x'.repeat(65) }, 'category', 'category must be shorter'],
      ['a category that is a number', { category: 3 }, 'category', 'category must be a string'],
      ['a null division', { division: null }, 'division', 'division'],
    ],
  },
  {
    path: 'faculty',
    valid: {
      name: { en: 'Dr. Anna Test', ru: 'Д-р Анна Тест' },
      designation: { en: 'Head of research', ru: 'Руководитель исследований' },
      bio: { en: 'Twenty years in veterinary nutrition.', ru: 'Двадцать лет в ветеринарном питании.' },
    },
    file: { field: 'photo', kind: 'image', folder: 'faculty' },
    refused: [
      ['no English name', { name: { ru: 'x' } }, 'name.en', 'name.en must not be empty'],
      ['no designation', { designation: undefined }, 'designation.en', 'must not be empty'],
      ['no bio', { bio: { en: '  ' } }, 'bio.en', 'bio.en must not be empty'],
      ['a negative sort order', { sortOrder: -1 }, 'sortOrder', 'sortOrder must not be less than 0'],
      ['a name too long', { name: { en: 'x'.repeat(121) } }, 'name.en', 'shorter'],
      ['a bio too long', { bio: { en: 'x'.repeat(3001) } }, 'bio.en', 'shorter'],
      ['an unknown key', { email: 'anna@example.com' }, 'email', 'property email should not exist'],
    ],
  },
  {
    path: 'image-slider',
    valid: banner(),
    file: { field: 'image', kind: 'image', folder: 'banners' },
    refused: LINK_CASES,
  },
  {
    path: 'division-banners',
    valid: banner({ division: 'human', link: 'https://example.com/offers?x=1', language: 'ko' }),
    file: { field: 'image', kind: 'image', folder: 'banners' },
    refused: LINK_CASES,
  },
  {
    path: 'page-banners',
    valid: {
      key: 'agriculture/certificates',
      title: { en: 'Our certificates', es: 'Nuestros certificados' },
    },
    file: { field: 'image', kind: 'image', folder: 'banners' },
    refused: [
      [
        'a page that does not exist',
        { key: 'agriculture/moon' },
        'key',
        'key must be one of the division pages',
      ],
      ['a division home', { key: 'human' }, 'key', 'key must be one of the division pages'],
      ['a product page of another division', { key: 'agriculture/livestock' }, 'key', 'division pages'],
      ['a detail page', { key: 'human/blog/milk-fever' }, 'key', 'division pages'],
      ['no key', { key: undefined }, 'key', 'key must be one of'],
      ['no English title', { title: { es: 'x' } }, 'title.en', 'title.en must not be empty'],
    ],
  },
  {
    path: 'division-hero',
    valid: banner({ division: 'agriculture', language: 'ar' }),
    file: { field: 'image', kind: 'image', folder: 'banners' },
    refused: LINK_CASES,
  },
];

const without = (body: Record<string, unknown>, change: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...body, ...change }).filter(([, value]) => value !== undefined));

describe.each(DATABASES)('studio pages and people on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const total = async (path: string) =>
    (await admin.get(`/api/admin/${path}?pageSize=1`).expect(200)).body.total as number;
  const audits = async (path: string) =>
    (await admin.get(`/api/audit?entity=${path}&pageSize=1`).expect(200)).body.total as number;
  // Each upload its own content: the media library stores equal content once (a second upload of the same bytes
  // answers the first one's file, in its folder).
  let uploads = 0;
  const fileFor = async (kind: 'image' | 'pdf') => {
    uploads++;
    return kind === 'pdf' ? pdf(`Price list ${uploads}`) : await png(`#1a7f${(0x10 + uploads).toString(16)}`);
  };
  const wrongFor = async (kind: 'image' | 'pdf') => (kind === 'pdf' ? await png() : pdf());

  describe.each(RESOURCES)('/api/admin/$path', (resource) => {
    const { path, valid, file } = resource;

    it('creates, uploads, updates and deletes a record, auditing each write and removing its file', async () => {
      const created = await admin.post(`/api/admin/${path}`).set(CSRF).send(valid);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body._id as string;
      expect(created.body).toMatchObject({ [file.field]: null, published: true });
      expect(typeof created.body.sortOrder).toBe('number');
      for (const key of ['createdAt', 'updatedAt'])
        expect(created.body[key]).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      expect((await admin.get(`/api/admin/${path}/${id}`)).body).toEqual({ ...created.body, draft: null });

      const uploaded = await admin
        .post(`/api/admin/${path}/${id}/files/${file.field}`)
        .set(CSRF)
        .attach('file', await fileFor(file.kind), file.kind === 'pdf' ? 'doc.pdf' : 'pic.png');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const url = uploaded.body[file.field] as string;
      expect(url).toMatch(
        new RegExp(`^/api/uploads/${file.folder}/[0-9a-f-]{36}\\.${file.kind === 'pdf' ? 'pdf' : 'webp'}$`),
      );
      expect(await t.isStored(url)).toBe(true);

      const updated = await admin.put(`/api/admin/${path}/${id}`).set(CSRF).send({ published: false });
      expect(updated.status).toBe(200);
      expect(updated.body.published).toBe(false);

      await admin.delete(`/api/admin/${path}/${id}`).set(CSRF).expect(200);
      expect((await admin.get(`/api/admin/${path}/${id}`)).status).toBe(404);
      // In the bin: the file stays until the purge.
      expect(await t.isStored(url)).toBe(true);
      const audit = await admin.get(`/api/audit?entity=${path}&entityId=${id}`);
      expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
        'delete',
        'update',
        'upload',
        'create',
      ]);
      expect(audit.body.items[2].fields).toEqual([file.field]);
    });

    it.each(resource.refused)(
      'refuses %s (400 naming the field), writing nothing',
      async (_label, change, field, words) => {
        const [before, auditsBefore] = [await total(path), await audits(path)];
        const res = await admin.post(`/api/admin/${path}`).set(CSRF).send(without(valid, change));
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fields?.[field]?.[0], JSON.stringify(res.body)).toContain(words);
        expect(await total(path)).toBe(before);
        expect(await audits(path)).toBe(auditsBefore);
      },
    );

    it('refuses a bad update the same way, leaving the record as it was', async () => {
      const { body: record } = await admin.post(`/api/admin/${path}`).set(CSRF).send(valid).expect(201);
      // On update an absent or non-English text keeps the stored English: only the cases wrong in themselves apply.
      const applicable = resource.refused.filter(
        ([, change, , words]) =>
          !Object.values(change).includes(undefined) && !words.includes('must not be empty'),
      );
      expect(applicable.length).toBeGreaterThan(2);
      for (const [, change, field] of applicable) {
        const res = await admin.put(`/api/admin/${path}/${record._id}`).set(CSRF).send(change);
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(Object.keys(res.body.fields ?? {})).toContain(field);
      }
      expect((await admin.get(`/api/admin/${path}/${record._id}`)).body).toEqual({ ...record, draft: null });
      expect((await admin.get(`/api/audit?entity=${path}&entityId=${record._id}`)).body.total).toBe(1);
      await admin.delete(`/api/admin/${path}/${record._id}`).set(CSRF).expect(200);
    });

    it('leaves no file and no audit row after a refused upload', async () => {
      const { body: record } = await admin.post(`/api/admin/${path}`).set(CSRF).send(valid).expect(201);
      const files = await t.storedFiles(file.folder);
      const auditsBefore = await audits(path);
      const wrongType = await admin
        .post(`/api/admin/${path}/${record._id}/files/${file.field}`)
        .set(CSRF)
        .attach('file', await wrongFor(file.kind), 'wrong.bin');
      expect(wrongType.status).toBe(415);
      expect(Object.keys(wrongType.body.fields)).toEqual([file.field]);
      const unknownField = await admin
        .post(`/api/admin/${path}/${record._id}/files/poster`)
        .set(CSRF)
        .attach('file', await fileFor(file.kind), 'x');
      expect(unknownField.status).toBe(400);
      expect(Object.keys(unknownField.body.fields)).toEqual(['field']);
      const unknownRecord = await admin
        .post(`/api/admin/${path}/999999/files/${file.field}`)
        .set(CSRF)
        .attach('file', await fileFor(file.kind), 'x');
      expect(unknownRecord.status).toBe(404);
      expect(await t.storedFiles(file.folder)).toEqual(files);
      expect(await audits(path)).toBe(auditsBefore);
      await admin.delete(`/api/admin/${path}/${record._id}`).set(CSRF).expect(200);
    });

    it('answers 401 to anonymous; a viewer reads (200) but may not write (403)', async () => {
      expect((await request(t.server).get(`/api/admin/${path}`)).status).toBe(401);
      expect((await request(t.server).post(`/api/admin/${path}`).set(CSRF).send(valid)).status).toBe(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      expect((await viewer.get(`/api/admin/${path}`)).status).toBe(200);
      expect((await viewer.post(`/api/admin/${path}`).set(CSRF).send(valid)).status).toBe(403);
      expect((await admin.post(`/api/admin/${path}`).send(valid)).status).toBe(403);
    });
  });

  describe('reports and brochures on the public pages', () => {
    it('shows a published report in ?lang=fr, without a link until its PDF is uploaded; hides it unpublished', async () => {
      const { body: r } = await admin
        .post('/api/admin/reports')
        .set(CSRF)
        .send(RESOURCES[0]?.valid)
        .expect(201);
      const list = async (lang: string) =>
        (await request(t.server).get(`/api/reports?division=agriculture&category=Articles&lang=${lang}`)).body
          .items as Array<{ _id: string; title: string; file: string | null }>;
      expect((await list('fr')).find((i) => i._id === r._id)).toMatchObject({
        title: 'Minéraux du sol en saison sèche',
        file: null,
      });
      expect((await list('ko')).find((i) => i._id === r._id)?.title).toBe('Soil minerals in dry seasons');
      await admin
        .put(`/api/admin/reports/${r._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      expect((await list('fr')).map((i) => i._id)).not.toContain(r._id);
      const search = await request(t.server).get('/api/search?q=dry%20seasons');
      expect(search.body.total).toBe(0);
      await admin.delete(`/api/admin/reports/${r._id}`).set(CSRF).expect(200);
    });

    it('shows a brochure of every division on each division’s list, in ?lang=es', async () => {
      const { body: b } = await admin
        .post('/api/admin/brochures')
        .set(CSRF)
        .send(RESOURCES[1]?.valid)
        .expect(201);
      expect(b).toMatchObject({ division: 'all', category: 'Catalogue' });
      for (const division of ['human', 'veterinary', 'agriculture']) {
        const res = await request(t.server).get(`/api/brochures?division=${division}&lang=es&pageSize=50`);
        expect(res.body.items.find((i: { _id: string }) => i._id === b._id)).toEqual({
          _id: b._id,
          name: 'Gama avícola 2027',
          category: 'Catalogue',
          division: null,
          file: null,
        });
      }
      const { body: human } = await admin
        .put(`/api/admin/brochures/${b._id}`)
        .set(CSRF)
        .send({ division: 'human', category: '' })
        .expect(200);
      expect(human).toMatchObject({ division: 'human', category: '' });
      const vet = await request(t.server).get('/api/brochures?division=veterinary&pageSize=50');
      expect(vet.body.items.map((i: { _id: string }) => i._id)).not.toContain(b._id);
      const { body: defaults } = await admin
        .post('/api/admin/brochures')
        .set(CSRF)
        .send({ name: { en: 'Defaults' } })
        .expect(201);
      expect(defaults).toMatchObject({ division: 'all', category: '', file: null });
      for (const id of [b._id, defaults._id])
        await admin.delete(`/api/admin/brochures/${id}`).set(CSRF).expect(200);
    });
  });

  describe('faculty', () => {
    it('lists published members in order, in ?lang=ru; up/down reorders them', async () => {
      const { body: m } = await admin
        .post('/api/admin/faculty')
        .set(CSRF)
        .send(RESOURCES[2]?.valid)
        .expect(201);
      const names = async (lang = 'en') =>
        ((await request(t.server).get(`/api/faculty?lang=${lang}`)).body as Array<{ name: string }>).map(
          (i) => i.name,
        );
      expect((await names('ru')).at(-1)).toBe('Д-р Анна Тест');
      await admin.post(`/api/admin/faculty/${m._id}/move`).set(CSRF).send({ direction: 'up' }).expect(200);
      const order = await names();
      expect(order.at(-2)).toBe('Dr. Anna Test');
      await admin
        .put(`/api/admin/faculty/${m._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      expect(await names()).not.toContain('Dr. Anna Test');
      await admin.delete(`/api/admin/faculty/${m._id}`).set(CSRF).expect(200);
    });
  });

  describe('image slider and division banners (one table, two placements)', () => {
    it('keeps each resource to its placement: lists, ids, order and the public reads', async () => {
      const slider = await admin.get('/api/admin/image-slider?pageSize=100').expect(200);
      expect(slider.body.total).toBe(6);
      expect(slider.body.items[0]).toMatchObject({
        division: expect.any(String),
        language: 'all',
        alt: expect.objectContaining({ en: expect.any(String), ar: expect.any(String) }),
        link: expect.stringMatching(/^\//),
        image: expect.stringMatching(/\.webp$/),
      });
      expect(Object.keys(slider.body.items[0])).not.toContain('placement');
      expect((await admin.get('/api/admin/division-banners')).body.total).toBe(0);

      const { body: b } = await admin
        .post('/api/admin/division-banners')
        .set(CSRF)
        .send(RESOURCES[4]?.valid)
        .expect(201);
      expect(b).toMatchObject({ division: 'human', language: 'ko', link: 'https://example.com/offers?x=1' });
      const otherPlacement = async (method: 'get' | 'put' | 'delete', suffix = '') =>
        (await admin[method](`/api/admin/image-slider/${b._id}${suffix}`).set(CSRF).send({})).status;
      expect(await otherPlacement('get')).toBe(404);
      expect(await otherPlacement('put')).toBe(404);
      expect(await otherPlacement('delete')).toBe(404);
      expect((await admin.get('/api/admin/image-slider?pageSize=100')).body.total).toBe(6);

      // Public: no image yet → not shown; with an image, only in Korean (its language), only as a banner.
      const publicList = async (query: string) =>
        (await request(t.server).get(`/api/banners?${query}`)).body as Array<{ _id: string; alt: string }>;
      expect((await publicList('division=human&placement=banner&lang=ko')).map((i) => i._id)).not.toContain(
        b._id,
      );
      await admin
        .post(`/api/admin/division-banners/${b._id}/files/image`)
        .set(CSRF)
        .attach('file', await png(), 'b.png')
        .expect(200);
      expect(await publicList('division=human&placement=banner&lang=ko')).toEqual([
        expect.objectContaining({
          _id: b._id,
          alt: '외양간의 송아지',
          link: 'https://example.com/offers?x=1',
        }),
      ]);
      expect(await publicList('division=human&placement=banner&lang=en')).toEqual([]);
      expect((await publicList('division=human&lang=ko')).map((i) => i._id)).not.toContain(b._id);
      expect((await request(t.server).get('/api/banners?placement=top')).status).toBe(400);

      // "" removes the link; 'all' shows it in every language.
      const { body: cleared } = await admin
        .put(`/api/admin/division-banners/${b._id}`)
        .set(CSRF)
        .send({ link: '', language: 'all' })
        .expect(200);
      expect(cleared).toMatchObject({ link: null, language: 'all' });
      expect((await admin.get(`/api/admin/division-banners/${b._id}`)).body).toMatchObject({ link: null });
      expect((await publicList('division=human&placement=banner&lang=ru'))[0]).toMatchObject({
        alt: 'Calves in a barn',
        link: null,
      });
      await admin.delete(`/api/admin/division-banners/${b._id}`).set(CSRF).expect(200);
    });

    it('appends a slide at the end of its division and moves it within the division only', async () => {
      const { body: s } = await admin.post('/api/admin/image-slider').set(CSRF).send(banner()).expect(201);
      const vet = async () =>
        (await admin.get('/api/admin/image-slider?division=veterinary&pageSize=100')).body.items.map(
          (i: { _id: string }) => i._id,
        );
      const before = await vet();
      expect(before).toHaveLength(3);
      expect(before.at(-1)).toBe(s._id);
      await admin
        .post(`/api/admin/image-slider/${s._id}/move`)
        .set(CSRF)
        .send({ direction: 'up' })
        .expect(200);
      expect(await vet()).toEqual([before[0], s._id, before[1]]);
      await admin
        .post(`/api/admin/image-slider/${s._id}/move`)
        .set(CSRF)
        .send({ direction: 'up' })
        .expect(200);
      await admin
        .post(`/api/admin/image-slider/${s._id}/move`)
        .set(CSRF)
        .send({ direction: 'up' })
        .expect(200);
      expect((await vet())[0]).toBe(s._id);
      const human = (await admin.get('/api/admin/image-slider?division=human')).body.items;
      expect(human.map((i: { sortOrder: number }) => i.sortOrder)).toEqual([0, 1]);
      await admin.delete(`/api/admin/image-slider/${s._id}`).set(CSRF).expect(200);
    });

    it('accepts site paths and https addresses as links', async () => {
      for (const link of [
        '/human',
        '/veterinary/livestock?tab=2#top',
        'https://example.com',
        'https://a.example/x',
      ]) {
        const res = await admin.post('/api/admin/image-slider').set(CSRF).send(banner({ link }));
        expect(res.status, link).toBe(201);
        expect(res.body.link).toBe(link);
        await admin.delete(`/api/admin/image-slider/${res.body._id}`).set(CSRF).expect(200);
      }
    });
  });

  describe('page banners', () => {
    it('offers exactly the catalogue’s division pages: shared pages and product pages, no homes', () => {
      expect(PAGE_KEYS).toContain('human/about');
      expect(PAGE_KEYS).toContain('veterinary/livestock');
      expect(PAGE_KEYS).toContain('agriculture/SoilMinerals');
      expect(PAGE_KEYS).not.toContain('human/livestock');
      expect(PAGE_KEYS).toHaveLength(3 * 17 + 22);
      expect(new Set(PAGE_KEYS).size).toBe(PAGE_KEYS.length);
      expect(DIVISION_PAGES.filter((p) => p.group).map((p) => p.key)).toHaveLength(22);
    });

    it('refuses a second banner for the same page (409 naming key), on create and on update', async () => {
      const seeded = await admin.get('/api/admin/page-banners?q=Health&pageSize=100');
      expect(seeded.body.items.map((i: { key: string }) => i.key)).toContain('human/Health_supplements');
      const [before, auditsBefore] = [await total('page-banners'), await audits('page-banners')];
      const clash = await admin
        .post('/api/admin/page-banners')
        .set(CSRF)
        .send({ key: 'human/Health_supplements', title: { en: 'Again' } });
      expect(clash.status).toBe(409);
      expect(clash.body.fields.key[0]).toContain(
        '"human/Health_supplements" is already used by another record',
      );
      expect(await total('page-banners')).toBe(before);
      expect(await audits('page-banners')).toBe(auditsBefore);

      const { body: mine } = await admin
        .post('/api/admin/page-banners')
        .set(CSRF)
        .send({ key: 'human/about', title: { en: 'About us' } })
        .expect(201);
      const moved = await admin
        .put(`/api/admin/page-banners/${mine._id}`)
        .set(CSRF)
        .send({ key: 'human/Health_supplements' });
      expect(moved.status).toBe(409);
      expect(Object.keys(moved.body.fields)).toEqual(['key']);
      // Its own key again is no clash.
      await admin
        .put(`/api/admin/page-banners/${mine._id}`)
        .set(CSRF)
        .send({ key: 'human/about' })
        .expect(200);
      await admin.delete(`/api/admin/page-banners/${mine._id}`).set(CSRF).expect(200);
    });

    it('lets only one of two simultaneous creates for one page through (the other 409, never 500)', async () => {
      const send = () =>
        admin
          .post('/api/admin/page-banners')
          .set(CSRF)
          .send({ key: 'veterinary/export', title: { en: 'Export' } });
      const statuses = (await Promise.all([send(), send(), send()])).map((res) => res.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      const mine = await admin.get('/api/admin/page-banners?q=Export');
      expect(mine.body.items).toHaveLength(1);
      await admin.delete(`/api/admin/page-banners/${mine.body.items[0]._id}`).set(CSRF).expect(200);
    });

    it('answers one page’s banner and a division’s banners in ?lang=es; unpublished or missing → 404 / absent', async () => {
      const { body: p } = await admin
        .post('/api/admin/page-banners')
        .set(CSRF)
        .send(RESOURCES[5]?.valid)
        .expect(201);
      const one = await request(t.server).get('/api/page-banners?key=agriculture/certificates&lang=es');
      expect(one.body).toEqual({
        key: 'agriculture/certificates',
        image: null,
        imageFocus: null,
        title: 'Nuestros certificados',
      });
      const all = await request(t.server).get('/api/page-banners/all?division=agriculture&lang=es');
      expect(all.status).toBe(200);
      expect(all.body.map((i: { key: string }) => i.key)).toEqual(
        expect.arrayContaining(['agriculture/certificates', 'agriculture/SoilMinerals']),
      );
      expect(all.body.every((i: { key: string }) => i.key.startsWith('agriculture/'))).toBe(true);
      expect((await request(t.server).get('/api/page-banners/all')).status).toBe(400);
      expect((await request(t.server).get('/api/page-banners/all?division=moon')).status).toBe(400);

      await admin
        .put(`/api/admin/page-banners/${p._id}/published`)
        .set(CSRF)
        .send({ published: false })
        .expect(200);
      expect((await request(t.server).get('/api/page-banners?key=agriculture/certificates')).status).toBe(
        404,
      );
      const after = await request(t.server).get('/api/page-banners/all?division=agriculture');
      expect(after.body.map((i: { key: string }) => i.key)).not.toContain('agriculture/certificates');
      await admin.delete(`/api/admin/page-banners/${p._id}`).set(CSRF).expect(200);
    });
  });
});

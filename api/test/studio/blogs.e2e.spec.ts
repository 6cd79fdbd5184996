import { paragraphsToRichText, plainTextToRichText } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/common/lang/languages.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { pdf, png } from './studio-helpers.js';

const NONE = { en: '', ar: '', fr: '', ko: '', es: '', ru: '' };
const NO_SECTIONS = { en: [], ar: [], fr: [], ko: [], es: [], ru: [] };

const sections = {
  en: [
    {
      heading: 'Why calcium matters',
      body: paragraphsToRichText(['Calcium keeps muscles working.', 'Fresh cows need most.']),
    },
    { heading: 'What to feed', body: plainTextToRichText('A low-calcium diet before calving.') },
  ],
  fr: [
    {
      heading: 'Pourquoi le calcium compte',
      body: plainTextToRichText('Le calcium fait travailler les muscles.'),
    },
    { heading: 'Que donner', body: plainTextToRichText('Une ration pauvre en calcium avant le vêlage.') },
  ],
};

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const P = plainTextToRichText('p');

let counter = 0;
const post = (extra: Record<string, unknown> = {}) => ({
  slug: `calcium-for-fresh-cows-${++counter}`,
  title: { en: 'Calcium for fresh cows', fr: 'Le calcium des vaches fraîches vêlées' },
  excerpt: { en: 'How to keep blood calcium up after calving.' },
  sections,
  category: 'Dairy',
  division: 'veterinary',
  publishedAt: '2026-03-14',
  ...extra,
});

describe.each(DATABASES)('studio blog posts on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (body: object) => admin.post('/api/admin/blogs').set(CSRF).send(body);
  const total = async () => (await admin.get('/api/admin/blogs?pageSize=1')).body.total as number;
  const audits = async () => (await admin.get('/api/audit?entity=blogs&pageSize=1')).body.total as number;

  describe('GET /api/admin/blogs', () => {
    it('lists the seeded posts newest first, with every language and the studio columns', async () => {
      const res = await admin.get('/api/admin/blogs');
      expect(res.status).toBe(200);
      expect(res.body.items.map((p: { slug: string }) => p.slug)).toEqual([
        'from-raw-turmeric-to-a-released-batch',
        'timing-foliar-nutrition-in-wheat',
        'milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment',
        'improving-early-lactation-performance-in-dairy-cows',
      ]);
      const first = res.body.items.find(
        (p: { slug: string }) => p.slug === 'milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment',
      );
      expect(first).toMatchObject({
        category: 'Dairy',
        division: 'veterinary',
        publishedAt: '2026-02-17T08:00:00.000Z',
        cover: expect.stringMatching(/^\/api\/uploads\/seed\/blogs\/.+\.webp$/),
        published: true,
        createdAt: '2026-02-17T08:00:00.000Z',
      });
      expect(Object.keys(first.sections)).toEqual([...LANGUAGES]);
      expect(first.sections.ar.length).toBe(first.sections.en.length);
      expect((await admin.get('/api/admin/blogs?q=FEVER')).body.items).toHaveLength(1);
    });
  });

  describe('POST /api/admin/blogs', () => {
    it('creates a post (a date is stored as that day), audited, shown publicly in each language', async () => {
      const before = await audits();
      const res = await create(post({ slug: 'calcium-for-fresh-cows' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        slug: 'calcium-for-fresh-cows',
        title: { ...NONE, en: 'Calcium for fresh cows', fr: 'Le calcium des vaches fraîches vêlées' },
        excerpt: { ...NONE, en: 'How to keep blood calcium up after calving.' },
        sections: { ...NO_SECTIONS, ...sections },
        category: 'Dairy',
        division: 'veterinary',
        publishedAt: '2026-03-14T00:00:00.000Z',
        cover: null,
        coverFocus: null,
        sortOrder: expect.any(Number),
        published: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // The editor's view of the record: its draft and version (issue 33).
        draft: null,
        _version: expect.stringMatching(/^[\w-]{22}$/),
        // Per language, what the form's tabs say (issue 33): Arabic has none of the texts; French lacks its excerpt.
        translationStatus: expect.objectContaining({
          ar: { status: 'missing', missing: ['title', 'excerpt', 'sections'], stale: [] },
          fr: { status: 'missing', missing: ['excerpt'], stale: [] },
        }),
      });
      expect((await admin.get(`/api/admin/blogs/${res.body._id}`)).body).toEqual(res.body);
      expect(await audits()).toBe(before + 1);
      const audit = await admin.get(`/api/audit?entity=blogs&entityId=${res.body._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'create', adminName: ADMIN.name });
      expect(audit.body.items[0].fields).toEqual(
        expect.arrayContaining(['slug', 'title', 'sections', 'publishedAt']),
      );

      const fr = await request(t.server).get('/api/blogs/calcium-for-fresh-cows?lang=fr');
      expect(fr.body).toMatchObject({
        title: 'Le calcium des vaches fraîches vêlées',
        // The excerpt falls back to English per field; the sections are French as a whole.
        excerpt: 'How to keep blood calcium up after calving.',
        sections: sections.fr,
        publishedAt: '2026-03-14T00:00:00.000Z',
      });
      const ko = await request(t.server).get('/api/blogs/calcium-for-fresh-cows?lang=ko');
      expect(ko.body.sections).toEqual(sections.en);
      const list = await request(t.server).get('/api/blogs?division=veterinary');
      expect(list.body.items[0].slug).toBe('calcium-for-fresh-cows');
    });

    it('a rich body (heading, emphasis, lists, a table, a quote, links) is stored as the editor wrote it, less the attributes outside the allow-list', async () => {
      const li = (value: string) => ({ type: 'listItem', content: [p(text(value))] });
      const cell = (type: string, value: string) => ({
        type,
        attrs: { colspan: 1, rowspan: 1 },
        content: [p(text(value))],
      });
      const body = (linkAttrs: Record<string, unknown>) =>
        doc(
          { type: 'heading', attrs: { level: 3 }, content: [text('Dosage')] },
          p(
            text('Give it '),
            text('slowly', [{ type: 'bold' }]),
            text(', ', []),
            text('warm', [{ type: 'italic' }]),
          ),
          { type: 'bulletList', content: [li('Calcium'), li('Magnesium')] },
          { type: 'orderedList', attrs: { start: 1 }, content: [li('Check'), li('Treat')] },
          {
            type: 'table',
            content: [
              { type: 'tableRow', content: [cell('tableHeader', 'Weight'), cell('tableHeader', 'Dose')] },
              { type: 'tableRow', content: [cell('tableCell', '500 kg'), cell('tableCell', '8 g')] },
            ],
          },
          { type: 'blockquote', content: [p(text('Act early.'))] },
          p(
            text('WHO', [
              { type: 'link', attrs: { href: 'https://www.who.int/health-topics', ...linkAttrs } },
            ]),
            text(' · '),
            text('our range', [{ type: 'link', attrs: { href: '/veterinary/products', ...linkAttrs } }]),
          ),
        );
      // The editor's link attributes (the dashboard leaves out its null ones: the API refuses null anywhere in a body).
      const editor = body({ target: '_blank', rel: 'noopener noreferrer nofollow' });
      const res = await create(post({ sections: { en: [{ heading: 'Treatment', body: editor }] } }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = body({});
      // `text(', ', [])`: an empty mark list is dropped too.
      (stored.content[1] as { content: Array<{ marks?: unknown }> }).content[2] = text(', ');
      (stored.content[3] as { attrs?: unknown }).attrs = undefined;
      const clean = JSON.parse(
        JSON.stringify(stored, (_key, value) => (value === undefined ? undefined : value)),
      );
      for (const row of clean.content[4].content) for (const c of row.content) delete c.attrs;
      delete clean.content[3].attrs;
      expect(res.body.sections.en).toEqual([{ heading: 'Treatment', body: clean }]);
      const page = await request(t.server).get(`/api/blogs/${res.body.slug}?lang=ar`);
      expect(page.body.sections).toEqual([{ heading: 'Treatment', body: clean }]);
    });

    it('defaults: every division, no category, published today', async () => {
      const res = await create({ slug: `minimal-post-${++counter}`, title: { en: 'Minimal' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ division: null, category: '', sections: NO_SECTIONS, excerpt: NONE });
      expect(res.body.publishedAt).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
      // "For every division": listed under each one.
      for (const division of ['human', 'agriculture']) {
        const list = await request(t.server).get(`/api/blogs?division=${division}`);
        expect(list.body.items.map((p: { slug: string }) => p.slug)).toContain(res.body.slug);
      }
    });

    it.each([
      ['no slug', { slug: undefined }, 'slug', 'slug must be'],
      ['an upper-case slug', { slug: 'Milk-Fever' }, 'slug', 'slug must be lower-case'],
      ['a slug with a space', { slug: 'milk fever' }, 'slug', 'slug must be lower-case'],
      ['a slug with a double hyphen', { slug: 'milk--fever' }, 'slug', 'slug must be lower-case'],
      ['a slug too long', { slug: 'a'.repeat(121) }, 'slug', 'slug must be shorter'],
      ['a numeric slug', { slug: 42 }, 'slug', 'slug must be a string'],
      ['no title', { title: undefined }, 'title.en', 'title.en must not be empty'],
      ['a French title only', { title: { fr: 'Titre' } }, 'title.en', 'title.en must not be empty'],
      ['a title too long', { title: { en: 'x'.repeat(201) } }, 'title.en', 'shorter than or equal to 200'],
      ['an excerpt too long', { excerpt: { ar: 'x'.repeat(1001) } }, 'excerpt.ar', 'shorter'],
      ['an excerpt as text', { excerpt: 'Short' }, 'excerpt', 'excerpt must be an object'],
      ['sections as a list', { sections: [] }, 'sections', 'sections must be an object'],
      ['a language of sections not a list', { sections: { en: 'x' } }, 'sections.en', 'must be an array'],
      [
        'an empty heading',
        { sections: { fr: [{ heading: '  ', body: P }] } },
        'sections.fr.0.heading',
        'sections.fr.0.heading must not be empty',
      ],
      ['no body', { sections: { en: [{ heading: 'H' }] } }, 'sections.en.0.body', 'rich text document'],
      [
        'a body as plain text',
        { sections: { en: [{ heading: 'H', body: '<p>x</p>' }] } },
        'sections.en.0.body',
        'must be a rich text document',
      ],
      [
        'an empty body',
        { sections: { en: [{ heading: 'H', body: { type: 'doc', content: [{ type: 'paragraph' }] } }] } },
        'sections.en.0.body',
        'body must not be empty',
      ],
      [
        'a body with a script node',
        { sections: { en: [{ heading: 'H', body: doc({ type: 'script', content: [text('alert(1)')] }) }] } },
        'sections.en.0.body',
        'body content[0]: unknown node type "script"',
      ],
      [
        'a body with raw HTML',
        {
          sections: {
            en: [
              { heading: 'H', body: doc({ type: 'html', attrs: { html: '<img src=x onerror=alert(1)>' } }) },
            ],
          },
        },
        'sections.en.0.body',
        'unknown node type "html"',
      ],
      [
        'a body with an unknown mark',
        {
          sections: {
            ar: [{ heading: 'H', body: doc(p(text('x', [{ type: 'textStyle', attrs: { style: 'x' } }]))) }],
          },
        },
        'sections.ar.0.body',
        'unknown mark type "textStyle"',
      ],
      [
        'a javascript: link',
        {
          sections: {
            en: [
              {
                heading: 'H',
                body: doc(p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
              },
            ],
          },
        },
        'sections.en.0.body',
        'a link must be a path of this site',
      ],
      [
        'a body too long',
        { sections: { en: [{ heading: 'H', body: plainTextToRichText('x'.repeat(20001)) }] } },
        'sections.en.0.body',
        'at most 20000 characters',
      ],
      [
        'a heading too long',
        { sections: { en: [{ heading: 'x'.repeat(301), body: P }] } },
        'sections.en.0.heading',
        'shorter',
      ],
      [
        'an unknown key in a section',
        { sections: { en: [{ heading: 'H', body: P, image: 'x' }] } },
        'sections.en.0.image',
        'should not exist',
      ],
      [
        'an unknown language',
        { sections: { de: [{ heading: 'H', body: P }] } },
        'sections.de',
        'should not exist',
      ],
      [
        'too many sections',
        { sections: { en: Array.from({ length: 51 }, () => ({ heading: 'H', body: P })) } },
        'sections.en',
        'must contain no more than 50',
      ],
      ['a category too long', { category: 'x'.repeat(65) }, 'category', 'shorter'],
      ['an unknown division', { division: 'marine' }, 'division', 'division must be one of'],
      ['a date with a time', { publishedAt: '2026-03-14T10:00:00Z' }, 'publishedAt', 'YYYY-MM-DD'],
      ['a day that does not exist', { publishedAt: '2026-02-30' }, 'publishedAt', 'YYYY-MM-DD'],
      ['a date out of range', { publishedAt: '0001-01-01' }, 'publishedAt', 'YYYY-MM-DD'],
      ['a date as a number', { publishedAt: 20260314 }, 'publishedAt', 'YYYY-MM-DD'],
      ['a cover in the body', { cover: '/api/uploads/blogs/x.webp' }, 'cover', 'should not exist'],
      ['null', { category: null }, 'category', 'null'],
    ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
      const [rows, logged] = [await total(), await audits()];
      const res = await create({ ...post(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]?.join(' '), JSON.stringify(res.body)).toContain(text);
      expect(await total()).toBe(rows);
      expect(await audits()).toBe(logged);
    });

    it('answers 409 naming slug for a slug another post has, writing nothing', async () => {
      const [rows, logged] = [await total(), await audits()];
      const seeded = 'milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment';
      const res = await create(post({ slug: seeded }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: `slug "${seeded}" is already used by another record; choose another`,
        fields: { slug: [`slug "${seeded}" is already used by another record; choose another`] },
      });
      expect(await total()).toBe(rows);
      expect(await audits()).toBe(logged);
    });

    it('several posts racing for one slug: exactly one is created, the others get 409 (never 500)', async () => {
      const slug = `race-${++counter}`;
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () =>
          (await t.signIn()).post('/api/admin/blogs').set(CSRF).send(post({ slug })),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const res of answers.filter((r) => r.status === 409))
        expect(Object.keys(res.body.fields)).toEqual(['slug']);
      const list = await admin.get(`/api/admin/blogs?pageSize=100`);
      expect(list.body.items.filter((p: { slug: string }) => p.slug === slug)).toHaveLength(1);
    });
  });

  describe('PUT /api/admin/blogs/:id', () => {
    it('replaces one language of the sections (reordered), keeps the others, [] removes one; audits the fields', async () => {
      const { body: created } = await create(post()).expect(201);
      const reordered = [...sections.fr].reverse();
      const res = await admin
        .put(`/api/admin/blogs/${created._id}`)
        .set(CSRF)
        .send({ sections: { fr: reordered }, excerpt: { fr: 'Garder la calcémie.' } });
      expect(res.status).toBe(200);
      expect(res.body.sections).toEqual({ ...NO_SECTIONS, en: sections.en, fr: reordered });
      expect(res.body.excerpt.fr).toBe('Garder la calcémie.');
      const audit = await admin.get(`/api/audit?entity=blogs&entityId=${created._id}`);
      expect(audit.body.items[0]).toMatchObject({ action: 'update', fields: ['excerpt', 'sections'] });
      const publicFr = await request(t.server).get(`/api/blogs/${created.slug}?lang=fr`);
      expect(publicFr.body.sections.map((s: { heading: string }) => s.heading)).toEqual([
        'Que donner',
        'Pourquoi le calcium compte',
      ]);

      const removed = await admin
        .put(`/api/admin/blogs/${created._id}`)
        .set(CSRF)
        .send({ sections: { fr: [] } });
      expect(removed.body.sections.fr).toEqual([]);
      expect((await request(t.server).get(`/api/blogs/${created.slug}?lang=fr`)).body.sections).toEqual(
        sections.en,
      );
    });

    it('changes the slug and date; its own slug again is fine; another post’s slug is 409 and nothing changes', async () => {
      const { body: a } = await create(post()).expect(201);
      const { body: b } = await create(post()).expect(201);
      const same = await admin.put(`/api/admin/blogs/${a._id}`).set(CSRF).send({ slug: a.slug });
      expect(same.status).toBe(200);
      const moved = await admin
        .put(`/api/admin/blogs/${a._id}`)
        .set(CSRF)
        .send({ slug: `${a.slug}-renamed`, publishedAt: '2025-12-01', division: '' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        slug: `${a.slug}-renamed`,
        publishedAt: '2025-12-01T00:00:00.000Z',
        division: null,
      });
      expect((await request(t.server).get(`/api/blogs/${a.slug}`)).status).toBe(404);
      expect((await request(t.server).get(`/api/blogs/${a.slug}-renamed`)).status).toBe(200);

      const logged = await audits();
      const clash = await admin
        .put(`/api/admin/blogs/${b._id}`)
        .set(CSRF)
        .send({ slug: `${a.slug}-renamed`, title: { en: 'Changed' } });
      expect(clash.status).toBe(409);
      expect(Object.keys(clash.body.fields)).toEqual(['slug']);
      expect((await admin.get(`/api/admin/blogs/${b._id}`)).body).toMatchObject({
        slug: b.slug,
        title: b.title,
      });
      expect(await audits()).toBe(logged);
      const bad = await admin.put(`/api/admin/blogs/${b._id}`).set(CSRF).send({ publishedAt: '2026-13-01' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['publishedAt']);
    });
  });

  describe('cover image and DELETE', () => {
    it('uploads and replaces the cover; a refused file leaves no file; deleting the post removes its cover', async () => {
      const { body: p } = await create(post()).expect(201);
      const first = await admin
        .post(`/api/admin/blogs/${p._id}/files/cover`)
        .set(CSRF)
        .attach('file', await png(), 'c.png');
      expect(first.status).toBe(200);
      expect(first.body.cover).toMatch(/^\/api\/uploads\/blogs\/[0-9a-f-]{36}\.webp$/);
      const files = await t.storedFiles('blogs');
      const refused = await admin
        .post(`/api/admin/blogs/${p._id}/files/cover`)
        .set(CSRF)
        .attach('file', pdf(), 'c.pdf');
      expect(refused.status).toBe(415);
      expect(Object.keys(refused.body.fields)).toEqual(['cover']);
      expect(await t.storedFiles('blogs')).toEqual(files);
      const second = await admin
        .post(`/api/admin/blogs/${p._id}/files/cover`)
        .set(CSRF)
        .attach('file', await png('#f00'), 'd.png');
      expect(await t.isStored(first.body.cover)).toBe(false);
      expect((await request(t.server).get(`/api/blogs/${p.slug}`)).body.cover).toBe(second.body.cover);
      const deleted = await admin.delete(`/api/admin/blogs/${p._id}`).set(CSRF);
      expect(deleted.status).toBe(200);
      // In the bin: the cover stays until the purge.
      expect(await t.isStored(second.body.cover)).toBe(true);
      expect((await request(t.server).get(`/api/blogs/${p.slug}`)).status).toBe(404);
      const audit = await admin.get(`/api/audit?entity=blogs&entityId=${p._id}`);
      expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
        'delete',
        'upload',
        'upload',
        'create',
      ]);
    });

    it('unpublished posts leave the public list and address', async () => {
      const { body: p } = await create(post()).expect(201);
      await admin.put(`/api/admin/blogs/${p._id}/published`).set(CSRF).send({ published: false }).expect(200);
      expect((await request(t.server).get(`/api/blogs/${p.slug}`)).status).toBe(404);
      const list = await request(t.server).get('/api/blogs?pageSize=50');
      expect(list.body.items.map((i: { slug: string }) => i.slug)).not.toContain(p.slug);
    });
  });

  describe('access', () => {
    it('refuses anonymous (401), viewer (403) and header-less (403) writes', async () => {
      expect((await request(t.server).post('/api/admin/blogs').set(CSRF).send(post())).status).toBe(401);
      expect((await request(t.server).get('/api/admin/blogs')).status).toBe(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      expect((await viewer.post('/api/admin/blogs').set(CSRF).send(post())).status).toBe(403);
      expect((await viewer.get('/api/admin/blogs')).status).toBe(200);
      expect((await admin.post('/api/admin/blogs').send(post())).status).toBe(403);
    });
  });
});

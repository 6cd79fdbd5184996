import { plainTextToRichText, richTextToHtml } from '@aurinko/contract/rich-text';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventReportRichText1764500000000 } from '../../src/database/migrations/1764500000000-event-report-rich-text.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

type Docs = Record<string, unknown>;
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const list = (...items: string[]) => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(text(item))] })),
});
const link = (value: string, href: string) => text(value, [{ type: 'link', attrs: { href } }]);

// An event's description and a report's (or article's) details as rich text (issue 33), like a product's details:
// the studio's validation, the public answers (document + its language), the site search over the documents' text,
// and migration 1764500000000 (plain texts → documents, no loss; down and up again).
describe.each(DATABASES)('event descriptions and report details as rich text on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: Record<string, unknown>) =>
    (await t.signIn()).post(`/api/admin/${path}`).set(CSRF).send(body);
  const event = (description: unknown) =>
    post('events', {
      title: { en: 'Rich event', ar: 'فعالية' },
      date: '2031-03-14',
      place: { en: 'Pune' },
      description,
    });
  const report = (details: unknown, category = 'Articles') =>
    post('reports', { category, division: 'veterinary', title: { en: 'Rich report' }, details });

  it('refuses a plain text, an unknown node and a javascript: link with a 400 naming the field and language', async () => {
    const plain = await event({ en: 'Plain text' });
    expect(plain.status).toBe(400);
    expect(Object.keys(plain.body.fields)).toEqual(['description.en']);

    const script = await report({ en: doc(paragraph(text('x'))), ar: doc({ type: 'script', content: [] }) });
    expect(script.status).toBe(400);
    expect(script.body.fields['details.ar'][0]).toMatch(/unknown node type "script"/);

    const js = await event({ en: doc(paragraph(link('x', 'javascript:alert(1)'))) });
    expect(js.status).toBe(400);
    expect(js.body.fields['description.en'][0]).toMatch(/link/);

    const empty = await report({ en: doc(), fr: doc(paragraph(text('Seulement en français'))) });
    expect(empty.status).toBe(400);
    expect(empty.body.fields['details.en']).toEqual(['details.en must not be empty']);
  });

  it('answers the public lists with the document in the language asked for or English, safe to render', async () => {
    const description = doc(
      paragraph(text('Bring: '), link('the programme', 'https://example.org/programme')),
      list('Boots', 'Notebook'),
    );
    const created = await event({ en: description, ar: doc(paragraph(text('وصف عربي'))) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const find = async (lang: string) =>
      (
        (await request(t.server).get(`/api/events?lang=${lang}&pageSize=50`).expect(200)).body.items as Docs[]
      ).find((item) => item._id === created.body._id);
    const fr = await find('fr');
    expect(fr).toMatchObject({ description, descriptionLanguage: 'en' });
    expect(richTextToHtml(fr?.description)).toBe(
      '<p>Bring: <a href="https://example.org/programme" rel="noopener noreferrer">the programme</a></p>' +
        '<ul><li><p>Boots</p></li><li><p>Notebook</p></li></ul>',
    );
    expect(await find('ar')).toMatchObject({
      description: doc(paragraph(text('وصف عربي'))),
      descriptionLanguage: 'ar',
    });

    const article = await report({ en: doc(paragraph(text('Udder health in monsoon'))) });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const reports = await request(t.server)
      .get('/api/reports?division=veterinary&category=Articles&lang=ko&pageSize=50')
      .expect(200);
    expect(reports.body.items.find((item: Docs) => item._id === article.body._id)).toMatchObject({
      details: doc(paragraph(text('Udder health in monsoon'))),
      detailsLanguage: 'en',
    });
  });

  it('finds a report and an article by a word of their details (a list item too), in the language or English', async () => {
    const word = `Zymoquartz${database}`;
    const article = await report({
      en: doc(paragraph(text('Field notes')), list(`Apply ${word} twice`)),
      es: doc(paragraph(text(`Notas con ${word}Es`))),
    });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const reportRow = await report({ en: doc(paragraph(text(`Annual ${word} summary`))) }, 'Reports');
    expect(reportRow.status).toBe(201);
    const search = async (q: string, lang = 'en') =>
      (await request(t.server).get('/api/search').query({ q, lang }).expect(200)).body as {
        total: number;
        items: Array<{ type: string; title: string; excerpt: string; url: string }>;
      };
    const hits = await search(word);
    expect(hits.items.map((hit) => hit.type).sort()).toEqual(['article', 'report']);
    expect(hits.items.find((hit) => hit.type === 'article')).toMatchObject({
      url: '/veterinary/articles',
      excerpt: `Field notes\n\nApply ${word} twice`,
    });
    // Spanish has its own document: its word is found there (and the excerpt is the Spanish text).
    const es = await search(`${word}Es`, 'es');
    expect(es.items).toEqual([expect.objectContaining({ type: 'article', excerpt: `Notas con ${word}Es` })]);
    // The JSON around the text is not searched: a node type name finds nothing of these records.
    const nodeNames = await search('bulletList');
    expect(nodeNames.items.map((hit) => hit.title)).not.toContain('Rich report');
    // Unpublished: gone from the search.
    await (await t.signIn())
      .put(`/api/admin/reports/${article.body._id}/published`)
      .set(CSRF)
      .send({ published: false })
      .expect(200);
    expect((await search(word)).items.map((hit) => hit.type)).toEqual(['report']);
  });

  it('migration 1764500000000 turns plain descriptions and details into documents without loss, drafts included', async () => {
    const eventId = Number((await event({ en: doc(paragraph(text('x'))) })).body._id);
    const reportId = Number((await report({ en: doc(paragraph(text('y'))) })).body._id);
    const migration = new EventReportRichText1764500000000();
    const runner = t.dataSource.createQueryRunner();
    const read = async (table: 'events' | 'reports', column: 'description' | 'details') =>
      (
        (await runner.query(`SELECT id, ${column} AS value FROM ${table} ORDER BY id`)) as Array<{
          id: number;
          value: string;
        }>
      ).map((row) => ({ id: Number(row.id), value: JSON.parse(row.value) as Docs }));
    const readAll = async () => ({
      events: await read('events', 'description'),
      reports: await read('reports', 'details'),
    });
    const draftOf = async (resource: string, id: number) => {
      const [row] = (await runner.query(
        'SELECT data FROM studio_drafts WHERE resource = ? AND record_id = ?',
        [resource, id],
      )) as Array<{ data: string }>;
      return JSON.parse(String(row?.data)) as Docs;
    };
    try {
      await migration.down(runner);
      const old = await readAll();
      // The seeded events and reports are back to the old release's plain texts.
      expect(old.events.length).toBeGreaterThanOrEqual(3);
      expect(old.reports.length).toBeGreaterThan(5);
      expect(typeof old.events[0]?.value.en).toBe('string');
      expect(typeof old.reports[0]?.value.ar).toBe('string');
      // The old release's text: two paragraphs, a line break, markup-looking text, an Arabic translation, a blank.
      const oldText = 'Stalls open at nine\nTalks at eleven\n\nNot <b>bold</b> & - not a list';
      await runner.query('UPDATE events SET description = ? WHERE id = ?', [
        JSON.stringify({ en: oldText, ar: 'وصف الفعالية', fr: '  ' }),
        eventId,
      ]);
      await runner.query('UPDATE reports SET details = ? WHERE id = ?', [
        JSON.stringify({ en: 'Summary\n\nMethods' }),
        reportId,
      ]);
      const insertDraft = (resource: string, id: number, data: Docs) =>
        runner.query(
          'INSERT INTO studio_drafts (resource, record_id, data, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)',
          [resource, id, JSON.stringify(data), '2026-03-14 10:00:00', ADMIN.name],
        );
      await insertDraft('events', eventId, { description: { en: 'Draft\nline' }, place: { en: 'Pune' } });
      await insertDraft('reports', reportId, { details: { ko: '초안' } });
      const plain = await readAll();

      await migration.up(runner);
      const after = await readAll();
      for (const kind of ['events', 'reports'] as const) {
        expect(after[kind].map((row) => row.id)).toEqual(plain[kind].map((row) => row.id));
        for (const [index, row] of after[kind].entries()) {
          const expected = Object.fromEntries(
            Object.entries(plain[kind][index]?.value ?? {})
              .filter(([, value]) => /\S/.test(String(value)))
              .map(([lang, value]) => [lang, plainTextToRichText(String(value))]),
          );
          expect(row.value).toEqual(expected);
        }
      }
      const mine = after.events.find((row) => row.id === eventId)?.value;
      expect(richTextToHtml(mine?.en)).toBe(
        '<p>Stalls open at nine<br>Talks at eleven</p><p>Not &#60;b&#62;bold&#60;/b&#62; &#38; - not a list</p>',
      );
      expect(mine?.fr).toBeUndefined();
      expect(richTextToHtml(after.reports.find((row) => row.id === reportId)?.value.en)).toBe(
        '<p>Summary</p><p>Methods</p>',
      );
      const eventDraft = await draftOf('events', eventId);
      expect(richTextToHtml((eventDraft.description as Docs).en)).toBe('<p>Draft<br>line</p>');
      expect(eventDraft.place).toEqual({ en: 'Pune' });
      expect((await draftOf('reports', reportId)).details).toEqual({ ko: plainTextToRichText('초안') });

      // Run again (rows the new release wrote): nothing changes.
      await migration.up(runner);
      expect(await readAll()).toEqual(after);

      // Down gives the plain texts back (blank lines between blocks), as the old release stored them.
      await migration.down(runner);
      const down = await readAll();
      expect(down.events.find((row) => row.id === eventId)?.value).toEqual({
        en: oldText,
        ar: 'وصف الفعالية',
      });
      expect((await draftOf('events', eventId)).description).toEqual({ en: 'Draft\nline' });
      await migration.up(runner);
      expect(await readAll()).toEqual(after);
      await runner.query('DELETE FROM studio_drafts WHERE record_id IN (?, ?) AND resource IN (?, ?)', [
        eventId,
        reportId,
        'events',
        'reports',
      ]);
    } finally {
      await runner.release();
    }
    // The public list reads the migrated document in Arabic.
    const ar = await request(t.server).get('/api/events?lang=ar&pageSize=50').expect(200);
    expect(ar.body.items.find((item: Docs) => item._id === String(eventId))).toMatchObject({
      description: plainTextToRichText('وصف الفعالية'),
      descriptionLanguage: 'ar',
    });
  });
});

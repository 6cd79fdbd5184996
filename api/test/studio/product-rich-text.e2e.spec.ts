import { plainTextToRichText, richTextToHtml } from '@aurinko/contract/rich-text';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductRichText1764460000000 } from '../../src/database/migrations/1764460000000-product-rich-text.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

type Docs = Record<string, unknown>;
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

// A product's details and usage as rich text (issue 33): the studio's validation (400 naming the field and language),
// storage (an empty document removes the language) and migration 1764460000000 (plain texts → documents, no loss).
describe.each(DATABASES)('product details and usage as rich text on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const admin = await t.signIn();
    return admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({ group: 'Pet', name: { en: 'Rich product' }, ...body });
  };

  it('refuses an unknown node type, a javascript: link and too much text with a 400 naming the field', async () => {
    const script = await create({
      details: { en: doc(paragraph('Fine')), fr: doc({ type: 'script', content: [] }) },
    });
    expect(script.status).toBe(400);
    expect(script.body.fields['details.fr'][0]).toMatch(/unknown node type "script"/);

    const link = await create({
      usage: {
        en: doc({
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        }),
      },
    });
    expect(link.status).toBe(400);
    expect(link.body.fields['usage.en'][0]).toMatch(/link/);

    const long = await create({ details: { ar: doc(paragraph('ا'.repeat(5001))) } });
    expect(long.status).toBe(400);
    expect(long.body.fields['details.ar'][0]).toBe('details.ar must hold at most 5000 characters of text');

    const text = await create({ details: { en: 'plain text' } });
    expect(text.status).toBe(400);
    expect(Object.keys(text.body.fields)).toEqual(['details.en']);
  });

  it('stores documents per language, drops an empty one, and answers the public page in the language or English', async () => {
    const list = {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph('Shake well')] }],
    };
    const created = await create({
      details: { en: doc(paragraph('English'), list), fr: doc(paragraph('Français')) },
      published: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.details.fr).toEqual(doc(paragraph('Français')));
    expect(created.body.details.ar).toEqual(doc());

    const admin = await t.signIn();
    const updated = await admin
      .put(`/api/admin/products/${created.body._id}`)
      .set(CSRF)
      .set('If-Match', String(created.headers.etag))
      .send({ details: { fr: doc() } })
      .expect(200);
    expect(updated.body.details.fr).toEqual(doc());
    expect(updated.body.details.en).toEqual(doc(paragraph('English'), list));

    const fr = await request(t.server).get(`/api/products/${created.body._id}?lang=fr`).expect(200);
    expect(fr.body.detailsLanguage).toBe('en');
    expect(richTextToHtml(fr.body.details)).toBe('<p>English</p><ul><li><p>Shake well</p></li></ul>');
  });

  it('migration 1764460000000 turns plain details and usage into documents without loss, drafts included', async () => {
    const before = await create({ details: { en: doc(paragraph('x')) } });
    const id = Number(before.body._id);
    const migration = new ProductRichText1764460000000();
    const runner = t.dataSource.createQueryRunner();
    const q = (name: string) => t.dataSource.driver.escape(name);
    const read = async () =>
      (
        (await runner.query(
          `SELECT id, details, ${q('usage')} AS usage_text FROM products ORDER BY id`,
        )) as Array<{
          id: number;
          details: string;
          usage_text: string;
        }>
      ).map((row) => ({
        id: row.id,
        details: JSON.parse(row.details) as Docs,
        usage: JSON.parse(row.usage_text) as Docs,
      }));
    try {
      await migration.down(runner);
      const old = await read();
      expect(old.length).toBeGreaterThan(10);
      expect(typeof old[0]?.details.en).toBe('string');
      // The old release's text: two paragraphs, a line break, markup-looking text, and an Arabic translation.
      const oldText = 'First line\nsecond line\n\nNot <b>bold</b> & *not* bold';
      await runner.query(`UPDATE products SET details = ?, ${q('usage')} = ? WHERE id = ?`, [
        JSON.stringify({ en: oldText, ar: 'نص عربي', fr: '' }),
        JSON.stringify({ en: 'Once a day' }),
        id,
      ]);
      await runner.query(
        'INSERT INTO studio_drafts (resource, record_id, data, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)',
        [
          'products',
          id,
          JSON.stringify({ usage: { en: 'Twice\na day' } }),
          '2026-03-14 10:00:00',
          ADMIN.name,
        ],
      );
      const plain = await read();

      await migration.up(runner);
      const after = await read();
      expect(after.map((row) => row.id)).toEqual(plain.map((row) => row.id));
      for (const [index, row] of after.entries()) {
        for (const field of ['details', 'usage'] as const) {
          const texts = plain[index]?.[field] ?? {};
          const expected = Object.fromEntries(
            Object.entries(texts)
              .filter(([, text]) => /\S/.test(String(text)))
              .map(([lang, text]) => [lang, plainTextToRichText(String(text))]),
          );
          expect(row[field]).toEqual(expected);
        }
      }
      const mine = after.find((row) => row.id === id);
      expect(richTextToHtml(mine?.details.en)).toBe(
        '<p>First line<br>second line</p><p>Not &#60;b&#62;bold&#60;/b&#62; &#38; *not* bold</p>',
      );
      expect(mine?.details.fr).toBeUndefined();
      const [draft] = (await runner.query(
        "SELECT data FROM studio_drafts WHERE resource = 'products' AND record_id = ?",
        [id],
      )) as Array<{ data: string }>;
      expect(richTextToHtml(JSON.parse(String(draft?.data)).usage.en)).toBe('<p>Twice<br>a day</p>');

      // Run again (rows the new release wrote): nothing changes.
      await migration.up(runner);
      expect(await read()).toEqual(after);
    } finally {
      await runner.release();
    }
    // The public page reads the migrated document in Arabic.
    const ar = await request(t.server).get(`/api/products/${id}?lang=ar`).expect(200);
    expect(ar.body.detailsLanguage).toBe('ar');
    expect(ar.body.details).toEqual(plainTextToRichText('نص عربي'));
  });
});

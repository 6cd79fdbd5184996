import { paragraphsToRichText, richTextToHtml } from '@aurinko/contract/rich-text';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogRichText1764449000000 } from '../../src/database/migrations/1764449000000-blog-rich-text.js';
import seededPosts from '../../src/seed/data/blog-posts.json' with { type: 'json' };
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

type Sections = Record<string, Array<Record<string, unknown>>>;

// Migration 1764449000000 on a database written by the release before it: down (the seeded posts' sections and a blog
// draft back to plain paragraphs, as that release stored them), then up. Nothing is lost: every paragraph becomes a
// paragraph of the section's document, line breaks inside one kept, and the public answer carries the document.
describe.each(DATABASES)('migration 1764449000000 (blog sections as rich text) on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  const sectionsOf = async (runner: ReturnType<TestApp['dataSource']['createQueryRunner']>) =>
    (
      (await runner.query('SELECT id, slug, sections FROM blog_posts ORDER BY id')) as Array<{
        id: number;
        slug: string;
        sections: string;
      }>
    ).map((row) => ({ ...row, sections: JSON.parse(row.sections) as Sections }));

  it('turns every section’s paragraphs into a document of the same paragraphs, posts and drafts alike', async () => {
    const admin = await t.signIn();
    const { body: created } = await admin
      .post('/api/admin/blogs')
      .set(CSRF)
      .send({ slug: 'old-format-draft', title: { en: 'Old format' }, publishedAt: '2026-03-14' })
      .expect(201);
    const migration = new BlogRichText1764449000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const before = await sectionsOf(runner);
      expect(before).toHaveLength(seededPosts.length + 1);
      // The seed's paragraphs, as the old release stored them, are back.
      const milk = before.find(
        (row) => row.slug === 'milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment',
      );
      const seed = seededPosts.find((post) => post.slug === milk?.slug);
      expect(milk?.sections.en?.[0]).toEqual({
        heading: seed?.sections[0]?.heading.en,
        paragraphs: seed?.sections[0]?.paragraphs.en,
      });
      // A draft saved by the old release: paragraphs with a line break and markup-looking text.
      const oldDraft = {
        title: { en: 'Old format, drafted' },
        sections: {
          en: [{ heading: 'Dose', paragraphs: ['Line one\nline two', 'Not <b>bold</b> & not *bold*'] }],
        },
      };
      await runner.query(
        'INSERT INTO studio_drafts (resource, record_id, data, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)',
        ['blogs', Number(created._id), JSON.stringify(oldDraft), '2026-03-14 10:00:00', ADMIN.name],
      );

      await migration.up(runner);
      const after = await sectionsOf(runner);
      expect(after.map((row) => row.slug)).toEqual(before.map((row) => row.slug));
      for (const [index, row] of after.entries()) {
        const old = before[index]?.sections ?? {};
        expect(Object.keys(row.sections)).toEqual(Object.keys(old));
        for (const [lang, list] of Object.entries(row.sections)) {
          expect(list).toEqual(
            (old[lang] ?? []).map(({ paragraphs, ...rest }) => ({
              ...rest,
              body: paragraphsToRichText(paragraphs as string[]),
            })),
          );
        }
      }
      const [draft] = (await runner.query(
        "SELECT data FROM studio_drafts WHERE resource = 'blogs'",
      )) as Array<{
        data: string;
      }>;
      const body = JSON.parse(String(draft?.data)).sections.en[0].body;
      expect(richTextToHtml(body)).toBe(
        '<p>Line one<br>line two</p><p>Not &#60;b&#62;bold&#60;/b&#62; &#38; not *bold*</p>',
      );

      // Run again (a release meeting rows the new one wrote): nothing changes.
      await migration.up(runner);
      expect(await sectionsOf(runner)).toEqual(after);
    } finally {
      await runner.release();
    }
    const page = await request(t.server)
      .get('/api/blogs/milk-fever-in-dairy-cows-stages-causes-prevention-and-treatment?lang=ar')
      .expect(200);
    expect(page.body.sections[0].body.type).toBe('doc');
    expect(page.body.sections[0].paragraphs).toBeUndefined();
  });
});

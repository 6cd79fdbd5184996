import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogsEvents1764300000000 } from '../../src/database/migrations/1764300000000-blogs-events.js';
import seededPosts from '../../src/seed/data/blog-posts.json' with { type: 'json' };
import { DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// Migration 1764300000000 on a database that already holds blog posts (a site started before it): down, then up
// again over the seeded posts. Existing posts keep everything and take their publication date as created/updated.
describe.each(DATABASES)('migration 1764300000000 (blog studio columns, events) on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('adds the studio columns to existing posts, filled from their publication date, and creates events', async () => {
    const migration = new BlogsEvents1764300000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await runner.hasTable('events')).toBe(false);
      expect(await runner.hasColumn('blog_posts', 'created_at')).toBe(false);
      const before = await runner.query('SELECT id, slug, published_at FROM blog_posts ORDER BY id');
      // Every seeded post is there before the migration runs again.
      expect(before).toHaveLength(seededPosts.length);

      await migration.up(runner);
      const after = (await runner.query(
        'SELECT id, slug, published_at, created_at, updated_at, sort_order FROM blog_posts ORDER BY id',
      )) as Array<Record<string, unknown>>;
      expect(after.map((row) => row.slug)).toEqual(before.map((row: { slug: string }) => row.slug));
      for (const row of after) {
        expect(new Date(String(row.created_at)).getTime()).toBe(new Date(String(row.published_at)).getTime());
        expect(new Date(String(row.updated_at)).getTime()).toBe(new Date(String(row.published_at)).getTime());
        expect(Number(row.sort_order)).toBe(Number(row.id));
      }
      expect(await runner.hasTable('events')).toBe(true);
    } finally {
      await runner.release();
    }
  });
});

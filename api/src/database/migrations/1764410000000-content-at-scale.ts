import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Content at scale (issue 37): an index for every filter and order of the lists that grow with the content — public
 * reads, admin lists, the sitemap — so none of them reads a whole table (test/content-indexes.e2e.spec.ts runs
 * EXPLAIN on them on both engines). Table API: the same migration runs on MySQL and SQLite. A secondary index holds
 * the primary key on both engines, so `…, id` tie-breaks come with it.
 */
export const CONTENT_AT_SCALE_INDEXES: ReadonlyArray<{ table: string; index: TableIndex }> = [
  // Public list without a group, and the admin list filtered by published.
  ['products', 'idx_products_public', ['published', 'sort_order']],
  // The admin list unfiltered (and its keyset cursor), by group, by division.
  ['products', 'idx_products_order', ['sort_order']],
  ['products', 'idx_products_group_order', ['product_group', 'sort_order']],
  ['products', 'idx_products_division_order', ['division', 'sort_order']],
  ['products', 'idx_products_division_published', ['division', 'published', 'sort_order']],
  // The sitemap: each group's newest change, and the per-file counts.
  ['products', 'idx_products_sitemap', ['published', 'product_group', 'updated_at']],
  // Public blog list (newest first) and the admin list; the sitemap's per-division newest post.
  ['blog_posts', 'idx_blog_posts_public', ['published', 'published_at']],
  ['blog_posts', 'idx_blog_posts_newest', ['published_at']],
  ['blog_posts', 'idx_blog_posts_sitemap', ['published', 'division', 'published_at']],
  // The inbox's filters, newest first.
  ['contact_messages', 'idx_contact_handled', ['handled', 'received_at']],
  ['contact_messages', 'idx_contact_division', ['division', 'received_at']],
  // Review moderation: pending oldest first, the admin list by status.
  ['reviews', 'idx_reviews_moderation', ['approved', 'created_at']],
  // The audit log, newest first, by admin, resource or action.
  ['audit_log', 'idx_audit_at', ['at']],
  ['audit_log', 'idx_audit_admin_at', ['admin_name', 'at']],
  ['audit_log', 'idx_audit_entity_at', ['entity', 'at']],
  ['audit_log', 'idx_audit_action_at', ['action', 'at']],
].map(([table, name, columnNames]) => ({
  table: table as string,
  index: new TableIndex({ name: name as string, columnNames: columnNames as string[] }),
}));

export class ContentAtScale1764410000000 implements MigrationInterface {
  name = 'ContentAtScale1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, index } of CONTENT_AT_SCALE_INDEXES) await queryRunner.createIndex(table, index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, index } of [...CONTENT_AT_SCALE_INDEXES].reverse())
      await queryRunner.dropIndex(table, index.name as string);
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

// Content studio, part 2: blog posts get the studio's common columns (sort order and timestamps; existing posts take
// their publication date), and the events table is created. Table API: the same migration on MySQL and SQLite.
const BLOG_COLUMNS = [
  new TableColumn({ name: 'sort_order', type: 'integer', default: 0 }),
  new TableColumn({ name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' }),
  new TableColumn({ name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' }),
];

const EVENTS = new Table({
  name: 'events',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    // Translations as JSON text.
    { name: 'title', type: 'text' },
    { name: 'date', type: 'datetime' },
    { name: 'place', type: 'text' },
    { name: 'description', type: 'text' },
    // Stored image URLs as a JSON array.
    { name: 'images', type: 'text' },
    { name: 'sort_order', type: 'integer', default: 0 },
    { name: 'published', type: 'boolean', default: true },
    { name: 'created_at', type: 'datetime' },
    { name: 'updated_at', type: 'datetime' },
  ],
  indices: [{ name: 'idx_events_public', columnNames: ['published', 'date'] }],
});

export class BlogsEvents1764300000000 implements MigrationInterface {
  name = 'BlogsEvents1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('blog_posts', BLOG_COLUMNS);
    await queryRunner.query(
      'UPDATE blog_posts SET sort_order = id, created_at = published_at, updated_at = published_at',
    );
    await queryRunner.createTable(EVENTS, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `events` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(EVENTS.name, true);
    for (const column of BLOG_COLUMNS) await queryRunner.dropColumn('blog_posts', column.name);
  }
}

import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Public content of issue 6 (products, media, blogs, faculty, reviews, contact, banners).
// Written with the Table API so the same migration runs on MySQL/MariaDB and SQLite.
const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const datetime = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable,
});
const int = (name: string, value = 0): TableColumnOptions => ({ name, type: 'integer', default: value });
const bool = (name: string, value: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: value,
});
/** Translations as JSON text. */
const text = (name: string): TableColumnOptions => ({ name, type: 'text' });
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const url = (name: string, isNullable = true) => str(name, 512, isNullable);

/** Blog sections of six languages can exceed MySQL's 64 KB TEXT. */
const tables = (mysql: boolean) => [
  new Table({
    name: 'products',
    columns: [
      id(),
      str('product_group', 32),
      str('division', 16),
      ...[
        'name',
        'details',
        'segment',
        'type',
        'category',
        'packing',
        'composition',
        'indications',
        'usage',
      ].map(text),
      url('image'),
      url('logo'),
      url('report'),
      url('brochure'),
      int('sort_order'),
      bool('published', true),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [{ name: 'idx_products_group', columnNames: ['product_group', 'published', 'sort_order'] }],
  }),
  new Table({
    name: 'reports',
    columns: [
      id(),
      text('title'),
      text('details'),
      str('category', 16),
      str('division', 16),
      url('file', false),
      int('sort_order'),
      datetime('created_at'),
    ],
    indices: [{ name: 'idx_reports_list', columnNames: ['division', 'category', 'sort_order'] }],
  }),
  new Table({
    name: 'gallery_categories',
    columns: [{ ...str('key', 40), isPrimary: true }, text('label'), int('sort_order')],
  }),
  new Table({
    name: 'gallery_photos',
    columns: [
      id(),
      str('category', 40),
      str('division', 16, true),
      text('caption'),
      url('image', false),
      int('sort_order'),
      datetime('created_at'),
    ],
    indices: [{ name: 'idx_gallery_list', columnNames: ['division', 'category', 'sort_order'] }],
  }),
  new Table({
    name: 'videos',
    columns: [
      id(),
      text('title'),
      str('division', 16, true),
      url('url', false),
      str('kind', 16),
      url('poster'),
      int('sort_order'),
      datetime('created_at'),
    ],
  }),
  new Table({
    name: 'brochures',
    columns: [
      id(),
      text('name'),
      str('category', 64),
      str('division', 16, true),
      url('file', false),
      int('sort_order'),
      datetime('created_at'),
    ],
  }),
  new Table({
    name: 'blog_posts',
    columns: [
      id(),
      { ...str('slug', 120), isUnique: true },
      text('title'),
      text('excerpt'),
      { name: 'sections', type: mysql ? 'mediumtext' : 'text' },
      url('cover'),
      str('category', 64),
      str('division', 16, true),
      datetime('published_at'),
      bool('published', true),
    ],
  }),
  new Table({
    name: 'faculty_members',
    columns: [id(), text('name'), text('designation'), text('bio'), url('photo'), int('sort_order')],
  }),
  new Table({
    name: 'reviews',
    columns: [
      id(),
      str('name', 100),
      str('email', 254),
      { name: 'rating', type: 'integer' },
      text('comment'),
      { name: 'product_id', type: 'integer', isNullable: true },
      bool('approved', false),
      datetime('created_at'),
      datetime('approved_at', true),
    ],
    indices: [{ name: 'idx_reviews_public', columnNames: ['approved', 'product_id', 'created_at'] }],
    foreignKeys: [
      {
        name: 'fk_reviews_product',
        columnNames: ['product_id'],
        referencedTableName: 'products',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      },
    ],
  }),
  new Table({
    name: 'contact_messages',
    columns: [
      id(),
      str('name', 100),
      str('mobile', 20),
      str('email', 254),
      text('message'),
      datetime('received_at'),
      bool('handled', false),
      datetime('handled_at', true),
    ],
    indices: [{ name: 'idx_contact_received', columnNames: ['received_at'] }],
  }),
  new Table({
    name: 'banners',
    columns: [
      id(),
      str('division', 16),
      str('language', 8, true),
      url('image', false),
      url('link'),
      int('sort_order'),
    ],
  }),
  new Table({
    name: 'page_banners',
    columns: [id(), { ...str('page_key', 100), isUnique: true }, url('image', false), text('title')],
  }),
];

export class ContentSchema1763900000000 implements MigrationInterface {
  name = 'ContentSchema1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    for (const table of tables(mysql)) {
      await queryRunner.createTable(table, true);
      if (mysql) {
        await queryRunner.query(
          `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables(false).reverse()) await queryRunner.dropTable(table.name, true);
  }
}

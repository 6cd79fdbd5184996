import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Content studio (issue 10): the home page's product cards and the admin audit log.
// Written with the Table API so the same migration runs on MySQL/MariaDB and SQLite.
const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

const TABLES = [
  new Table({
    name: 'product_cards',
    columns: [
      id(),
      // Translations as JSON text.
      { name: 'name', type: 'text' },
      { name: 'details', type: 'text' },
      { name: 'category', type: 'text' },
      { name: 'rating', type: 'integer' },
      str('image', 512, true),
      { name: 'sort_order', type: 'integer', default: 0 },
      { name: 'published', type: 'boolean', default: true },
      { name: 'created_at', type: 'datetime' },
      { name: 'updated_at', type: 'datetime' },
    ],
    indices: [{ name: 'idx_product_cards_order', columnNames: ['published', 'sort_order'] }],
  }),
  new Table({
    name: 'audit_log',
    columns: [
      id(),
      { name: 'at', type: 'datetime' },
      { name: 'admin_id', type: 'integer', isNullable: true },
      str('admin_name', 64),
      str('action', 16),
      str('entity', 40),
      str('entity_id', 20),
      // Changed field names as a JSON array.
      { name: 'fields', type: 'text' },
    ],
    indices: [{ name: 'idx_audit_entity', columnNames: ['entity', 'entity_id'] }],
  }),
];

export class ContentStudio1764100000000 implements MigrationInterface {
  name = 'ContentStudio1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    for (const table of TABLES) {
      await queryRunner.createTable(table, true);
      if (mysql) {
        await queryRunner.query(
          `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.dropTable(table.name, true);
  }
}

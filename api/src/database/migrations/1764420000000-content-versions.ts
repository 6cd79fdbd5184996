import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// One row per public content table: its version, raised by every committed write to that table
// (src/common/cache/database-write.subscriber.ts). GET /api/content-version reads them (issue 28).
const TABLE = new Table({
  name: 'content_versions',
  columns: [
    { name: 'table_name', type: 'varchar', length: '64', isPrimary: true },
    { name: 'version', type: 'integer', default: 0 },
  ],
});

export class ContentVersions1764420000000 implements MigrationInterface {
  name = 'ContentVersions1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        `ALTER TABLE \`${TABLE.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name, true);
  }
}

import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// Drafts of the content studio (issue 12): the pending input of one record of one resource, kept apart from the
// live row until it is published. One draft per record. Table API, so it runs on MySQL/MariaDB and SQLite.
const table = (mysql: boolean) =>
  new Table({
    name: 'studio_drafts',
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      // The resource path as in /api/admin/<resource> (as the audit log's entity).
      { name: 'resource', type: 'varchar', length: '40' },
      { name: 'record_id', type: 'integer' },
      // The pending input as JSON (a blog post's sections in six languages exceed MySQL's 64 KB `text`).
      { name: 'data', type: mysql ? 'mediumtext' : 'text' },
      { name: 'updated_at', type: 'datetime' },
      { name: 'updated_by', type: 'varchar', length: '64' },
    ],
    indices: [{ name: 'UQ_studio_drafts_record', columnNames: ['resource', 'record_id'], isUnique: true }],
  });

export class StudioDrafts1764360000000 implements MigrationInterface {
  name = 'StudioDrafts1764360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(table(mysql), true);
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `studio_drafts` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('studio_drafts', true);
  }
}

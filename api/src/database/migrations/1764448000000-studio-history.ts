import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

// Issue 33, history and restore: every saved state of a studio record (versions), deleted records kept 30 days
// (the bin), and the audit log's values before and after, the record's title and the version a change made.
const versions = (mysql: boolean) =>
  new Table({
    name: 'studio_versions',
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      { name: 'resource', type: 'varchar', length: '40' },
      { name: 'record_id', type: 'integer' },
      { name: 'kind', type: 'varchar', length: '16' },
      { name: 'record_values', type: mysql ? 'mediumtext' : 'text' },
      { name: 'created_at', type: 'datetime' },
      { name: 'admin_id', type: 'integer', isNullable: true },
      { name: 'admin_name', type: 'varchar', length: '64' },
    ],
    indices: [{ name: 'IDX_studio_versions_record', columnNames: ['resource', 'record_id', 'id'] }],
  });

const bin = (mysql: boolean) =>
  new Table({
    name: 'studio_bin',
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      { name: 'resource', type: 'varchar', length: '40' },
      { name: 'record_id', type: 'integer' },
      { name: 'title', type: 'text' },
      { name: 'record_row', type: mysql ? 'mediumtext' : 'text' },
      { name: 'draft', type: mysql ? 'mediumtext' : 'text', isNullable: true },
      { name: 'deleted_at', type: 'datetime' },
      { name: 'admin_id', type: 'integer', isNullable: true },
      { name: 'admin_name', type: 'varchar', length: '64' },
    ],
    indices: [
      { name: 'UQ_studio_bin_record', columnNames: ['resource', 'record_id'], isUnique: true },
      { name: 'IDX_studio_bin_deleted', columnNames: ['deleted_at'] },
    ],
  });

export class StudioHistory1764448000000 implements MigrationInterface {
  name = 'StudioHistory1764448000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(versions(mysql), true);
    await queryRunner.createTable(bin(mysql), true);
    if (mysql) {
      for (const name of ['studio_versions', 'studio_bin']) {
        await queryRunner.query(
          `ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
    await queryRunner.addColumns('audit_log', [
      new TableColumn({ name: 'record_title', type: 'text', isNullable: true }),
      new TableColumn({ name: 'changes', type: mysql ? 'mediumtext' : 'text', isNullable: true }),
      new TableColumn({ name: 'version_id', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('audit_log', 'version_id');
    await queryRunner.dropColumn('audit_log', 'changes');
    await queryRunner.dropColumn('audit_log', 'record_title');
    await queryRunner.dropTable('studio_bin', true);
    await queryRunner.dropTable('studio_versions', true);
  }
}

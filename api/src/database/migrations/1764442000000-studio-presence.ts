import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// Issue 33: who has a studio record open ("being edited by … since …"), renewed by heartbeat; a soft lock only.
const table = new Table({
  name: 'studio_presence',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'resource', type: 'varchar', length: '40' },
    { name: 'record_id', type: 'integer' },
    { name: 'admin_id', type: 'integer' },
    { name: 'admin_name', type: 'varchar', length: '64' },
    { name: 'since', type: 'datetime' },
    { name: 'seen_at', type: 'datetime' },
  ],
  indices: [
    { name: 'UQ_studio_presence_editor', columnNames: ['resource', 'record_id', 'admin_id'], isUnique: true },
    { name: 'IDX_studio_presence_seen', columnNames: ['seen_at'] },
  ],
});

export class StudioPresence1764442000000 implements MigrationInterface {
  name = 'StudioPresence1764442000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(table, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `studio_presence` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('studio_presence', true);
  }
}

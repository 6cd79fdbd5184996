import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Crash-safe uploads (issue 29): `upload_writers` holds every running API process that may write files (its host,
 * process id and a heartbeat), `pending_uploads` the storage keys a writer has started to store whose record is not
 * committed yet. A start or any live process removes the pending files of a dead writer at once (files/upload-tracker.ts).
 */
export class PendingUploads1764431000000 implements MigrationInterface {
  name = 'PendingUploads1764431000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'upload_writers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'host', type: 'varchar', length: '255' },
          { name: 'pid', type: 'integer' },
          { name: 'heartbeat_at', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pending_uploads',
        columns: [
          { name: 'storage_key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'writer_id', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [{ name: 'IDX_pending_uploads_writer', columnNames: ['writer_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pending_uploads');
    await queryRunner.dropTable('upload_writers');
  }
}

import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The media library (issue 34): one row per stored file a record may use. The files stored before it are brought in
 * by the start-up task `importMediaLibrary` (media/media-import.ts), which needs the files' bytes (their hash,
 * dimensions) and so the storage a migration does not have; it runs right after the migrations under the same lock.
 */
export class MediaLibrary1764450000000 implements MigrationInterface {
  name = 'MediaLibrary1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'media_items',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'url', type: 'varchar', length: '512' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'original_name', type: 'varchar', length: '200' },
          { name: 'size', type: 'integer' },
          { name: 'width', type: 'integer', isNullable: true },
          { name: 'height', type: 'integer', isNullable: true },
          { name: 'content_hash', type: 'varchar', length: '64' },
          { name: 'alt', type: 'text' },
          { name: 'caption', type: 'text' },
          { name: 'focus', type: 'varchar', length: '16', isNullable: true },
          { name: 'kept', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          { name: 'uq_media_items_url', columnNames: ['url'], isUnique: true },
          { name: 'idx_media_items_hash', columnNames: ['content_hash'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('media_items');
  }
}

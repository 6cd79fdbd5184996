import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

// Which English text each translation was saved against (issue 33, src/studio/translation-sources.ts): per studio
// resource, record, scope (the live record or its draft), translated field and language a short hash of the English
// text, and whether that English has changed since (`stale`, kept by the studio's writes for the coverage screen).
const SOURCES = new Table({
  name: 'translation_sources',
  columns: [
    { name: 'resource', type: 'varchar', length: '64', isPrimary: true },
    { name: 'record_id', type: 'integer', isPrimary: true },
    { name: 'scope', type: 'varchar', length: '8', isPrimary: true },
    { name: 'field', type: 'varchar', length: '64', isPrimary: true },
    { name: 'lang', type: 'varchar', length: '8', isPrimary: true },
    { name: 'source_hash', type: 'varchar', length: '16' },
    { name: 'stale', type: 'boolean', default: false },
  ],
});

export class TranslationSources1764510000000 implements MigrationInterface {
  name = 'TranslationSources1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(SOURCES, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `translation_sources` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
    // The coverage screen counts the stale live translations per resource and language.
    await queryRunner.createIndex(
      'translation_sources',
      new TableIndex({
        name: 'IDX_translation_sources_stale',
        columnNames: ['resource', 'scope', 'stale', 'lang', 'record_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('translation_sources', true);
  }
}

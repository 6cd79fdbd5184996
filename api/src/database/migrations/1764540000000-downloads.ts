import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// Downloads (issue 32): the table of the contract's generic `downloads` resource — a translated title, one PDF per
// language (the English `file` is the fallback) and a date. The entity is derived from the contract
// (api/src/studio/generic/generic-entity.ts); test/studio/contract.e2e.spec.ts checks this table against it.
const file = (name: string) => ({ name, type: 'varchar', length: '512', isNullable: true });
const DOWNLOADS = new Table({
  name: 'downloads',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    // Translations as JSON text.
    { name: 'title', type: 'text' },
    file('file'),
    file('file_ar'),
    file('file_fr'),
    file('file_ko'),
    file('file_es'),
    file('file_ru'),
    { name: 'date', type: 'datetime' },
    { name: 'sort_order', type: 'integer', default: 0 },
    { name: 'published', type: 'boolean', default: true },
    { name: 'created_at', type: 'datetime' },
    { name: 'updated_at', type: 'datetime' },
  ],
  indices: [{ name: 'idx_downloads_public', columnNames: ['published', 'sort_order'] }],
});

export class Downloads1764540000000 implements MigrationInterface {
  name = 'Downloads1764540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(DOWNLOADS, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `downloads` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(DOWNLOADS.name, true);
  }
}

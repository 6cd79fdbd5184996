import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// The translation coverage's maintained counters (issue 37, src/studio/translation-counters.ts): per content table,
// language and translated field the rows with text; the rows falling back to English per language; and which
// studio definitions they were built for. The triggers that keep them, and their first fill from the existing rows,
// come from the definitions at start-up (ensureTranslationCounters), not from here: a field added to a definition
// later must not need a migration.
const COUNTS = new Table({
  name: 'translation_counts',
  columns: [
    { name: 'table_name', type: 'varchar', length: '64', isPrimary: true },
    { name: 'lang', type: 'varchar', length: '8', isPrimary: true },
    { name: 'field', type: 'varchar', length: '64', isPrimary: true },
    { name: 'n', type: 'bigint', default: 0 },
  ],
});
const FALLBACKS = new Table({
  name: 'translation_fallbacks',
  columns: [
    { name: 'table_name', type: 'varchar', length: '64', isPrimary: true },
    { name: 'lang', type: 'varchar', length: '8', isPrimary: true },
    { name: 'record_id', type: 'integer', isPrimary: true },
  ],
});
const STATE = new Table({
  name: 'translation_count_state',
  columns: [
    { name: 'name', type: 'varchar', length: '64', isPrimary: true },
    { name: 'signature', type: 'varchar', length: '128' },
  ],
});

export class TranslationCounters1764433000000 implements MigrationInterface {
  name = 'TranslationCounters1764433000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of [COUNTS, FALLBACKS, STATE]) {
      await queryRunner.createTable(table, true);
      if (queryRunner.connection.options.type === 'mysql') {
        await queryRunner.query(
          `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The triggers write these tables: drop them first (they are recreated with the tables at the next start).
    const triggers = (await queryRunner.query(
      queryRunner.connection.options.type === 'mysql'
        ? `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE 'translation\\_count\\_%'`
        : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'translation\\_count\\_%' ESCAPE '\\'`,
    )) as Array<{ name: string }>;
    for (const { name } of triggers)
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${queryRunner.connection.driver.escape(name)}`);
    for (const table of [STATE, FALLBACKS, COUNTS]) await queryRunner.dropTable(table.name, true);
  }
}

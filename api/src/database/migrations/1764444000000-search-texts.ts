import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

// The search-text table (issue 37, src/studio/search-texts.ts): the plain text of every searched translated field,
// one row per record, field and language, with a full-text index — InnoDB FULLTEXT on MySQL/MariaDB, an FTS5 trigram
// index (external content) on SQLite. The triggers that fill it, and its first fill from the existing rows, come from
// the studio's definitions at start-up (ensureSearchTexts), like the translation counters'.
const TEXTS = (mysql: boolean) =>
  new Table({
    name: 'search_texts',
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      { name: 'table_name', type: 'varchar', length: '64' },
      { name: 'record_id', type: 'integer' },
      { name: 'field', type: 'varchar', length: '64' },
      { name: 'lang', type: 'varchar', length: '8' },
      { name: 'body', type: mysql ? 'longtext' : 'text' },
    ],
    indices: [
      new TableIndex({ name: 'IDX_search_texts_record', columnNames: ['table_name', 'record_id'] }),
      new TableIndex({
        name: 'IDX_search_texts_field',
        columnNames: ['table_name', 'field', 'lang', 'record_id'],
      }),
    ],
  });

export class SearchTexts1764444000000 implements MigrationInterface {
  name = 'SearchTexts1764444000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(TEXTS(mysql), true);
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `search_texts` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
      await queryRunner.query(
        'ALTER TABLE `search_texts` ADD FULLTEXT INDEX `FT_search_texts_body` (`body`)',
      );
    } else {
      await queryRunner.query(
        `CREATE VIRTUAL TABLE search_fts USING fts5(body, content='search_texts', content_rowid='id', tokenize='trigram')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const triggers = (await queryRunner.query(
      mysql
        ? `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE 'search\\_text\\_%'`
        : `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'search\\_text\\_%' ESCAPE '\\'`,
    )) as Array<{ name: string }>;
    for (const { name } of triggers)
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${queryRunner.connection.driver.escape(name)}`);
    await queryRunner.query(`DELETE FROM translation_count_state WHERE name = 'search'`);
    if (!mysql) await queryRunner.query('DROP TABLE IF EXISTS search_fts');
    await queryRunner.dropTable('search_texts', true);
  }
}

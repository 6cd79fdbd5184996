import { type MigrationInterface, type QueryRunner } from 'typeorm';

// MySQL/MariaDB only (issue 37, src/studio/search-texts.ts): which 3-character pieces occur in each block of
// records (record ids divided by a block size) of a searched field in a language — a summary of the public search's
// texts that only ever holds more than the texts do, so the walk of a field in record order skips the blocks that
// cannot hold the query (a word in no text of a field walked all its texts: ~250 ms at 100,000 products). Compared as
// `search_texts.body` is (utf8mb4_unicode_ci). Kept by triggers on `search_texts` and refilled with it.
export class SearchGramBlocks1764650000000 implements MigrationInterface {
  name = 'SearchGramBlocks1764650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query(
      'CREATE TABLE IF NOT EXISTS `search_gram_blocks` (`table_name` varchar(64) NOT NULL, `field` varchar(64) NOT NULL, `lang` varchar(8) NOT NULL, `gram` varchar(3) NOT NULL, `block` int NOT NULL, PRIMARY KEY (`table_name`, `field`, `lang`, `gram`, `block`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    // The search texts are refilled (with their trigrams and blocks) at the next start: their signature changed.
    await queryRunner.query(`DELETE FROM translation_count_state WHERE name = 'search'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    // The triggers on search_texts write to the table: dropped with it (the next start makes them again, without it).
    for (const kind of ['ins', 'del', 'upd'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS \`search_text__gram_${kind}\``);
    await queryRunner.query('DROP TABLE IF EXISTS `search_gram_blocks`');
    await queryRunner.query(`DELETE FROM translation_count_state WHERE name = 'search'`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

// MySQL/MariaDB only (issue 37, src/studio/search-texts.ts): the trigrams of the admin lists' searched texts, so that a
// one-word `?q=` (a substring InnoDB FULLTEXT cannot find: it matches whole words) is narrowed by an index there too.
// One row per distinct 3-character piece of a text (compared as `search_texts.body` is: utf8mb4_unicode_ci) and the
// text's id. Kept by triggers on `search_texts` and refilled with it (ensureSearchTexts). SQLite's FTS5 trigram index
// already does this.
export class SearchTrigrams1764620000000 implements MigrationInterface {
  name = 'SearchTrigrams1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query(
      'CREATE TABLE IF NOT EXISTS `search_trigrams` (`gram` varchar(3) NOT NULL, `text_id` int NOT NULL, PRIMARY KEY (`gram`, `text_id`), KEY `IDX_search_trigrams_text` (`text_id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    // The positions 1, 2, 3 … in a text (filled as far as the longest text needs): the refill's join reads only a
    // text's own positions (a range of the primary key).
    await queryRunner.query(
      'CREATE TABLE IF NOT EXISTS `search_positions` (`i` int NOT NULL, PRIMARY KEY (`i`)) ENGINE=InnoDB',
    );
    // The search texts are refilled (with their trigrams) at the next start: their signature changed.
    await queryRunner.query(`DELETE FROM translation_count_state WHERE name = 'search'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    for (const kind of ['ins', 'del', 'upd'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS \`search_text__gram_${kind}\``);
    await queryRunner.query('DROP TABLE IF EXISTS `search_trigrams`');
    await queryRunner.query('DROP TABLE IF EXISTS `search_positions`');
    await queryRunner.query(`DELETE FROM translation_count_state WHERE name = 'search'`);
  }
}

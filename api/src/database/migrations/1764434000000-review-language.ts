import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * The language a review was written in (issue 35: testimonials are shown only in the visitor's language). New reviews
 * take the language of the page they were sent from; older ones get the language their script says — Arabic, Korean,
 * Russian — and English otherwise (the site's fallback language: a French or Spanish review written before this
 * column is shown on the English pages).
 */
export function scriptLanguage(text: string): 'ar' | 'ko' | 'ru' | 'en' {
  if (/[\u0600-\u06FF]/u.test(text)) return 'ar';
  if (/[\uAC00-\uD7AF\u1100-\u11FF\u3130-\u318F]/u.test(text)) return 'ko';
  if (/[\u0400-\u04FF]/u.test(text)) return 'ru';
  return 'en';
}

const BATCH = 500;

export class ReviewLanguage1764434000000 implements MigrationInterface {
  name = 'ReviewLanguage1764434000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'reviews',
      new TableColumn({ name: 'language', type: 'varchar', length: '2', isNullable: false, default: "'en'" }),
    );
    let after = 0;
    for (;;) {
      const rows: Array<{ id: number; comment: string; name: string }> = await queryRunner.manager
        .createQueryBuilder()
        .select(['id', 'comment', 'name'])
        .from('reviews', 'r')
        .where('id > :after', { after })
        .orderBy('id', 'ASC')
        .limit(BATCH)
        .getRawMany();
      if (rows.length === 0) break;
      for (const row of rows) {
        const language = scriptLanguage(`${row.comment} ${row.name}`);
        if (language !== 'en') {
          await queryRunner.manager
            .createQueryBuilder()
            .update('reviews')
            .set({ language })
            .where('id = :id', { id: row.id })
            .execute();
        }
      }
      after = Number(rows[rows.length - 1]?.id ?? after);
    }
    // The public list (approved, in one language, newest first) reads an index, not the table.
    await queryRunner.createIndex(
      'reviews',
      new TableIndex({ name: 'idx_reviews_language', columnNames: ['approved', 'language', 'created_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('reviews', 'idx_reviews_language');
    await queryRunner.dropColumn('reviews', 'language');
  }
}

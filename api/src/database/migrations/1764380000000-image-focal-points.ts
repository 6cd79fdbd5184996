import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// Focal points of the images shown in fixed-ratio slots (issue 17): `"x y"` in whole percentages, null = centre.
const COLUMNS = [
  ['banners', 'image_focus'],
  ['page_banners', 'image_focus'],
  ['blog_posts', 'cover_focus'],
] as const;

export class ImageFocalPoints1764380000000 implements MigrationInterface {
  name = 'ImageFocalPoints1764380000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: column, type: 'varchar', length: '7', isNullable: true }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await queryRunner.dropColumn(table, column);
  }
}

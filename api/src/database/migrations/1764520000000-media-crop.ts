import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * A library image's crop (issue 34): the rectangle (`"x y width height"` in pixels) and the uncropped picture kept
 * beside the cropped file every record uses, with its dimensions.
 */
export class MediaCrop1764520000000 implements MigrationInterface {
  name = 'MediaCrop1764520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('media_items', [
      new TableColumn({ name: 'crop', type: 'varchar', length: '48', isNullable: true }),
      new TableColumn({ name: 'source_url', type: 'varchar', length: '512', isNullable: true }),
      new TableColumn({ name: 'source_width', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'source_height', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['source_height', 'source_width', 'source_url', 'crop']) {
      await queryRunner.dropColumn('media_items', column);
    }
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

// Content studio, part 2 (issue 11): gallery photos, their categories and videos become studio resources.
// - gallery_categories gets a numeric id (the studio's handle) and keeps `key` unique (photos refer to the key); the
//   table is rebuilt because SQLite cannot change a primary key in place.
// - Every table gets the studio's common columns (published, updated_at); photo images may be null between a
//   create and its upload.
// - videos: an uploaded file moves to its own column `file`, `url` holds only an external address, `kind` is
//   derived from which one is set.
// Written with the Table API so the same migration runs on MySQL/MariaDB and SQLite.
const published = () => new TableColumn({ name: 'published', type: 'boolean', default: true });
const updatedAt = (isNullable: boolean) =>
  new TableColumn({ name: 'updated_at', type: 'datetime', isNullable });
const url = (name: string, isNullable: boolean) =>
  new TableColumn({ name, type: 'varchar', length: '512', isNullable });

/** Adds `updated_at` (= created_at for existing rows) and `published` (true) to a table that has created_at. */
async function addStudioColumns(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.addColumns(table, [published(), updatedAt(true)]);
  await queryRunner.query(`UPDATE ${table} SET updated_at = created_at`);
  await queryRunner.changeColumn(table, 'updated_at', updatedAt(false));
}

export class GalleryVideosStudio1764310000000 implements MigrationInterface {
  name = 'GalleryVideosStudio1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    // Whole seconds in UTC, a literal both databases read as a datetime.
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');

    await queryRunner.renameTable('gallery_categories', 'gallery_categories_keyed');
    await queryRunner.createTable(
      new Table({
        name: 'gallery_categories',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'key', type: 'varchar', length: '40' },
          // Translations as JSON text.
          { name: 'label', type: 'text' },
          { name: 'sort_order', type: 'integer', default: 0 },
          { name: 'published', type: 'boolean', default: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [{ name: 'uq_gallery_categories_key', columnNames: ['key'], isUnique: true }],
      }),
    );
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `gallery_categories` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
    await queryRunner.query(
      'INSERT INTO gallery_categories (`key`, label, sort_order, published, created_at, updated_at) ' +
        'SELECT `key`, label, sort_order, 1, ?, ? FROM gallery_categories_keyed ORDER BY sort_order, `key`',
      [now, now],
    );
    await queryRunner.dropTable('gallery_categories_keyed');

    await addStudioColumns(queryRunner, 'gallery_photos');
    await queryRunner.changeColumn('gallery_photos', 'image', url('image', true));

    await addStudioColumns(queryRunner, 'videos');
    await queryRunner.addColumn('videos', url('file', true));
    await queryRunner.changeColumn('videos', 'url', url('url', true));
    await queryRunner.query("UPDATE videos SET file = url, url = NULL WHERE kind = 'file'");
    await queryRunner.dropColumn('videos', 'kind');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'videos',
      new TableColumn({ name: 'kind', type: 'varchar', length: '16', default: "'external'" }),
    );
    await queryRunner.query("UPDATE videos SET url = file, kind = 'file' WHERE file IS NOT NULL");
    await queryRunner.query('DELETE FROM videos WHERE url IS NULL');
    await queryRunner.changeColumn('videos', 'url', url('url', false));
    await queryRunner.dropColumns('videos', ['file', 'published', 'updated_at']);

    await queryRunner.query('DELETE FROM gallery_photos WHERE image IS NULL');
    await queryRunner.changeColumn('gallery_photos', 'image', url('image', false));
    await queryRunner.dropColumns('gallery_photos', ['published', 'updated_at']);

    await queryRunner.renameTable('gallery_categories', 'gallery_categories_numbered');
    await queryRunner.createTable(
      new Table({
        name: 'gallery_categories',
        columns: [
          { name: 'key', type: 'varchar', length: '40', isPrimary: true },
          { name: 'label', type: 'text' },
          { name: 'sort_order', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.query(
      'INSERT INTO gallery_categories (`key`, label, sort_order) SELECT `key`, label, sort_order FROM gallery_categories_numbered',
    );
    await queryRunner.dropTable('gallery_categories_numbered');
  }
}

import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// Certificates as content (issue 35): the table of the studio's `certificates` resource. The certificates page read
// them from the translation files before; the seed `content-certificates-2026-11` fills the six it listed.
const CERTIFICATES = new Table({
  name: 'certificates',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'name', type: 'varchar', length: '120' },
    // Translations as JSON text.
    { name: 'description', type: 'text' },
    { name: 'number', type: 'varchar', length: '80' },
    { name: 'issuer', type: 'varchar', length: '200', default: "''" },
    { name: 'valid_from', type: 'datetime' },
    { name: 'valid_until', type: 'datetime' },
    { name: 'badge', type: 'varchar', length: '16', default: "'other'" },
    { name: 'file', type: 'varchar', length: '512', isNullable: true },
    { name: 'sort_order', type: 'integer', default: 0 },
    { name: 'published', type: 'boolean', default: true },
    { name: 'created_at', type: 'datetime' },
    { name: 'updated_at', type: 'datetime' },
  ],
  indices: [{ name: 'idx_certificates_public', columnNames: ['published', 'sort_order'] }],
});

export class Certificates1764490000000 implements MigrationInterface {
  name = 'Certificates1764490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(CERTIFICATES, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `certificates` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(CERTIFICATES.name, true);
  }
}

import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

// Admins' e-mail addresses (the column exists, nullable, since the first schema) become unique: password-reset
// codes go to them, so two admins must never share one. NULL (no address) stays allowed for any number of admins.
const INDEX = new TableIndex({ name: 'UQ_admins_email', columnNames: ['email'], isUnique: true });

export class AdminEmail1764200000000 implements MigrationInterface {
  name = 'AdminEmail1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('admins', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('admins', INDEX.name as string);
  }
}

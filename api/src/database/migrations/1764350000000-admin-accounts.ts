import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// Admin accounts (issue 12): an admin can be disabled (cannot sign in, sessions end) and the list shows the last
// sign-in. Both nullable: existing admins stay active, their last sign-in unknown.
const COLUMNS = [
  new TableColumn({ name: 'disabled_at', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'last_sign_in_at', type: 'datetime', isNullable: true }),
];

export class AdminAccounts1764350000000 implements MigrationInterface {
  name = 'AdminAccounts1764350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('admins', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('admins', COLUMNS);
  }
}

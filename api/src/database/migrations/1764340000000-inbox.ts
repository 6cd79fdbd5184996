import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

// The admin inbox (issue 12): a contact message remembers when an admin first opened it (unread = NULL) and which
// division's contact page it was sent from (NULL: sent before this column existed, or from no division page).
// Reviews already have `approved` / `approved_at`. Table API, so the same migration runs on MySQL and SQLite.
const READ_AT = new TableColumn({ name: 'read_at', type: 'datetime', isNullable: true });
const DIVISION = new TableColumn({ name: 'division', type: 'varchar', length: '16', isNullable: true });
const UNREAD = new TableIndex({ name: 'idx_contact_read', columnNames: ['read_at'] });

export class Inbox1764340000000 implements MigrationInterface {
  name = 'Inbox1764340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('contact_messages', [READ_AT, DIVISION]);
    await queryRunner.createIndex('contact_messages', UNREAD);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('contact_messages', UNREAD.name as string);
    await queryRunner.dropColumns('contact_messages', [DIVISION, READ_AT]);
  }
}

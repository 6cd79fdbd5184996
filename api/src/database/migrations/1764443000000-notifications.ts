import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * The admin's workplace (issue 34): each admin's choice per kind of event (`notification_preferences`: at once, daily
 * digest or off), the events a digest gathers (`notification_events`), when each admin's last digest went out
 * (`admins.digest_sent_at`), and the replies sent to a contact message (`contact_replies`, its thread).
 */
export class Notifications1764443000000 implements MigrationInterface {
  name = 'Notifications1764443000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'admin_id', type: 'integer', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'mode', type: 'varchar', length: '8' },
        ],
        foreignKeys: [
          {
            columnNames: ['admin_id'],
            referencedTableName: 'admins',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_events',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'summary', type: 'varchar', length: '500' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'idx_notification_events_created', columnNames: ['created_at'] }],
      }),
    );
    await queryRunner.addColumn(
      'admins',
      new TableColumn({ name: 'digest_sent_at', type: 'datetime', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'contact_replies',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'message_id', type: 'integer' },
          { name: 'admin_id', type: 'integer', isNullable: true },
          { name: 'admin_name', type: 'varchar', length: '64' },
          { name: 'body', type: 'text' },
          { name: 'sent_at', type: 'datetime' },
        ],
        indices: [{ name: 'idx_contact_replies_message', columnNames: ['message_id', 'sent_at'] }],
        foreignKeys: [
          {
            columnNames: ['message_id'],
            referencedTableName: 'contact_messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_replies');
    await queryRunner.dropColumn('admins', 'digest_sent_at');
    await queryRunner.dropTable('notification_events');
    await queryRunner.dropTable('notification_preferences');
  }
}

import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// Rate-limit counters shared by every API instance (src/common/rate-limit). Times are epoch milliseconds.
const TABLE = new Table({
  name: 'rate_limit_counters',
  columns: [
    // The throttler's key: a SHA-256 hex.
    { name: 'key', type: 'varchar', length: '64', isPrimary: true },
    { name: 'hits', type: 'integer', default: 0 },
    { name: 'window_expires_at', type: 'bigint' },
    { name: 'blocked_until', type: 'bigint', isNullable: true },
  ],
});

export class RateLimitCounters1764000000000 implements MigrationInterface {
  name = 'RateLimitCounters1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE, true);
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        `ALTER TABLE \`${TABLE.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name, true);
  }
}

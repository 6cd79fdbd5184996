import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const datetime = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable,
});
const int = (name: string, value = 0): TableColumnOptions => ({ name, type: 'integer', default: value });

const TABLES = [
  new Table({
    name: 'admins',
    columns: [
      id(),
      { name: 'name', type: 'varchar', length: '64', isUnique: true },
      { name: 'email', type: 'varchar', length: '254', isNullable: true },
      { name: 'password_hash', type: 'varchar', length: '255' },
      { name: 'role', type: 'varchar', length: '16' },
      int('failed_attempts'),
      datetime('locked_until', true),
      datetime('password_changed_at'),
      datetime('created_at'),
    ],
  }),
  new Table({
    name: 'sessions',
    columns: [
      { name: 'id_hash', type: 'varchar', length: '64', isPrimary: true },
      { name: 'admin_id', type: 'integer' },
      datetime('created_at'),
      datetime('last_seen_at'),
      datetime('expires_at'),
    ],
    indices: [{ name: 'idx_sessions_admin', columnNames: ['admin_id'] }],
    foreignKeys: [
      {
        name: 'fk_sessions_admin',
        columnNames: ['admin_id'],
        referencedTableName: 'admins',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      },
    ],
  }),
  new Table({
    name: 'password_reset_codes',
    columns: [
      id(),
      { name: 'admin_id', type: 'integer' },
      { name: 'code_hash', type: 'varchar', length: '255' },
      int('attempts'),
      datetime('expires_at'),
      datetime('used_at', true),
      datetime('created_at'),
    ],
    indices: [{ name: 'idx_reset_codes_admin', columnNames: ['admin_id'] }],
    foreignKeys: [
      {
        name: 'fk_reset_codes_admin',
        columnNames: ['admin_id'],
        referencedTableName: 'admins',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      },
    ],
  }),
  new Table({
    name: 'headlines',
    columns: [id(), { name: 'text', type: 'text' }, datetime('created_at'), datetime('updated_at')],
  }),
  new Table({
    name: 'logos',
    columns: [
      id(),
      { name: 'url', type: 'varchar', length: '512' },
      { name: 'image_name', type: 'varchar', length: '255' },
      { name: 'storage_key', type: 'varchar', length: '255' },
      datetime('created_at'),
    ],
  }),
  new Table({
    name: 'visitor_totals',
    columns: [{ name: 'id', type: 'integer', isPrimary: true }, int('unique_visitors'), int('total_visits')],
  }),
  new Table({
    name: 'visitor_daily',
    columns: [
      { name: 'day', type: 'varchar', length: '10', isPrimary: true },
      int('visits'),
      int('unique_visitors'),
    ],
  }),
  new Table({
    name: 'seed_runs',
    columns: [{ name: 'name', type: 'varchar', length: '100', isPrimary: true }, datetime('applied_at')],
  }),
];

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    for (const table of TABLES) {
      await queryRunner.createTable(table, true);
      // Six languages (Arabic, Korean, Russian …): never inherit a latin1 server default.
      if (mysql) {
        await queryRunner.query(
          `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
    await queryRunner.query(
      'INSERT INTO visitor_totals (id, unique_visitors, total_visits) VALUES (1, 0, 0)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.dropTable(table.name, true);
  }
}

import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Counter rows per total and per day: a hit increments one at random, a read sums them (no single hot row). */
export const VISITOR_COUNTER_SHARDS = 16;

const int = (name: string) => ({ name, type: 'integer', default: 0 });

/**
 * The visitor counter sharded (issue 28): `visitor_totals` gets rows 1–16 (row 1 keeps today's totals), and the
 * per-day row becomes 16 rows per day in `visitor_daily_shards` (the old day rows become shard 0).
 */
export class VisitorCounterShards1764400000000 implements MigrationInterface {
  name = 'VisitorCounterShards1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (let id = 2; id <= VISITOR_COUNTER_SHARDS; id++) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('visitor_totals')
        .values({ id, unique_visitors: 0, total_visits: 0 })
        .orIgnore()
        .execute();
    }
    await queryRunner.createTable(
      new Table({
        name: 'visitor_daily_shards',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'shard', type: 'integer', isPrimary: true },
          int('visits'),
          int('unique_visitors'),
        ],
      }),
    );
    await queryRunner.query(
      'INSERT INTO visitor_daily_shards (day, shard, visits, unique_visitors) SELECT day, 0, visits, unique_visitors FROM visitor_daily',
    );
    await queryRunner.dropTable('visitor_daily');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'visitor_daily',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          int('visits'),
          int('unique_visitors'),
        ],
      }),
    );
    await queryRunner.query(
      'INSERT INTO visitor_daily (day, visits, unique_visitors) SELECT day, SUM(visits), SUM(unique_visitors) FROM visitor_daily_shards GROUP BY day',
    );
    await queryRunner.dropTable('visitor_daily_shards');
    const [sums] = (await queryRunner.query(
      'SELECT SUM(unique_visitors) AS u, SUM(total_visits) AS t FROM visitor_totals',
    )) as Array<{ u: number | string | null; t: number | string | null }>;
    await queryRunner.query('DELETE FROM visitor_totals WHERE id <> 1');
    await queryRunner.query('UPDATE visitor_totals SET unique_visitors = ?, total_visits = ? WHERE id = 1', [
      Number(sums?.u ?? 0),
      Number(sums?.t ?? 0),
    ]);
  }
}

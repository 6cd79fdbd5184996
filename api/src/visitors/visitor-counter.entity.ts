import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Aggregates only, sharded: VISITOR_COUNTER_SHARDS totals rows (ids 1–16) and as many rows per UTC day; a hit
 * increments one row at random, a read sums them. No per-visitor rows, no IP addresses.
 */
@Entity('visitor_totals')
export class VisitorTotalsEntity {
  /** The shard. */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;

  @Column({ name: 'total_visits', type: 'integer', default: 0 })
  totalVisits: number;
}

@Entity('visitor_daily_shards')
export class VisitorDailyEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'integer' })
  shard: number;

  @Column({ type: 'integer', default: 0 })
  visits: number;

  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;
}

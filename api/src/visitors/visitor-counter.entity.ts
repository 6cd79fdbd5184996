import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Aggregates only: one totals row (id 1) and one row per UTC day. No per-visitor rows, no IP addresses. */
@Entity('visitor_totals')
export class VisitorTotalsEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;

  @Column({ name: 'total_visits', type: 'integer', default: 0 })
  totalVisits: number;
}

@Entity('visitor_daily')
export class VisitorDailyEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'integer', default: 0 })
  visits: number;

  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;
}

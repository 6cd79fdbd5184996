import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';

/** MySQL answers BIGINT as a string; the values are epoch milliseconds, well within Number's safe range. */
const epochMs: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One rate-limit counter per throttler key (a SHA-256 hex of route, throttler and client), shared by every API
 * instance. Written only by `DatabaseThrottlerStorage` with single-statement upserts.
 */
@Entity('rate_limit_counters')
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  /** Epoch ms at which the current window ends (and the count starts again from 1). */
  @Column({ name: 'window_expires_at', type: 'bigint', transformer: epochMs })
  windowExpiresAt: number;

  /** Epoch ms until which the key is blocked once it went over the limit; null when not blocked. */
  @Column({ name: 'blocked_until', type: 'bigint', nullable: true, transformer: epochMs })
  blockedUntil: number | null;
}

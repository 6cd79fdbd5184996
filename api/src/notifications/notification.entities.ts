import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** What an admin can be told about: a visitor's contact message, a visitor's review, an account locked by failed sign-ins. */
export const NOTIFICATION_KINDS = ['contact', 'review', 'signIn'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** An e-mail at once, one e-mail a day listing them, or nothing. */
export const NOTIFICATION_MODES = ['instant', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** The mode of a kind an admin has not chosen yet: nobody misses a visitor's message by default. */
export const DEFAULT_NOTIFICATION_MODE: NotificationMode = 'instant';

@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryColumn({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 8 })
  mode: NotificationMode;
}

/** One event a digest lists (kept for every kind; a digest reads those since the admin's last one). */
@Entity('notification_events')
@Index('idx_notification_events_created', ['createdAt'])
export class NotificationEventEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An admin who has a studio record open (a soft lock: it only informs). The form renews it by heartbeat; a row not
 * renewed for PRESENCE_TTL_MS counts as gone, so a closed tab leaves nothing behind that blocks anyone.
 */
@Entity('studio_presence')
@Index('UQ_studio_presence_editor', ['resource', 'recordId', 'adminId'], { unique: true })
export class StudioPresenceEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  resource: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'admin_name', type: 'varchar', length: 64 })
  adminName: string;

  /** When this admin opened the record (kept across heartbeats). */
  @Column({ type: 'datetime' })
  since: Date;

  /** The last heartbeat. */
  @Column({ name: 'seen_at', type: 'datetime' })
  seenAt: Date;
}

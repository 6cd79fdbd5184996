import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A server-side session; the cookie holds a random token, the table only its SHA-256. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ name: 'id_hash', type: 'varchar', length: 64 })
  idHash: string;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'datetime' })
  lastSeenAt: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;
}

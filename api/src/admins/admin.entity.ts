import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '../common/decorators/auth.decorators.js';

@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  name: string;

  /** Where password-reset codes go; unique, null when the admin has none (then no code can be sent). */
  @Column({ type: 'varchar', length: 254, nullable: true, unique: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ name: 'locked_until', type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'password_changed_at', type: 'datetime' })
  passwordChangedAt: Date;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Set while the admin is disabled: no sign-in, no session. */
  @Column({ name: 'disabled_at', type: 'datetime', nullable: true })
  disabledAt: Date | null;

  /** The last successful sign-in; null when never seen since the column exists. */
  @Column({ name: 'last_sign_in_at', type: 'datetime', nullable: true })
  lastSignInAt: Date | null;

  /** When this admin's last daily digest of notifications went out (null: never). */
  @Column({ name: 'digest_sent_at', type: 'datetime', nullable: true })
  digestSentAt: Date | null;
}

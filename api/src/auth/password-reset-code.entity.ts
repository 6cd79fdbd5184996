import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('password_reset_codes')
export class PasswordResetCodeEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 255 })
  codeHash: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('idx_contact_received', ['receivedAt'])
@Index('idx_contact_read', ['readAt'])
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  mobile: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'received_at', type: 'datetime' })
  receivedAt: Date;

  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @Column({ name: 'handled_at', type: 'datetime', nullable: true })
  handledAt: Date | null;

  /** When an admin first opened it; null = unread. */
  @Column({ name: 'read_at', type: 'datetime', nullable: true })
  readAt: Date | null;

  /** The division whose contact page it was sent from (null: none, or sent before this was recorded). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;
}

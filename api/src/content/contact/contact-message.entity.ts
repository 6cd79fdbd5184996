import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('idx_contact_received', ['receivedAt'])
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
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A reply an admin sent to a contact message by e-mail from the dashboard: the message's thread. */
@Entity('contact_replies')
@Index('idx_contact_replies_message', ['messageId', 'sentAt'])
export class ContactReplyEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'message_id', type: 'integer' })
  messageId: number;

  /** Null once that admin account is gone; the name stays. */
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Column({ name: 'admin_name', type: 'varchar', length: 64 })
  adminName: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'sent_at', type: 'datetime' })
  sentAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';

/** Visitor feedback; shown publicly only once an admin has approved it. The e-mail is never public. */
@Entity('reviews')
@Index('idx_reviews_public', ['approved', 'productId', 'createdAt'])
@Index('idx_reviews_language', ['approved', 'language', 'createdAt'])
export class ReviewEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'integer' })
  rating: number;

  @Column({ type: 'text' })
  comment: string;

  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId: number | null;

  @Column({ type: 'boolean', default: false })
  approved: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** The language it was written in (the page's when it was sent): the public list shows a visitor only theirs. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Lang;
}

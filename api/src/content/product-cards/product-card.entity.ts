import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/** A product card of the home page ("global providers"): name, details, category, a 1–5 star rating, an image. */
@Entity('product_cards')
@Index('idx_product_cards_order', ['published', 'sortOrder'])
export class ProductCardEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer }) name: Translations;
  @Column({ type: 'text', transformer: translationsTransformer }) details: Translations;
  @Column({ type: 'text', transformer: translationsTransformer }) category: Translations;

  @Column({ type: 'integer' })
  rating: number;

  /** Site-relative URL (/api/uploads/...) or null. */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  image: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

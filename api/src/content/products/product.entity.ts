import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

const translated = (name?: string) =>
  Column({ ...(name ? { name } : {}), type: 'text', transformer: translationsTransformer });

@Entity('products')
@Index('idx_products_group', ['group', 'published', 'sortOrder'])
export class ProductEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** One of the 22 dashboard groups; it fixes the division. */
  @Column({ name: 'product_group', type: 'varchar', length: 32 })
  group: string;

  @Column({ type: 'varchar', length: 16 })
  division: string;

  @translated() name: Translations;
  @translated() details: Translations;
  @translated() segment: Translations;
  @translated() type: Translations;
  @translated() category: Translations;
  @translated() packing: Translations;
  @translated() composition: Translations;
  @translated() indications: Translations;
  @translated() usage: Translations;

  /** Site-relative URLs (/api/uploads/...) or null. */
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) image: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) logo: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) report: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) brochure: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

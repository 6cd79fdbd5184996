import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/**
 * Admin-defined photo category (e.g. exhibitions, farmers-fairs, laboratory) with a translated label. Photos refer to
 * it by its `key` (the public `?category=` value), which is unique and never changes; `id` is the studio's handle.
 */
@Entity('gallery_categories')
export class GalleryCategoryEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Index('uq_gallery_categories_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'text', transformer: translationsTransformer })
  label: Translations;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

@Entity('gallery_photos')
@Index('idx_gallery_list', ['division', 'category', 'sortOrder'])
export class GalleryPhotoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The category's key. */
  @Column({ type: 'varchar', length: 40 })
  category: string;

  /** A division, or null: shown in every division. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  @Column({ type: 'text', transformer: translationsTransformer })
  caption: Translations;

  /** Null only between a studio create and its upload; such photos are not shown. */
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

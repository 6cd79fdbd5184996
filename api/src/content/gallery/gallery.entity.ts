import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/** Admin-defined photo category (e.g. exhibitions, farmers-fairs, laboratory) with a translated label. */
@Entity('gallery_categories')
export class GalleryCategoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'text', transformer: translationsTransformer })
  label: Translations;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}

@Entity('gallery_photos')
@Index('idx_gallery_list', ['division', 'category', 'sortOrder'])
export class GalleryPhotoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  @Column({ type: 'text', transformer: translationsTransformer })
  caption: Translations;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  image: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../common/translations/translations.js';
import { StoredFileReference } from '../files/stored-file-columns.js';
import { type FocalPoint, focalPointTransformer } from '../studio/focal-point.js';
import { cropTransformer, type ImageCrop } from './image-crop.js';

export const MEDIA_KINDS = ['image', 'pdf', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * One file of the media library (issue 34): every stored upload a record may use, once per content (sha-256 of the
 * stored bytes). Records keep referencing the file's URL (`/api/uploads/<key>`); the item is what the URL means —
 * its name, size, dimensions, alt text and caption per language and focal point. A replace stores a new file and
 * points the item and every record that used the old URL at it, so the item's id never changes.
 */
@Entity('media_items')
export class MediaItemEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /**
   * The library keeps the files of the items it keeps (`kept`): the start-up sweep never removes them. An item it does
   * not keep holds its file only while a record does (the start-up import drops such an item once unused).
   */
  @StoredFileReference({ where: 'kept = 1' })
  @Index('uq_media_items_url', { unique: true })
  @Column({ type: 'varchar', length: 512 })
  url: string;

  @Column({ type: 'varchar', length: 8 })
  kind: MediaKind;

  @Column({ name: 'original_name', type: 'varchar', length: 200 })
  originalName: string;

  /** Bytes of the stored file (an image: the main WebP file). */
  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer', nullable: true }) width: number | null;
  @Column({ type: 'integer', nullable: true }) height: number | null;

  @Index('idx_media_items_hash')
  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;

  @Column({ type: 'text', transformer: translationsTransformer }) alt: Translations;
  @Column({ type: 'text', transformer: translationsTransformer }) caption: Translations;

  @Column({ type: 'varchar', length: 16, nullable: true, transformer: focalPointTransformer })
  focus: FocalPoint | null;

  /** An image's crop, in pixels of the uncropped picture (`sourceUrl`); null: the whole picture. */
  @Column({ type: 'varchar', length: 48, nullable: true, transformer: cropTransformer })
  crop: ImageCrop | null;

  /**
   * The uncropped picture while the item is cropped (`url` is then the cropped file every record uses), else null.
   * The library keeps it (the sweep too) until the crop is removed, the file replaced or the item deleted.
   */
  @StoredFileReference()
  @Column({ name: 'source_url', type: 'varchar', length: 512, nullable: true })
  sourceUrl: string | null;

  @Column({ name: 'source_width', type: 'integer', nullable: true }) sourceWidth: number | null;
  @Column({ name: 'source_height', type: 'integer', nullable: true }) sourceHeight: number | null;

  /**
   * Kept by the library until deleted there: uploaded into it, picked from it, or edited in it. An item that only
   * ever was one record's upload (`false`) goes with that record's file, as files did before the library.
   */
  @Column({ type: 'boolean', default: false }) kept: boolean;

  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}

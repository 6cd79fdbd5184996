import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

export type VideoKind = 'file' | 'external';

/** A video: either an uploaded file (MP4/WebM) or an external address on YouTube or Vimeo, never both. */
@Entity('videos')
export class VideoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;

  /** A division, or null: shown in every division. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  /** The uploaded video (/api/uploads/videos/<uuid>.mp4|webm), or null. */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  file: string | null;

  /** The external address (https://www.youtube.com/…, https://vimeo.com/…), or null. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  url: string | null;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  poster: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

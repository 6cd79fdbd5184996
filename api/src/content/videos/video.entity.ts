import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

export type VideoKind = 'file' | 'external';

@Entity('videos')
export class VideoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;

  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  /** An uploaded file (/api/uploads/...) or an external address (https://...). */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  url: string;

  @Column({ type: 'varchar', length: 16 })
  kind: VideoKind;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  poster: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

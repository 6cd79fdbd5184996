import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';
import { allAsNull } from '../../studio/studio-columns.js';

@Entity('brochures')
export class BrochureEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  name: Translations;

  @Column({ type: 'varchar', length: 64, default: '' })
  category: string;

  /** A division, or `'all'` (NULL in the database): shown on every division's brochure page. */
  @Column({ type: 'varchar', length: 16, nullable: true, transformer: allAsNull })
  division: string;

  /** PDF, site-relative URL; null until the studio's upload. */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  file: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

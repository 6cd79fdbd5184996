import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

@Entity('brochures')
export class BrochureEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  name: Translations;

  @Column({ type: 'varchar', length: 64 })
  category: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  /** PDF, site-relative URL. */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  file: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

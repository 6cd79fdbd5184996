import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

@Entity('faculty_members')
export class FacultyMemberEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  name: Translations;

  @Column({ type: 'text', transformer: translationsTransformer })
  designation: Translations;

  @Column({ type: 'text', transformer: translationsTransformer })
  bio: Translations;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  photo: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

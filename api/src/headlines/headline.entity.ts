import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../common/translations/translations.js';

@Entity('headlines')
export class HeadlineEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  text: Translations;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

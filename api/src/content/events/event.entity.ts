import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { richTextsTransformer, type TranslatedRichText } from '../../common/translations/rich-texts.js';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { fileListTransformer, StoredFileReference } from '../../files/stored-file-columns.js';

/** An event the company took part in (a fair, a farmers' meeting): shown with the news, newest first. */
@Entity('events')
@Index('idx_events_public', ['published', 'date'])
export class EventEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer }) title: Translations;

  /** The day of the event (00:00 UTC). */
  @Column({ type: 'datetime' })
  date: Date;

  @Column({ type: 'text', transformer: translationsTransformer }) place: Translations;
  /** `{en: Doc, …}` (@aurinko/contract/rich-text); migration 1764500000000 turned the plain texts into documents. */
  @Column({ type: 'text', transformer: richTextsTransformer }) description: TranslatedRichText;

  /** Site-relative URLs (/api/uploads/...), in the order shown; a JSON array. */
  @StoredFileReference({ list: true })
  @Column({ type: 'text', transformer: fileListTransformer })
  images: string[];

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

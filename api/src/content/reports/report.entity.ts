import { REPORT_CATEGORIES } from '@aurinko/contract/resources';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { richTextsTransformer, type TranslatedRichText } from '../../common/translations/rich-texts.js';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

export { REPORT_CATEGORIES };
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** A report or an article (category), per division, with its PDF. */
@Entity('reports')
@Index('idx_reports_list', ['division', 'category', 'sortOrder'])
export class ReportEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;

  /** `{en: Doc, …}` (@aurinko/contract/rich-text); migration 1764500000000 turned the plain texts into documents. */
  @Column({ type: 'text', transformer: richTextsTransformer })
  details: TranslatedRichText;

  @Column({ type: 'varchar', length: 16 })
  category: ReportCategory;

  @Column({ type: 'varchar', length: 16 })
  division: string;

  /** PDF, site-relative URL; null until the studio's upload (public lists show no link then). */
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

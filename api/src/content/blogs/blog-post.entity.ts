import type { RichTextDoc } from '@aurinko/contract/rich-text';
import { Column, Entity, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';
import { type FocalPoint, focalPointTransformer } from '../../studio/focal-point.js';

export interface BlogSection {
  heading: string;
  /** The section's text: the editor's JSON document (`@aurinko/contract/rich-text`; plain paragraphs until 1764449000000). */
  body: RichTextDoc;
}

/** Sections per language: `{en: [{heading, body}], ar: [...]}`; a missing language falls back to English. */
export type TranslatedSections = Partial<Record<Lang, BlogSection[]>>;

const sectionsTransformer: ValueTransformer = {
  to: (value: TranslatedSections | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): TranslatedSections => {
    if (!value) return {};
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? (parsed as TranslatedSections) : {};
    } catch {
      return {};
    }
  },
};

@Entity('blog_posts')
export class BlogPostEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;

  @Column({ type: 'text', transformer: translationsTransformer })
  excerpt: Translations;

  @Column({ type: 'text', transformer: sectionsTransformer })
  sections: TranslatedSections;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  cover: string | null;

  /** Where the cover's subject is (object-position in a cropping slot), null = the centre. */
  @Column({
    name: 'cover_focus',
    type: 'varchar',
    length: 7,
    nullable: true,
    transformer: focalPointTransformer,
  })
  coverFocus: FocalPoint | null;

  @Column({ type: 'varchar', length: 64 })
  category: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  division: string | null;

  @Column({ name: 'published_at', type: 'datetime' })
  publishedAt: Date;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  /**
   * The studio's common columns (migration 1764300000000; the database fills them for rows written without them, as
   * the migration did for the posts before it). The public list is ordered by `publishedAt`.
   */
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ name: 'created_at', type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}

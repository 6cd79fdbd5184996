import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';
import { type FocalPoint, focalPointTransformer } from '../../studio/focal-point.js';
import { allAsNull } from '../../studio/studio-columns.js';

/**
 * Where a banner is shown: the division home's image slider, the banner strip on every page of the division, or the
 * division home's hero picture (its first one for the page's language).
 */
export const BANNER_PLACEMENTS = ['slider', 'banner', 'hero'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/**
 * An image of a division, in one of three placements (one table, three studio resources each fixed to a placement);
 * `language` `'all'` (NULL) means every language.
 */
@Entity('banners')
@Index('idx_banners_list', ['placement', 'division', 'sortOrder'])
export class BannerEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 16, default: 'slider' })
  placement: BannerPlacement;

  @Column({ type: 'varchar', length: 16 })
  division: string;

  @Column({ type: 'varchar', length: 8, nullable: true, transformer: allAsNull })
  language: string;

  /** The image's text alternative (and the link's name), per language. */
  @Column({ type: 'text', transformer: translationsTransformer })
  alt: Translations;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  image: string | null;

  /** Where the image's subject is (object-position in the slot), null = the centre. */
  @Column({
    name: 'image_focus',
    type: 'varchar',
    length: 7,
    nullable: true,
    transformer: focalPointTransformer,
  })
  imageFocus: FocalPoint | null;

  /** A site path (`/human/about`) or an https address; null: the image links nowhere. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  link: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

/** Banner of one page, keyed `<division>/<routeKey>` (one of the catalogue's DIVISION_PAGES). */
@Entity('page_banners')
export class PageBannerEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'page_key', type: 'varchar', length: 100, unique: true })
  key: string;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  image: string | null;

  /** Where the image's subject is (object-position in the slot), null = the centre. */
  @Column({
    name: 'image_focus',
    type: 'varchar',
    length: 7,
    nullable: true,
    transformer: focalPointTransformer,
  })
  imageFocus: FocalPoint | null;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

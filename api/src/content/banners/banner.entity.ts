import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/** Image-slider banner of a division home; `language` null means every language. */
@Entity('banners')
export class BannerEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  division: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  language: string | null;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  image: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  link: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}

/** Banner of one page, keyed `<division>/<routeKey>` (e.g. `human/Health_supplements`). */
@Entity('page_banners')
export class PageBannerEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'page_key', type: 'varchar', length: 100, unique: true })
  key: string;

  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  image: string;

  @Column({ type: 'text', transformer: translationsTransformer })
  title: Translations;
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { chooseAlt, chooseCaption, describeMedia } from '../../media/media-registry.js';
import { overlayDrafts, visibleRows } from '../../studio/drafts/public-rows.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import type { Division } from '../common/divisions.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from './gallery.entity.js';
import type { GalleryQueryDto } from './gallery-query.dto.js';

export interface GalleryCategoryView {
  category: string;
  label: string;
  count: number;
}

export interface GalleryPhotoView {
  _id: string;
  category: string;
  division: string | null;
  /** The photo's own caption in the page's language, else its media library item's. */
  caption: string;
  /** The library item's alt text in the page's language (else English), else the caption. */
  alt: string;
  image: string;
}

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryPhotoEntity) private readonly photos: Repository<GalleryPhotoEntity>,
    @InjectRepository(GalleryCategoryEntity) private readonly categories: Repository<GalleryCategoryEntity>,
  ) {}

  /**
   * Photos a visitor sees: published, with an image, in a published category (the studio creates a photo before its
   * image is uploaded, and an unpublished category hides its photos).
   */
  private shown(division: Division | undefined) {
    const qb = visibleRows(this.photos.createQueryBuilder('p'), 'p')
      .andWhere('p.image IS NOT NULL')
      .andWhere(
        `p.category IN ${this.photos
          .createQueryBuilder()
          .subQuery()
          .select('c.key')
          .from(GalleryCategoryEntity, 'c')
          .where('c.published = :published')
          .getQuery()}`,
        { published: true },
      );
    if (division) qb.andWhere('(p.division = :division OR p.division IS NULL)', { division });
    return qb;
  }

  /** Categories that have photos (in this division, or shared by all divisions), with their counts. */
  async categoriesOf(division: Division | undefined, lang: Lang): Promise<GalleryCategoryView[]> {
    const counts = await this.shown(division)
      .select('p.category', 'category')
      .addSelect('COUNT(*)', 'count')
      .groupBy('p.category')
      .getRawMany<{ category: string; count: string | number }>();
    const labels = await this.categories.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    const order = new Map(labels.map((c, i) => [c.key, i]));
    const byKey = new Map(labels.map((c) => [c.key, c]));
    return counts
      .map((row) => {
        const label = byKey.get(row.category);
        return {
          category: row.category,
          label: label ? translate(label.label, lang) || row.category : row.category,
          count: Number(row.count),
        };
      })
      .sort((a, b) => (order.get(a.category) ?? 1e9) - (order.get(b.category) ?? 1e9));
  }

  async list(query: GalleryQueryDto, lang: Lang): Promise<Paginated<GalleryPhotoView>> {
    const qb = this.shown(query.division);
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    const [rows, total] = await qb
      .orderBy('p.sortOrder', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
    const shown = await overlayDrafts(this.photos.manager, GalleryPhotoEntity, rows);
    const media = await describeMedia(
      this.photos.manager,
      shown.map((p) => p.image),
      lang,
    );
    return paginated(
      shown.map((p) => {
        const item = media.get(p.image as string);
        const caption = chooseCaption(item, p.caption, lang);
        return {
          _id: String(p.id),
          category: p.category,
          division: p.division,
          caption,
          alt: chooseAlt(item, undefined, lang, caption),
          image: p.image as string,
        };
      }),
      total,
      query,
    );
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { chooseAlt, describeMedia } from '../../media/media-registry.js';
import { overlayDrafts, publicRows, visibleRows } from '../../studio/drafts/public-rows.js';
import type { FocalPoint } from '../../studio/focal-point.js';
import type { Division } from '../common/divisions.js';
import { BannerEntity, type BannerPlacement, PageBannerEntity } from './banner.entity.js';

export interface BannerView {
  _id: string;
  division: string;
  image: string;
  /** Where the image's subject is (percentages), null = the centre. */
  imageFocus: FocalPoint | null;
  link: string | null;
  /** The image's text alternative in the request language (English fallback). */
  alt: string;
  sortOrder: number;
}

export interface PageBannerView {
  key: string;
  image: string | null;
  imageFocus: FocalPoint | null;
  title: string;
}

@Injectable()
export class BannersService {
  constructor(
    @InjectRepository(BannerEntity) private readonly banners: Repository<BannerEntity>,
    @InjectRepository(PageBannerEntity) private readonly pages: Repository<PageBannerEntity>,
  ) {}

  /**
   * Published banners of one placement with an image, of a division (all divisions when none given), for this
   * language or every language.
   */
  async list(division: Division | undefined, placement: BannerPlacement, lang: Lang): Promise<BannerView[]> {
    const qb = this.banners
      .createQueryBuilder('b')
      .where('b.placement = :placement', { placement })
      .andWhere('b.image IS NOT NULL')
      .andWhere('(b.language IS NULL OR b.language = :lang)', { lang });
    if (division) qb.andWhere('b.division = :division', { division });
    const rows = await visibleRows(qb, 'b').orderBy('b.sortOrder', 'ASC').addOrderBy('b.id', 'ASC').getMany();
    const banners = await overlayDrafts(this.banners.manager, BannerEntity, rows);
    // The image's alt text and focal point from its media library item when the record has none of its own (the
    // record's own alt in the page's language first: chooseAlt).
    const media = await describeMedia(
      this.banners.manager,
      banners.map((b) => b.image),
      lang,
    );
    return banners.map((b) => ({
      _id: String(b.id),
      division: b.division,
      image: b.image as string,
      imageFocus: b.imageFocus ?? media.get(b.image as string)?.focus ?? null,
      link: b.link,
      alt: chooseAlt(media.get(b.image as string), b.alt, lang),
      sortOrder: b.sortOrder,
    }));
  }

  async pageBanner(key: string, lang: Lang): Promise<PageBannerView> {
    const banner = await publicRows(this.pages).findOneBy({ key });
    if (!banner) throw new NotFoundException(`No banner for page ${key}`);
    return pageBannerView(banner, lang);
  }

  async pageBanners(division: Division, lang: Lang): Promise<PageBannerView[]> {
    const qb = this.pages.createQueryBuilder('p').where('p.key LIKE :prefix', { prefix: `${division}/%` });
    const rows = await visibleRows(qb, 'p').orderBy('p.key', 'ASC').getMany();
    return (await overlayDrafts(this.pages.manager, PageBannerEntity, rows)).map((banner) =>
      pageBannerView(banner, lang),
    );
  }
}

const pageBannerView = (banner: PageBannerEntity, lang: Lang): PageBannerView => ({
  key: banner.key,
  image: banner.image,
  imageFocus: banner.imageFocus ?? null,
  title: translate(banner.title, lang),
});

import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import type { Division } from '../common/divisions.js';
import { BannerEntity, PageBannerEntity } from './banner.entity.js';

export interface BannerView {
  _id: string;
  division: string;
  image: string;
  link: string | null;
  sortOrder: number;
}

@Injectable()
export class BannersService {
  constructor(
    @InjectRepository(BannerEntity) private readonly banners: Repository<BannerEntity>,
    @InjectRepository(PageBannerEntity) private readonly pageBanners: Repository<PageBannerEntity>,
  ) {}

  /** Slider banners of a division (all divisions when none given) for this language or every language. */
  async list(division: Division | undefined, lang: Lang): Promise<BannerView[]> {
    const qb = this.banners
      .createQueryBuilder('b')
      .where('(b.language IS NULL OR b.language = :lang)', { lang });
    if (division) qb.andWhere('b.division = :division', { division });
    const rows = await qb.orderBy('b.sortOrder', 'ASC').addOrderBy('b.id', 'ASC').getMany();
    return rows.map((b) => ({
      _id: String(b.id),
      division: b.division,
      image: b.image,
      link: b.link,
      sortOrder: b.sortOrder,
    }));
  }

  async pageBanner(key: string, lang: Lang): Promise<{ key: string; image: string; title: string }> {
    const banner = await this.pageBanners.findOneBy({ key });
    if (!banner) throw new NotFoundException(`No banner for page ${key}`);
    return { key: banner.key, image: banner.image, title: translate(banner.title, lang) };
  }
}

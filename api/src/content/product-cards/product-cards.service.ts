import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { ProductCardEntity } from './product-card.entity.js';

export interface ProductCardView {
  _id: string;
  name: string;
  details: string;
  category: string;
  rating: number;
  image: string | null;
}

@Injectable()
export class ProductCardsService {
  constructor(@InjectRepository(ProductCardEntity) private readonly cards: Repository<ProductCardEntity>) {}

  /** Published cards in order, each text in `lang` with English fallback per field. */
  async list(lang: Lang): Promise<ProductCardView[]> {
    const rows = await publicRows(this.cards).find({
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    return rows.map((card) => ({
      _id: String(card.id),
      name: translate(card.name, lang),
      details: translate(card.details, lang),
      category: translate(card.category, lang),
      rating: card.rating,
      image: card.image,
    }));
  }
}

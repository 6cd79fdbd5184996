import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import type { ProductsQueryDto } from './dto/products-query.dto.js';
import { ProductEntity } from './product.entity.js';

export interface ProductView {
  _id: string;
  group: string;
  division: string;
  name: string;
  details: string;
  segment: string;
  type: string;
  category: string;
  packing: string;
  composition: string;
  indications: string;
  usage: string;
  image: string | null;
  logo: string | null;
  report: string | null;
  brochure: string | null;
}

export const productView = (p: ProductEntity, lang: Lang): ProductView => ({
  _id: String(p.id),
  group: p.group,
  division: p.division,
  name: translate(p.name, lang),
  details: translate(p.details, lang),
  segment: translate(p.segment, lang),
  type: translate(p.type, lang),
  category: translate(p.category, lang),
  packing: translate(p.packing, lang),
  composition: translate(p.composition, lang),
  indications: translate(p.indications, lang),
  usage: translate(p.usage, lang),
  image: p.image,
  logo: p.logo,
  report: p.report,
  brochure: p.brochure,
});

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  async list(query: ProductsQueryDto, lang: Lang): Promise<Paginated<ProductView>> {
    const [rows, total] = await publicRows(this.products).findAndCount({
      where: query.group ? { group: query.group } : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((row) => productView(row, lang)),
      total,
      query,
    );
  }

  async findOne(id: number, lang: Lang): Promise<ProductView> {
    const product = await publicRows(this.products).findOneBy({ id });
    if (!product) throw new NotFoundException(`Product ${id} not found`);
    return productView(product, lang);
  }

  /** A published product exists (reviews may name one). */
  exists(id: number): Promise<boolean> {
    return this.products.existsBy({ id, published: true });
  }
}

import type { PackSize } from '@aurinko/contract/product-facts';
import type { RichTextDoc } from '@aurinko/contract/rich-text';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { translate } from '../../common/translations/translations.js';
import { chooseAlt, describeMedia, type MediaDescription } from '../../media/media-registry.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import type { FocalPoint } from '../../studio/focal-point.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import type { ProductsQueryDto } from './dto/products-query.dto.js';
import { type DosageRow, ProductEntity, type TranslatedDosage } from './product.entity.js';

export interface ProductView {
  _id: string;
  group: string;
  division: string;
  name: string;
  /** Rich text (@aurinko/contract/rich-text), in `detailsLanguage` (English when the language asked for has none). */
  details: RichTextDoc;
  detailsLanguage: Lang;
  segment: string;
  type: string;
  category: string;
  packing: string;
  composition: string;
  indications: string;
  usage: RichTextDoc;
  usageLanguage: Lang;
  /** Raw amounts and units: each front end formats them in its language (@aurinko/contract/product-facts). */
  packSizes: PackSize[];
  registrationNumber: string;
  storage: string;
  /** The dosage table in the language asked for (English when that language has none). */
  dosage: DosageRow[];
  /** null = price on request. */
  price: string | null;
  currency: string;
  image: string | null;
  /** The image's text alternative: its media library item's in the request language, else the product's name. */
  imageAlt: string;
  /** The image's focal point in the media library (null: the centre). */
  imageFocus: FocalPoint | null;
  logo: string | null;
  report: string | null;
  brochure: string | null;
}

/** A language's dosage rows, or English's when it has none (as a translated text falls back). */
export const dosageIn = (dosage: TranslatedDosage, lang: Lang): DosageRow[] =>
  (dosage[lang]?.length ? dosage[lang] : (dosage.en ?? [])).map(({ species, weight, dose }) => ({
    species,
    weight,
    dose,
  }));

export const productView = (
  p: ProductEntity,
  lang: Lang,
  media: ReadonlyMap<string, MediaDescription> = new Map(),
): ProductView => ({
  _id: String(p.id),
  group: p.group,
  division: p.division,
  name: translate(p.name, lang),
  details: richTextIn(p.details, lang).doc,
  detailsLanguage: richTextIn(p.details, lang).lang,
  segment: translate(p.segment, lang),
  type: translate(p.type, lang),
  category: translate(p.category, lang),
  packing: translate(p.packing, lang),
  composition: translate(p.composition, lang),
  indications: translate(p.indications, lang),
  usage: richTextIn(p.usage, lang).doc,
  usageLanguage: richTextIn(p.usage, lang).lang,
  packSizes: (p.packSizes ?? []).map(({ amount, unit }) => ({ amount, unit })),
  registrationNumber: p.registrationNumber ?? '',
  storage: translate(p.storage ?? {}, lang),
  dosage: dosageIn(p.dosage ?? {}, lang),
  price: p.price ? p.price : null,
  currency: p.currency || 'USD',
  image: p.image,
  imageAlt: chooseAlt(p.image ? media.get(p.image) : undefined, undefined, lang, translate(p.name, lang)),
  imageFocus: (p.image ? media.get(p.image)?.focus : null) ?? null,
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
    const media = await describeMedia(
      this.products.manager,
      rows.map((row) => row.image),
      lang,
    );
    return paginated(
      rows.map((row) => productView(row, lang, media)),
      total,
      query,
    );
  }

  async findOne(id: number, lang: Lang): Promise<ProductView> {
    const product = await publicRows(this.products).findOneBy({ id });
    if (!product) throw new NotFoundException(`Product ${id} not found`);
    return productView(product, lang, await describeMedia(this.products.manager, [product.image], lang));
  }

  /** A published product exists (reviews may name one). */
  exists(id: number): Promise<boolean> {
    return this.products.existsBy({ id, published: true });
  }
}

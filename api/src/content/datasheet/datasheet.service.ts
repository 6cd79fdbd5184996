import { createHash } from 'node:crypto';
import { productGroup } from '@aurinko/shared-ui/catalogue';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { readStoredFile } from '../../files/stored-file-reader.js';
import { ProductEntity } from '../products/product.entity.js';
import { renderDatasheet } from './datasheet-pdf.js';
import { offices, siteText } from './datasheet-texts.js';

/** Bump when the layout changes, so browsers holding an old sheet's ETag get the new one. */
const LAYOUT_VERSION = '1';
/** Rendered sheets kept in memory (a few tens of KB each), the oldest dropped first. */
const CACHE_SIZE = 64;

export interface Datasheet {
  etag: string;
  filename: string;
  pdf: () => Promise<Buffer>;
}

/**
 * Product data sheets (PDF, A4) in any of the six languages. A sheet is rendered once per product version and
 * language: the cache key and the ETag carry a hash of the product's row, which every edit, publish and file change
 * changes, so a sheet is served from memory until the product changes (and a browser revalidates it with a 304).
 */
@Injectable()
export class DatasheetService {
  private readonly logger = new Logger(DatasheetService.name);
  private readonly rendered = new Map<string, Promise<Buffer>>();

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async datasheet(id: number, lang: Lang): Promise<Datasheet> {
    const product = await this.products.findOneBy({ id, published: true });
    if (!product) throw new NotFoundException(`Product ${id} not found`);
    // The row's whole content, not only `updatedAt`: MySQL keeps it to the second, so two edits within one second
    // would otherwise share a version.
    const version = `${id}/${lang}/${LAYOUT_VERSION}/${createHash('sha256').update(JSON.stringify(product)).digest('base64url')}`;
    const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
    return {
      etag,
      filename: `aurinko-product-${id}-${lang}.pdf`,
      pdf: () => this.cached(version, () => this.render(product, lang)),
    };
  }

  private cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    let pdf = this.rendered.get(key);
    if (pdf) {
      this.rendered.delete(key);
    } else {
      pdf = render();
      pdf.catch(() => this.rendered.delete(key));
    }
    this.rendered.set(key, pdf);
    for (const oldest of this.rendered.keys()) {
      if (this.rendered.size <= CACHE_SIZE) break;
      this.rendered.delete(oldest);
    }
    return pdf;
  }

  private async image(url: string | null): Promise<Buffer | undefined> {
    const stored = await readStoredFile(this.storage, url);
    if (!stored) return undefined;
    try {
      return await sharp(stored)
        .resize(480, 480, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Data sheet without image: ${url} could not be read (${String(error)})`);
      return undefined;
    }
  }

  private async render(product: ProductEntity, lang: Lang): Promise<Buffer> {
    const t = (key: string, values?: Record<string, string>) => siteText(lang, key, values);
    const field = (name: keyof ProductEntity) => translate(product[name] as Record<string, string>, lang);
    const group = productGroup(product.group);
    const range = [
      t(`division:divisions.${product.division}.name`),
      group ? t(`division:productPages.${group.division}.${group.routeKey}.title`) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(product.updatedAt),
    );
    return renderDatasheet({
      lang,
      direction: lang === 'ar' ? 'rtl' : 'ltr',
      sheetTitle: t('productcart:datasheet.title'),
      company: t('company:shortName'),
      name: field('name'),
      range,
      details: field('details'),
      facts: (['segment', 'type', 'category', 'packing'] as const).map((name) => ({
        label: t(`productcart:labels.${name}`),
        value: field(name),
      })),
      sections: (['composition', 'indications', 'usage'] as const).map((name) => ({
        heading: t(`productcart:tabs.${name}`),
        text: field(name),
      })),
      image: await this.image(product.image),
      contactHeading: t('company:officesHeading'),
      offices: offices(lang),
      officeLabels: { email: t('company:officeLabels.email'), phone: t('company:officeLabels.phone') },
      updated: t('productcart:datasheet.updated', { date }),
    });
  }
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { productGroup } from '@aurinko/contract/catalogue';
import { formatPackSizes, formatPrice } from '@aurinko/contract/product-facts';
import { richTextToPlainText } from '@aurinko/contract/rich-text';
import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { translate } from '../../common/translations/translations.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { readStoredFile } from '../../files/stored-file-reader.js';
import { ProductEntity } from '../products/product.entity.js';
import { dosageIn } from '../products/products.service.js';
import { type DatasheetContent, renderDatasheet } from './datasheet-pdf.js';
import { offices, siteText } from './datasheet-texts.js';

/** Bump when the layout changes, so browsers holding an old sheet's ETag get the new one. */
const LAYOUT_VERSION = '2';
/** Where rendered sheets are kept in storage (derived files: the orphan sweep leaves this folder alone). */
export const DATASHEET_FOLDER = 'datasheets';
/** Renders waiting for the render thread past which a request gets 503 (each client is also rate-limited). */
const MAX_QUEUED_RENDERS = 12;
/** The compiled worker (dist); under the test runner's TypeScript sources there is none and sheets render inline. */
const WORKER_FILE = fileURLToPath(new URL('./datasheet-render.worker.js', import.meta.url));

export interface Datasheet {
  etag: string;
  filename: string;
  pdf: () => Promise<Buffer>;
}

/**
 * Product data sheets (PDF, A4) in any of the six languages. A sheet is rendered once per (product, language,
 * content version) and kept in file storage (`datasheets/<id>-<lang>-<layout>-<hash>.pdf`, local folder or bucket,
 * shared by every API instance and kept across restarts): the key and the ETag carry a hash of the product's row,
 * which every edit, publish and file change changes, so a sheet is read from storage until the product changes (and
 * a browser revalidates it with a 304). Concurrent requests for a sheet not stored yet share one render.
 */
@Injectable()
export class DatasheetService implements OnModuleDestroy {
  private readonly logger = new Logger(DatasheetService.name);
  /** Renders in progress, by storage key (emptied when each is stored). */
  private readonly rendering = new Map<string, Promise<Buffer>>();
  /** How sheets were served (for tests and the bench): from storage, or rendered. */
  readonly counts = { stored: 0, rendered: 0 };
  private worker: Worker | undefined;
  private nextJob = 0;
  private readonly jobs = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
  >();

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async datasheet(id: number, lang: Lang): Promise<Datasheet> {
    const product = await this.products.findOneBy({ id, published: true });
    if (!product) throw new NotFoundException(`Product ${id} not found`);
    // The row's whole content, not only `updatedAt`: MySQL keeps it to the second, so two edits within one second
    // would otherwise share a version.
    const hash = createHash('sha256').update(JSON.stringify(product)).digest('base64url');
    const version = `${id}/${lang}/${LAYOUT_VERSION}/${hash}`;
    const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
    return {
      etag,
      filename: `aurinko-product-${id}-${lang}.pdf`,
      pdf: () =>
        this.stored(`${DATASHEET_FOLDER}/${id}-${lang}-${LAYOUT_VERSION}-${hash}.pdf`, () =>
          this.render(product, lang),
        ),
    };
  }

  /** The stored sheet, else rendered once (concurrent requests share the render) and stored. */
  private stored(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const inFlight = this.rendering.get(key);
    if (inFlight) return inFlight;
    const pdf = (async () => {
      const kept = await this.storage.read(key);
      if (kept) {
        this.counts.stored++;
        return kept;
      }
      const rendered = await render();
      this.counts.rendered++;
      // A sheet that cannot be stored is still served; the next request renders it again.
      await this.storage.put(key, rendered).catch((error: unknown) => {
        this.logger.warn(`Data sheet ${key} could not be stored (${String(error)})`);
      });
      return rendered;
    })().finally(() => this.rendering.delete(key));
    this.rendering.set(key, pdf);
    return pdf;
  }

  onModuleDestroy(): Promise<unknown> | undefined {
    return this.worker?.terminate();
  }

  /**
   * A render on the render thread (one worker, started on first use), so the event loop keeps answering other
   * requests; at most MAX_QUEUED_RENDERS wait, then 503. Inline where the worker is not built (tests on sources).
   */
  private renderOffThread(content: DatasheetContent): Promise<Buffer> {
    if (!WORKER_FILE.endsWith('.js') || !existsSync(WORKER_FILE)) return renderDatasheet(content);
    if (this.jobs.size >= MAX_QUEUED_RENDERS) {
      throw new ServiceUnavailableException('Data sheets are busy right now; try again in a few seconds');
    }
    if (!this.worker) {
      const worker = new Worker(WORKER_FILE);
      worker.unref();
      worker.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
        const job = this.jobs.get(id);
        this.jobs.delete(id);
        if (pdf) job?.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length));
        else job?.reject(new Error(error ?? 'render failed'));
      });
      worker.on('error', (error) => {
        this.logger.error(`Data-sheet render thread failed: ${error.message}`);
        for (const job of this.jobs.values()) job.reject(error);
        this.jobs.clear();
        this.worker = undefined;
      });
      this.worker = worker;
    }
    const id = ++this.nextJob;
    return new Promise<Buffer>((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      this.worker?.postMessage({ id, content });
    });
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
    // Rich text fields (details, usage): the plain text of the document in this language, else English's.
    const text = (name: 'details' | 'usage') => richTextToPlainText(richTextIn(product[name], lang).doc);
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
    return this.renderOffThread({
      lang,
      direction: lang === 'ar' ? 'rtl' : 'ltr',
      sheetTitle: t('productcart:datasheet.title'),
      company: t('company:shortName'),
      name: field('name'),
      range,
      details: text('details'),
      facts: [
        ...(['segment', 'type', 'category'] as const).map((name) => ({
          label: t(`productcart:labels.${name}`),
          value: field(name),
        })),
        // Structured pack sizes when the product has them (formatted as the page does), the old text otherwise.
        product.packSizes?.length
          ? {
              label: t('productcart:labels.packSizes'),
              value: formatPackSizes(product.packSizes, lang),
            }
          : { label: t('productcart:labels.packing'), value: field('packing') },
        { label: t('productcart:labels.registrationNumber'), value: product.registrationNumber ?? '' },
        { label: t('productcart:labels.storage'), value: translate(product.storage ?? {}, lang) },
        {
          label: t('productcart:labels.price'),
          value: formatPrice(product.price, product.currency, lang) ?? t('productcart:priceOnRequest'),
        },
      ],
      sections: [
        ...(['composition', 'indications', 'usage'] as const).map((name) => ({
          heading: t(`productcart:tabs.${name}`),
          text: name === 'usage' ? text(name) : field(name),
        })),
        {
          heading: t('productcart:tabs.dosage'),
          // One line per row of the page's table: "Cattle · 100–300 kg: 10 g a day".
          text: dosageIn(product.dosage ?? {}, lang)
            .map((row) => `${[row.species, row.weight].filter(Boolean).join(' · ')}: ${row.dose}`)
            .join('\n'),
        },
      ],
      image: await this.image(product.image),
      contactHeading: t('company:officesHeading'),
      offices: offices(lang),
      officeLabels: { email: t('company:officeLabels.email'), phone: t('company:officeLabels.phone') },
      updated: t('productcart:datasheet.updated', { date }),
    });
  }
}

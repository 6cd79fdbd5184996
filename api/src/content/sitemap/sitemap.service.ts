import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { LANGUAGES, type Lang } from '../../common/lang/languages.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { writeVersions } from '../../studio/translation-counters.js';
import { BlogPostEntity } from '../blogs/blog-post.entity.js';
import { DIVISIONS, GROUP_NAMES, productPath } from '../common/divisions.js';
import { ProductEntity } from '../products/product.entity.js';

export type SitemapKind = 'products' | 'blogs';

export interface SitemapFileInfo {
  /** `products-1`, `blogs-1`, …: served per language as `/api/sitemap/<lang>/<name>.xml` (the shell's `/sitemap-<lang>-<name>.xml`). */
  name: string;
  urls: number;
  lastmod: string;
}

export interface SitemapIndex {
  pageSize: number;
  languages: readonly Lang[];
  /** The same files exist in every language; empty pages are left out. */
  files: SitemapFileInfo[];
  /** The newest change per product group and per blog division (`all`: posts shown in every division): the lists' lastmod. */
  lastmod: { groups: Record<string, string>; blogs: Record<string, string> };
}

/** What a file's ETag is made of: any publish, unpublish, edit or delete in its id range changes one of these. */
interface FileStamp {
  urls: number;
  idSum: string;
  lastmod: string;
}

/**
 * Rows read per query while a file is written (keyset on the primary key: never all rows at once), per engine. A
 * batch's rows must be garbage before the young generation's next collection but one (the image runs with 2 MB
 * semi-spaces), or they are promoted and the old space fills with garbage while every file is built (issue 37,
 * `pnpm bench:content`, 100,000 products, RSS after every file of every language):
 * - SQLite reads a batch at once (synchronously): 500 rows and their XML outlived a collection in the middle of the
 *   batch (RSS 1.50×); with 100, 1.13–1.15×.
 * - MySQL/MariaDB: each batch is a round trip whose own objects (TypeORM's query runner, the driver's command, their
 *   promises) live through it, so fewer, larger batches promote less: with the rows made garbage before the first
 *   wait for the response (below), 100 rows 1.38×, 250 1.28–1.30×, 500 1.25–1.26×, 1,000 1.68× (a long result).
 *   Before that, 1.53–2.01× whatever the size: every row and its parsed Date outlived the waits.
 */
const BATCH = { sqlite: 100, mysql: 500 } as const;
/** Characters per piece written to the response. */
const PIECE = 16 * 1024;

/**
 * The sitemap's record files (issue 37). Each kind's rows are cut into fixed id ranges — products `pageSize` ids per
 * file, blog posts `pageSize / 3` (a post without a division has a URL in each of the three) — so a file never holds
 * more than `pageSize` URLs (≤ 50,000, the protocol's limit), a record stays in the same file for ever (stable for
 * crawlers), and a file is written by walking its range in keyset batches straight to the response.
 */
@Injectable()
export class SitemapService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(BlogPostEntity) private readonly blogs: Repository<BlogPostEntity>,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get pageSize(): number {
    return this.config.sitemapPageSize;
  }

  /** Ids per file of a kind: at most `pageSize` URLs each. */
  private span(kind: SitemapKind): number {
    return kind === 'products' ? this.pageSize : Math.floor(this.pageSize / DIVISIONS.length);
  }

  private table(kind: SitemapKind) {
    const repository = kind === 'products' ? this.products : this.blogs;
    const metadata = repository.metadata;
    const column = (property: string) => {
      const found = metadata.findColumnWithPropertyName(property);
      if (!found) throw new Error(`no column ${property}`);
      return found;
    };
    const changed = column(kind === 'products' ? 'updatedAt' : 'publishedAt');
    return { repository, name: metadata.tableName, changed };
  }

  private iso(kind: SitemapKind, raw: unknown): string {
    const value = this.dataSource.driver.prepareHydratedValue(raw, this.table(kind).changed);
    return new Date(value as string | Date).toISOString();
  }

  /** The last index computed, with the tables' write numbers it was computed after. */
  private lastIndex?: { versions: string; index: SitemapIndex };

  /**
   * The index: computed afresh only after a write to the products or posts (their write numbers, which the
   * counters' triggers keep in the database, have changed since the last one; any replica's write counts), else the
   * last one. Computing it reads every published row's index entry once (~120 ms at 500,000 products on MariaDB).
   */
  /** The tables the index is computed from. */
  sourceTables(): string[] {
    return [this.table('products').name, this.table('blogs').name];
  }

  async index(): Promise<SitemapIndex> {
    const versions = await writeVersions(this.dataSource, this.sourceTables());
    if (versions !== undefined && this.lastIndex?.versions === versions) return this.lastIndex.index;
    const index = await this.computeIndex();
    if (versions !== undefined) this.lastIndex = { versions, index };
    return index;
  }

  private async computeIndex(): Promise<SitemapIndex> {
    const [products, blogs, groups, blogLastmod] = await Promise.all([
      this.filesOf('products'),
      this.filesOf('blogs'),
      this.groupLastmods(),
      this.blogLastmods(),
    ]);
    return {
      pageSize: this.pageSize,
      languages: LANGUAGES,
      files: [...products, ...blogs],
      lastmod: { groups, blogs: blogLastmod },
    };
  }

  /** Per id range: how many URLs and the newest change (one pass over the published rows' index). */
  private async filesOf(kind: SitemapKind): Promise<SitemapFileInfo[]> {
    const { name, changed } = this.table(kind);
    const span = this.span(kind);
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const bucket =
      this.dataSource.options.type === 'mysql'
        ? `(${q('id')} - 1) DIV ${span}`
        : `(${q('id')} - 1) / ${span}`;
    const urls =
      kind === 'products'
        ? 'COUNT(*)'
        : `SUM(CASE WHEN ${q('division')} IS NULL THEN ${DIVISIONS.length} ELSE 1 END)`;
    const rows: Array<{ bucket: number | string; urls: number | string; lastmod: unknown }> =
      await this.dataSource.query(
        `SELECT ${bucket} AS bucket, ${urls} AS urls, MAX(${q(changed.databaseName)}) AS lastmod ` +
          `FROM ${q(name)}${this.covering(kind)} WHERE ${q('published')} = 1 GROUP BY ${bucket} ORDER BY bucket`,
      );
    return rows.map((row) => ({
      name: `${kind}-${Number(row.bucket) + 1}`,
      urls: Number(row.urls),
      lastmod: this.iso(kind, row.lastmod),
    }));
  }

  /**
   * The index holding every column the per-file pass reads (published, id, the change date): left to itself, SQLite
   * picks one without the date and reads each row (issue 37: 169 ms at 100,000 products); with it, only the index.
   */
  private covering(kind: SitemapKind): string {
    const index = kind === 'products' ? 'idx_products_sitemap' : 'idx_blog_posts_sitemap';
    return this.dataSource.options.type === 'mysql' ? ` FORCE INDEX (${index})` : ` INDEXED BY ${index}`;
  }

  /**
   * The newest change of each product group: one MAX per group, a seek on idx_products_sitemap_group (published,
   * group, updated_at) on both engines, however many products there are.
   */
  private async groupLastmods(): Promise<Record<string, string>> {
    const found = await Promise.all(
      GROUP_NAMES.map(async (group) => {
        const row = await this.products
          .createQueryBuilder('p')
          .select('MAX(p.updatedAt)', 'lastmod')
          .where('p.published = :published AND p.group = :group', { published: true, group })
          .getRawOne<{ lastmod: unknown }>();
        return [group, row?.lastmod] as const;
      }),
    );
    return Object.fromEntries(
      found
        .filter(([, lastmod]) => lastmod != null)
        .map(([group, lastmod]) => [group, this.iso('products', lastmod)]),
    );
  }

  /** The same per blog division (idx_blog_posts_sitemap); `all`: the posts shown in every division. */
  private async blogLastmods(): Promise<Record<string, string>> {
    const found = await Promise.all(
      [...DIVISIONS, null].map(async (division) => {
        const qb = this.blogs
          .createQueryBuilder('b')
          .select('MAX(b.publishedAt)', 'lastmod')
          .where('b.published = :published', { published: true });
        if (division) qb.andWhere('b.division = :division', { division });
        else qb.andWhere('b.division IS NULL');
        const row = await qb.getRawOne<{ lastmod: unknown }>();
        return [division ?? 'all', row?.lastmod] as const;
      }),
    );
    return Object.fromEntries(
      found
        .filter(([, lastmod]) => lastmod != null)
        .map(([key, lastmod]) => [key, this.iso('blogs', lastmod)]),
    );
  }

  /** The id range of a file (`products-2` → ids pageSize+1 … 2·pageSize). */
  range(kind: SitemapKind, page: number): { first: number; last: number } {
    const span = this.span(kind);
    return { first: (page - 1) * span + 1, last: page * span };
  }

  /** What the file's ETag and Last-Modified come from; undefined when the file has no published row. */
  async stamp(kind: SitemapKind, page: number): Promise<FileStamp | undefined> {
    const { first, last } = this.range(kind, page);
    const { repository, changed } = this.table(kind);
    const row = await repository
      .createQueryBuilder('r')
      .select('COUNT(*)', 'urls')
      .addSelect('SUM(r.id)', 'idSum')
      .addSelect(`MAX(r.${changed.propertyName})`, 'lastmod')
      .where('r.published = :published', { published: true })
      .andWhere('r.id BETWEEN :first AND :last', { first, last })
      .getRawOne<{ urls: number | string; idSum: unknown; lastmod: unknown }>();
    if (!row || Number(row.urls) === 0) return undefined;
    return { urls: Number(row.urls), idSum: String(row.idSum), lastmod: this.iso(kind, row.lastmod) };
  }

  etagOf(lang: Lang, origin: string, kind: SitemapKind, page: number, stamp: FileStamp): string {
    const source = [lang, origin, kind, page, this.pageSize, stamp.urls, stamp.idSum, stamp.lastmod].join(
      '\n',
    );
    return `"sm-${createHash('sha1').update(source).digest('base64url')}"`;
  }

  /**
   * The file's XML in pieces (one per batch of rows), each URL with its alternates in every language and the
   * x-default page. `origin` is the site's public origin (the shell passes it: SITE_URL or the visitor's host).
   */
  async *xml(lang: Lang, origin: string, kind: SitemapKind, page: number): AsyncGenerator<string> {
    const { first, last } = this.range(kind, page);
    // The parts every URL shares, built once per file: an entry is then a few concatenations (less garbage per URL).
    const site = xmlText(origin);
    const loc = `?lng=${lang}</loc><lastmod>`;
    const links = LANGUAGES.map(
      (language) =>
        [`<xhtml:link rel="alternate" hreflang="${language}" href="${site}`, `?lng=${language}"/>`] as const,
    );
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${site}`;
    const entry = (path: string, lastmod: string) => {
      const at = xmlText(path);
      let text = `<url><loc>${site}${at}${loc}${lastmod}</lastmod>`;
      for (const [before, after] of links) text += `${before}${at}${after}`;
      return `${text}${fallback}${at}"/></url>\n`;
    };
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
    const { name, changed } = this.table(kind);
    const q = (identifier: string) => this.dataSource.driver.escape(identifier);
    const extra = kind === 'products' ? q('product_group') : `${q('slug')}, ${q('division')}`;
    const batch = BATCH[this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite'];
    // Plain rows, not entities (no hydration), a few hundred at a time: the file's memory is a batch and its XML.
    const sql =
      `SELECT ${q('id')} AS id, ${extra}, ${q(changed.databaseName)} AS changed FROM ${q(name)} ` +
      `WHERE ${q('published')} = 1 AND ${q('id')} > ? AND ${q('id')} <= ? ORDER BY ${q('id')} LIMIT ${batch}`;
    let after = first - 1;
    let more = true;
    while (more && after < last) {
      const rows = (await this.dataSource.query(sql, [after, last])) as Array<
        Record<string, unknown> & { id: number | string; changed: unknown }
      >;
      more = rows.length === batch;
      // The batch's XML is made before any of it is written, so its rows are garbage before the first wait for the
      // response: rows kept across those waits outlived two young-generation collections and were promoted (on
      // MariaDB every row and its parsed Date — the old space grew by ~60–150 MB of garbage over the sitemap files).
      const pieces: string[] = [];
      let chunk = '';
      for (const row of rows) {
        const lastmod = this.iso(kind, row.changed);
        if (kind === 'products')
          chunk += entry(productPath(String(row.product_group), Number(row.id)), lastmod);
        else
          for (const division of row.division ? [String(row.division)] : DIVISIONS)
            chunk += entry(`/${division}/blog/${encodeURIComponent(String(row.slug))}`, lastmod);
        after = Number(row.id);
        // Small pieces: a long string would sit in V8's large-object space until a full collection.
        if (chunk.length > PIECE) {
          pieces.push(chunk);
          chunk = '';
        }
      }
      if (chunk) pieces.push(chunk);
      rows.length = 0;
      // Each piece let go of as it is handed over (the response turns it into bytes at once).
      for (let piece = pieces.shift(); piece !== undefined; piece = pieces.shift()) yield piece;
    }
    yield '</urlset>\n';
  }
}

/** Text for an XML attribute or element. */
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

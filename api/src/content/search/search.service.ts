import { richTextToPlainText } from '@aurinko/contract/rich-text';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { DEFAULT_LANG, type Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { type Translations, translate } from '../../common/translations/translations.js';
import {
  matchingRecordsSql,
  type SearchedTable,
  searchedTables,
  searchTextsReady,
} from '../../studio/search-texts.js';
import { BlogPostEntity } from '../blogs/blog-post.entity.js';
import { sectionsIn } from '../blogs/blogs.service.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import { productPath } from '../common/divisions.js';
import { ProductEntity } from '../products/product.entity.js';
import { ReportEntity } from '../reports/report.entity.js';
import { PUBLIC_SEARCH } from './search-fields.js';
import type { SearchQueryDto } from './search-query.dto.js';

export type SearchHitType = 'product' | 'blog' | 'report' | 'article';

export interface SearchHit {
  type: SearchHitType;
  title: string;
  excerpt: string;
  url: string;
}

/** Rows read per type before the exact check; the content is editorial, so this bounds work, not results. */
const CANDIDATES = 500;
const EXCERPT = 180;
const TYPE_ORDER: SearchHitType[] = ['product', 'blog', 'report', 'article'];

/** LIKE patterns matching the text inside the stored JSON (escaped for JSON, then for LIKE with `!`). */
export function likePatterns(q: string): string[] {
  const variants = new Set([q, q.toLocaleLowerCase(), q.charAt(0).toLocaleUpperCase() + q.slice(1)]);
  return [...variants].map((v) => `%${JSON.stringify(v).slice(1, -1).replace(/[!%_]/g, '!$&')}%`);
}

const excerptOf = (text: string) =>
  text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`;

/** How candidates are found: the search-text table and its full-text index, or a LIKE over every row's JSON text. */
export type CandidateSource = 'search-texts' | 'json-scan';

/**
 * Search over products, blog posts, reports and articles in the request language with English fallback:
 * the search-text table (studio/search-texts.ts: full-text index, then the LIKE patterns on the plain text of the
 * requested language and English) narrows the rows, or, while it is not ready, a LIKE over the stored translations
 * (both engines, `%`/`_` escaped); then each candidate is kept only when the text in the requested language, or in
 * English, really contains the query (case-insensitive).
 */
@Injectable()
export class SearchService {
  private tables?: Map<string, SearchedTable>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: SearchQueryDto, lang: Lang, source?: CandidateSource): Promise<Paginated<SearchHit>> {
    const needle = query.q.toLocaleLowerCase();
    const patterns = likePatterns(query.q);
    const from = source ?? ((await searchTextsReady(this.dataSource)) ? 'search-texts' : 'json-scan');
    const find = <T extends ObjectLiteral>(entity: new () => T, alias: string, fields: readonly string[]) =>
      from === 'search-texts'
        ? this.indexedCandidates(entity, alias, fields, query.q)
        : Promise.resolve(this.candidates(entity, alias, patterns, [...fields]));
    const matches = (...texts: string[]) => texts.some((t) => t.toLocaleLowerCase().includes(needle));
    const inLangs = (field: Translations) => [field[lang] ?? '', field[DEFAULT_LANG] ?? ''];
    const hits: Array<SearchHit & { score: number }> = [];

    const products = (await find(ProductEntity, 'p', PUBLIC_SEARCH.products.fields)).andWhere(
      'p.published = :published',
      { published: true },
    );
    for (const p of await products.getMany()) {
      const inTitle = matches(...inLangs(p.name));
      const details = (l: Lang) => richTextToPlainText(richTextIn(p.details, l).doc);
      const inBody =
        matches(details(lang), details(DEFAULT_LANG)) ||
        [p.category, p.composition, p.indications].some((f) => matches(...inLangs(f)));
      if (!inTitle && !inBody) continue;
      hits.push({
        type: 'product',
        title: translate(p.name, lang),
        excerpt: excerptOf(details(lang)),
        url: productPath(p.group, p.id),
        score: inTitle ? 2 : 1,
      });
    }

    const blogs = (await find(BlogPostEntity, 'b', PUBLIC_SEARCH.blogs.fields)).andWhere(
      'b.published = :published',
      { published: true },
    );
    for (const b of await blogs.getMany()) {
      const inTitle = matches(...inLangs(b.title));
      const sectionText = (l: Lang) =>
        sectionsIn(b.sections, l)
          .flatMap((s) => [s.heading, richTextToPlainText(s.body)])
          .join('\n');
      const inBody = matches(...inLangs(b.excerpt)) || matches(sectionText(lang), sectionText(DEFAULT_LANG));
      if (!inTitle && !inBody) continue;
      hits.push({
        type: 'blog',
        title: translate(b.title, lang),
        excerpt: excerptOf(translate(b.excerpt, lang)),
        url: `/${b.division ?? 'human'}/blog/${b.slug}`,
        score: inTitle ? 2 : 1,
      });
    }

    const reports = await (await find(ReportEntity, 'r', PUBLIC_SEARCH.reports.fields))
      .andWhere('r.published = :published', { published: true })
      .getMany();
    for (const r of reports) {
      const inTitle = matches(...inLangs(r.title));
      const details = (l: Lang) => richTextToPlainText(richTextIn(r.details, l).doc);
      if (!inTitle && !matches(details(lang), details(DEFAULT_LANG))) continue;
      const article = r.category === 'Articles';
      hits.push({
        type: article ? 'article' : 'report',
        title: translate(r.title, lang),
        excerpt: excerptOf(details(lang)),
        url: `/${r.division}/${article ? 'articles' : 'report'}`,
        score: inTitle ? 2 : 1,
      });
    }

    hits.sort((a, b) => b.score - a.score || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
    const page = hits.slice(query.skip, query.skip + query.pageSize).map(({ score: _, ...hit }) => hit);
    return paginated(page, hits.length, query);
  }

  /**
   * The rows whose search texts contain the query as the JSON scan's patterns found it: in any language, as before
   * (the exact check below keeps the requested language and English), so the candidates are the scan's.
   */
  private async indexedCandidates<T extends ObjectLiteral>(
    entity: new () => T,
    alias: string,
    fields: readonly string[],
    q: string,
  ): Promise<SelectQueryBuilder<T>> {
    this.tables ??= new Map(searchedTables(this.dataSource).map((t) => [t.table, t]));
    const table = this.tables.get(this.dataSource.getMetadata(entity).tableName);
    if (!table) throw new Error(`${entity.name} is not in the search texts`);
    const variants = [...new Set([q, q.toLocaleLowerCase(), q.charAt(0).toLocaleUpperCase() + q.slice(1)])];
    const { sql, params } = await matchingRecordsSql(this.dataSource, {
      table,
      fields,
      query: q,
      variants,
    });
    return this.dataSource
      .getRepository(entity)
      .createQueryBuilder(alias)
      .where(`${alias}.id IN (${sql})`, params)
      .orderBy(`${alias}.id`, 'ASC')
      .take(CANDIDATES);
  }

  private candidates<T extends ObjectLiteral>(
    entity: new () => T,
    alias: string,
    patterns: string[],
    columns: string[],
  ): SelectQueryBuilder<T> {
    const params = Object.fromEntries(patterns.map((p, i) => [`q${i}`, p]));
    return this.dataSource
      .getRepository(entity)
      .createQueryBuilder(alias)
      .where(
        new Brackets((qb) => {
          for (const column of columns) {
            for (const key of Object.keys(params)) {
              qb.orWhere(`${alias}.${column} LIKE :${key} ESCAPE '!'`, params);
            }
          }
        }),
      )
      .orderBy(`${alias}.id`, 'ASC')
      .take(CANDIDATES);
  }
}

import { richTextToPlainText } from '@aurinko/contract/rich-text';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type FindOptionsWhere, In, type ObjectLiteral } from 'typeorm';
import { DEFAULT_LANG, type Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { translate } from '../../common/translations/translations.js';
import {
  blockRanges,
  indexNarrows,
  matchingTextsSql,
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

const EXCERPT = 180;
const TYPE_ORDER: SearchHitType[] = ['product', 'blog', 'report', 'article'];
/** Ids per `IN (…)` when hydrating. */
const CHUNK = 500;
/**
 * Matching records per type, by id: the content is editorial (a few hundred records of a kind), so this bounds the
 * work, not the answers; in a catalogue of 100,000 products a common word finds the first 500 (as before, when 500
 * was the number of candidates read per type).
 */
const CANDIDATES = 500;
/** Texts the full-text index may find for a query before the first records are walked in order instead. */
const PROBE = 2_000;

/** LIKE patterns matching the text inside the stored JSON (escaped for JSON, then for LIKE with `!`). */
export function likePatterns(q: string): string[] {
  const variants = new Set([q, q.toLocaleLowerCase(), q.charAt(0).toLocaleUpperCase() + q.slice(1)]);
  return [...variants].map((v) => `%${JSON.stringify(v).slice(1, -1).replace(/[!%_]/g, '!$&')}%`);
}

const excerptOf = (text: string) =>
  text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`;

/** How matches are found: the search-text table and its full-text index, or the same texts computed row by row. */
export type CandidateSource = 'search-texts' | 'json-scan';

interface Searched<T extends ObjectLiteral> {
  entity: new () => T;
  fields: readonly string[];
  /** The field whose match ranks a hit first. */
  title: string;
  /** A column answered with each match (the reports' category: report or article). */
  extra?: string;
}

interface Match {
  id: number;
  inTitle: boolean;
  /** Matched only in a translated list (blog sections: JSON text, whose keys match too): checked exactly. */
  listOnly: boolean;
  extra?: string;
}

/**
 * Search over products, blog posts, reports and articles in the request language with English fallback. A
 * published record is a hit when the text of one of its searched fields (search-fields.ts), in the requested language
 * or in English, contains the query: the same LIKE patterns as the admin lists (the query, lower-cased and
 * capitalised; SQLite's LIKE folds ASCII only, MariaDB's collation folds case) on the plain text of the search-text
 * table (studio/search-texts.ts, narrowed by its full-text index) — or, while that table is not ready, on the same
 * texts computed from the stored translations row by row. A blog post found only in its sections (whose text is their
 * JSON) is kept when a heading or a body's text really contains the query (case-insensitive), as before.
 *
 * The database finds the first CANDIDATES records of each type in rank order — its title matches by id, then the
 * records matching elsewhere by id — with whether the title matched; they are ranked (title matches first, then
 * products, posts, reports, articles, then by id) and counted here, and only the page's records are read and turned
 * into hits (issue 37: the old way read and converted every candidate's rich text, 0.8–1 s at 100,000 products). A
 * type with CANDIDATES title matches answers those (its other matches would rank after every one of them); before
 * issue 37's walks it answered its first CANDIDATES matches by id, whichever field matched, so a record matching
 * only in its details could take the place of a later title match. A query the full-text index narrows to few texts
 * reads those; a common word (or one the index cannot narrow, e.g. one word on MariaDB) walks the title's texts in
 * record order, then — only when the titles did not fill CANDIDATES — each other searched field's.
 */
@Injectable()
export class SearchService {
  private tables?: Map<string, SearchedTable>;
  /** PROBE; the tests set 0 to walk every search in record order. */
  static probe = PROBE;
  /** CANDIDATES; the tests lower it to compare the walks' bound with the JSON scan on a small corpus. */
  static candidates = CANDIDATES;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: SearchQueryDto, lang: Lang, source?: CandidateSource): Promise<Paginated<SearchHit>> {
    const from = source ?? ((await searchTextsReady(this.dataSource)) ? 'search-texts' : 'json-scan');
    const langs = [...new Set([lang, DEFAULT_LANG])];
    // The full-text index's and trigrams' counts for this query, made once for the three kinds.
    const counted = new Map<string, Promise<number>>();
    const find = <T extends ObjectLiteral>(searched: Searched<T>) =>
      this.matches(searched, query.q, langs, from === 'json-scan', counted);

    // The three kinds at once, each on a connection of its own (MySQL/MariaDB runs them side by side: at 100,000
    // products a common word's products and posts took ~45 and ~40 ms one after the other; SQLite's one connection
    // runs them in turn as before). Same answers: each kind's matches are independent of the others'.
    const [products, blogs, reports] = await Promise.all([
      find({ ...PUBLIC_SEARCH.products, title: 'name' }),
      find({ ...PUBLIC_SEARCH.blogs, title: 'title' }).then((found) =>
        this.confirmSections(found, query.q, lang),
      ),
      find({ ...PUBLIC_SEARCH.reports, title: 'title', extra: 'category' }),
    ]);
    const ranked: Array<{ type: SearchHitType; id: number; score: number }> = [
      ...products.map((m) => ({ type: 'product' as const, id: m.id, score: m.inTitle ? 2 : 1 })),
      ...blogs.map((m) => ({ type: 'blog' as const, id: m.id, score: m.inTitle ? 2 : 1 })),
      ...reports.map((m) => ({
        type: m.extra === 'Articles' ? ('article' as const) : ('report' as const),
        id: m.id,
        score: m.inTitle ? 2 : 1,
      })),
    ];
    ranked.sort(
      (a, b) => b.score - a.score || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.id - b.id,
    );
    const page = ranked.slice(query.skip, query.skip + query.pageSize);
    const ids = (types: SearchHitType[]) => page.filter((h) => types.includes(h.type)).map((h) => h.id);
    const [productRows, blogRows, reportRows] = await Promise.all([
      this.byIds(ProductEntity, ids(['product'])),
      this.byIds(BlogPostEntity, ids(['blog'])),
      this.byIds(ReportEntity, ids(['report', 'article'])),
    ]);
    const hits = page.flatMap(({ type, id }): SearchHit[] => {
      if (type === 'product') {
        const p = productRows.get(id);
        if (!p) return [];
        return [
          {
            type,
            title: translate(p.name, lang),
            excerpt: excerptOf(richTextToPlainText(richTextIn(p.details, lang).doc)),
            url: productPath(p.group, p.id),
          },
        ];
      }
      if (type === 'blog') {
        const b = blogRows.get(id);
        if (!b) return [];
        return [
          {
            type,
            title: translate(b.title, lang),
            excerpt: excerptOf(translate(b.excerpt, lang)),
            url: `/${b.division ?? 'human'}/blog/${b.slug}`,
          },
        ];
      }
      const r = reportRows.get(id);
      if (!r) return [];
      return [
        {
          type,
          title: translate(r.title, lang),
          excerpt: excerptOf(richTextToPlainText(richTextIn(r.details, lang).doc)),
          url: `/${r.division}/${type === 'article' ? 'articles' : 'report'}`,
        },
      ];
    });
    return paginated(hits, ranked.length, query);
  }

  /** The published records matching in `langs`, by id: whether the title matched, whether only a list did. */
  private async matches<T extends ObjectLiteral>(
    searched: Searched<T>,
    q: string,
    langs: Lang[],
    scan: boolean,
    counted: Map<string, Promise<number>>,
  ): Promise<Match[]> {
    this.tables ??= new Map(searchedTables(this.dataSource).map((t) => [t.table, t]));
    const metadata = this.dataSource.getMetadata(searched.entity);
    const table = this.tables.get(metadata.tableName);
    if (!table) throw new Error(`${searched.entity.name} is not in the search texts`);
    const variants = [...new Set([q, q.toLocaleLowerCase(), q.charAt(0).toLocaleUpperCase() + q.slice(1)])];
    const search = { table, fields: searched.fields, langs, query: q, variants };
    const e = (name: string) => this.dataSource.driver.escape(name);
    const column = (property: string, alias = 't') => {
      const found = metadata.findColumnWithPropertyName(property);
      if (!found) throw new Error(`${metadata.tableName}: no column for ${property}`);
      return `${alias}.${e(found.databaseName)}`;
    };
    const tableName = e(metadata.tableName);
    const id = e('id');
    const params: Record<string, unknown> = { sr_title: searched.title, sr_published: 1 };
    let matching: string;
    if (scan || (await indexNarrows(this.dataSource, search, SearchService.probe, counted))) {
      // Every matching text (computed row by row, or the few the full-text index finds).
      const found = await matchingTextsSql(this.dataSource, search, { scan });
      Object.assign(params, found.params);
      matching = found.sql;
    } else {
      // A common word (or one the index cannot narrow): the first CANDIDATES published records of a searched field
      // in a language, walked in record order (MySQL/MariaDB: the search texts' own order, their primary key;
      // SQLite: an index on table, field, language, record), stopping there.
      const limit = SearchService.candidates;
      const walks = [searched.title, ...searched.fields.filter((f) => f !== searched.title)]
        .filter((field) => searched.fields.includes(field))
        .flatMap((field) => langs.map((lang) => ({ field, lang })));
      const run = async (sql: string, walkParams: Record<string, unknown>) => {
        const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, walkParams);
        return (await this.dataSource.query(text, values)) as Array<{ record_id: number | string }>;
      };
      // Stops at `bound` once one is known: a walk that found `limit` records tells that the records wanted are
      // among the ones up to its `limit`-th (below).
      let bound: number | undefined;
      /** The first `limit` published records (ids in order) whose `field` in `lang` matches, up to `bound`. */
      const first = async (field: string, lang: Lang, prefix: string): Promise<number[]> => {
        const one = { ...search, fields: [field], langs: [lang] };
        // A field whose trigrams are kept (MySQL/MariaDB: the admin-searched ones, e.g. names and titles) may hold
        // the word in few texts though the other fields hold it in many: those few are read through the trigrams
        // (a word in no product's name walked all 100,000 names: ~100 ms on MariaDB).
        const narrow =
          table.fields.find((f) => f.field === field)?.grams === true &&
          (await indexNarrows(this.dataSource, one, SearchService.probe, counted));
        // Else (MySQL/MariaDB) only the blocks of records whose texts there hold every trigram of the word are
        // walked: a word in no text of the field reads none (issue 37: `product`, in no blog post, walked every
        // post's excerpt and sections; a word in no text at all walked every searched field: ~250 ms at 100,000
        // products, ~420 ms in a second language).
        const ranges = narrow ? undefined : await blockRanges(this.dataSource, one);
        if (ranges?.length === 0) return [];
        const within: Record<string, number> = {};
        const inRanges = ranges
          ? `(${ranges
              .map(([low, high], i) => {
                within[`${prefix}lo${i}`] = low;
                within[`${prefix}hi${i}`] = high;
                return `(s.record_id >= :${prefix}lo${i} AND s.record_id < :${prefix}hi${i})`;
              })
              .join(' OR ')})`
          : undefined;
        const found = await matchingTextsSql(this.dataSource, one, {
          ...(narrow ? {} : { narrow: false }),
          prefix,
          // The publication read per text found (a scalar subquery: a join would have SQLite scan the table
          // first), in the walk's own WHERE (not on a derived table of its rows: see matchingTextsSql).
          where: [
            `(SELECT ${column('published', 'p')} FROM ${tableName} p WHERE p.${id} = s.record_id) = :sr_published`,
            ...(bound === undefined ? [] : ['s.record_id <= :sr_bound']),
            ...(inRanges ? [inRanges] : []),
          ],
        });
        const rows = await run(narrow ? found.sql : `${found.sql} ORDER BY s.record_id LIMIT ${limit}`, {
          ...found.params,
          ...within,
          sr_published: 1,
          sr_bound: bound,
        });
        const ids = [...new Set(rows.map((row) => Number(row.record_id)))]
          .sort((a, b) => a - b)
          .slice(0, limit);
        if (ids.length >= limit) bound = Math.min(bound ?? Infinity, ids[limit - 1] as number);
        return ids;
      };
      // The title walks first (one per language): a type's candidates are its first `limit` title matches by id.
      // Once one walk has found `limit`, they all have ids up to its last one, so the next walk stops there too.
      const titles = new Set<number>();
      for (const [i, { field, lang }] of walks.filter((w) => w.field === searched.title).entries())
        for (const found of await first(field, lang, `b${i}_`)) titles.add(found);
      const ids = [...titles].sort((a, b) => a - b).slice(0, limit);
      // With that many, the other fields' matches would rank after all of them: not walked (issue 37: `calcium`,
      // in every tenth product's name, read ~5,000 texts of each other field of the products and the posts — on
      // MariaDB at 100,000 products two thirds of the search's time). Else every title match is known, and the
      // other walks (one after the other: side by side they only took turns on the database's cores) find the
      // first `limit - titles.size` records matching elsewhere: a walk that found `limit` holds at most
      // `titles.size` title matches, so those records are among its, and the walks after it stop at its last.
      const others = new Map<number, boolean>();
      if (ids.length < limit) {
        const listFields = new Set(table.fields.filter((f) => f.list).map((f) => f.field));
        // Whether only a list (blog sections, JSON text) matched: such a record is confirmed after.
        for (const [i, { field, lang }] of walks.filter((w) => w.field !== searched.title).entries())
          for (const found of await first(field, lang, `s${i}_`))
            if (!titles.has(found)) others.set(found, (others.get(found) ?? true) && listFields.has(field));
        ids.push(...[...others.keys()].sort((a, b) => a - b).slice(0, limit - ids.length));
      }
      const extras = new Map<number, string | undefined>();
      if (searched.extra && ids.length) {
        const rows = (await run(
          `SELECT t.${id} AS record_id, ${column(searched.extra)} AS extra FROM ${tableName} t WHERE t.${id} IN (:...sr_ids)`,
          { sr_ids: ids },
        )) as Array<{ record_id: number | string; extra: string | null }>;
        for (const row of rows) extras.set(Number(row.record_id), row.extra ?? undefined);
      }
      return ids.map((id) => ({
        id,
        inTitle: titles.has(id),
        listOnly: others.get(id) === true,
        ...(searched.extra ? { extra: extras.get(id) } : {}),
      }));
    }
    const lists = table.fields.filter((f) => f.list && searched.fields.includes(f.field));
    const listOnly = lists.length
      ? `MIN(CASE WHEN m.field IN (${lists.map((f) => `'${f.field}'`).join(', ')}) THEN 1 ELSE 0 END)`
      : '0';
    const extra = searched.extra ? column(searched.extra) : undefined;
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT t.${id} AS id, MAX(CASE WHEN m.field = :sr_title THEN 1 ELSE 0 END) AS in_title, ${listOnly} AS list_only${extra ? `, ${extra} AS extra` : ''} ` +
        `FROM (${matching}) m JOIN ${tableName} t ON t.${id} = m.record_id ` +
        `WHERE ${column('published')} = :sr_published GROUP BY t.${id}${extra ? `, ${extra}` : ''} ORDER BY in_title DESC, t.${id} LIMIT ${SearchService.candidates}`,
      params,
    );
    const rows = (await this.dataSource.query(text, values)) as Array<{
      id: number | string;
      in_title: number | string;
      list_only: number | string;
      extra?: string | null;
    }>;
    return rows.map((row) => ({
      id: Number(row.id),
      inTitle: Number(row.in_title) === 1,
      listOnly: Number(row.list_only) === 1,
      ...(searched.extra ? { extra: row.extra ?? undefined } : {}),
    }));
  }

  /**
   * Blog posts found only in their sections (JSON text: keys such as "heading" match too): kept when a heading or a
   * body's text, in the requested language or English, contains the query (case-insensitive).
   */
  private async confirmSections(found: Match[], q: string, lang: Lang): Promise<Match[]> {
    const unsure = found.filter((m) => m.listOnly).map((m) => m.id);
    if (!unsure.length) return found;
    const needle = q.toLocaleLowerCase();
    const kept = new Set<number>();
    for (let i = 0; i < unsure.length; i += CHUNK) {
      const posts = await this.dataSource.getRepository(BlogPostEntity).find({
        select: { id: true, sections: true },
        where: { id: In(unsure.slice(i, i + CHUNK)) },
      });
      for (const b of posts) {
        const text = (l: Lang) =>
          sectionsIn(b.sections, l)
            .flatMap((s) => [s.heading, richTextToPlainText(s.body)])
            .join('\n');
        if ([text(lang), text(DEFAULT_LANG)].some((t) => t.toLocaleLowerCase().includes(needle)))
          kept.add(b.id);
      }
    }
    return found.filter((m) => !m.listOnly || kept.has(m.id));
  }

  private async byIds<T extends ObjectLiteral & { id: number }>(
    entity: new () => T,
    ids: number[],
  ): Promise<Map<number, T>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource
      .getRepository(entity)
      .findBy({ id: In(ids) } as unknown as FindOptionsWhere<T>);
    return new Map(rows.map((row) => [row.id, row]));
  }
}

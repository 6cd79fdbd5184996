/**
 * Search over the site's static pages, from the texts bundled with the site (in one language).
 * Pure functions: `buildStaticPages` turns translation bundles into pages, `searchStaticPages` ranks
 * them for a query. `loadStaticPages` (static-loader.ts) fetches the bundles; this file stays testable.
 */
import { DIVISIONS, TECHNOLOGY_PAGES } from '@aurinko/contract/catalogue';
import { DEFAULT_DIVISION } from '../../navigation/menu';

export type Bundle = Record<string, unknown>;

/** Translation bundles by namespace, all in the same language. Missing ones are simply skipped. */
export type Bundles = Partial<Record<string, Bundle>>;

export interface StaticPage {
  route: string;
  title: string;
  texts: string[];
}

export interface StaticHit {
  route: string;
  title: string;
  excerpt: string;
  score: number;
}

/**
 * Division pages with a namespace of their own: namespace → page (key of its title in `division:pages`), found at the
 * default division's copy (the menu's).
 */
const DIVISION_PAGES: ReadonlyArray<{ ns: string; route: string; page: string }> = [
  ['about', 'about'],
  ['visionmission', 'vision'],
  ['manufacturing', 'manufacturing'],
  ['research_development', 'research'],
  ['export', 'export'],
  ['certificates', 'certificates'],
  ['ingredients', 'ingredients'],
  ['gallery', 'gallery'],
  ['contact', 'contact_us'],
].map(([ns = '', page = '']) => ({ ns, route: `/${DEFAULT_DIVISION}/${page}`, page }));

/** Sections of the `nanotech` namespace and the page that shows each (the catalogue's). */
const NANOTECH_PAGES: ReadonlyArray<{ section: string; route: string }> = TECHNOLOGY_PAGES.map(
  ({ technology, path }) => ({ section: technology, route: path }),
);

function isRecord(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(bundle: unknown, path: string): unknown {
  let value: unknown = bundle;
  for (const key of path.split('.')) {
    if (!isRecord(value)) return undefined;
    value = value[key];
  }
  return value;
}

function text(bundle: unknown, path: string): string | undefined {
  const value = at(bundle, path);
  return typeof value === 'string' ? value : undefined;
}

/** Every string inside a bundle (or part of one), placeholders removed. */
export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const clean = value.replace(/\{\{[^}]*\}\}/g, '').trim();
    if (clean) into.push(clean);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
  return into;
}

/** Turns the bundles of one language into the list of searchable pages. */
export function buildStaticPages(bundles: Bundles): StaticPage[] {
  const pages: StaticPage[] = [];
  const add = (route: string, title: string | undefined, content: unknown) => {
    const texts = stringsOf(content);
    if (title && texts.length > 0) pages.push({ route, title, texts });
  };
  const { division, home, home_parts, home_part3, news, company } = bundles;

  if (home) {
    add('/', text(home, 'banner.name') ?? text(home, 'meta.title'), [home, home_parts, home_part3]);
  }
  if (news) add('/news', text(news, 'meta.title'), news);
  if (company)
    add('/', text(company, 'factsHeading'), [at(company, 'facts'), at(company, 'certificationList')]);

  for (const { ns, route, page } of DIVISION_PAGES) {
    const bundle = bundles[ns];
    if (bundle) {
      add(route, text(division, `pages.${page}`) ?? text(bundle, 'title') ?? text(bundle, 'heading'), bundle);
    }
  }
  for (const { section, route } of NANOTECH_PAGES) {
    const content = at(bundles.nanotech, section);
    if (content) add(route, text(content, 'title') ?? text(content, 'name'), content);
  }
  if (division) {
    for (const name of DIVISIONS) {
      add(`/${name}`, text(division, `divisions.${name}.name`), at(division, `divisions.${name}`));
      const productPages = at(division, `productPages.${name}`);
      if (isRecord(productPages)) {
        for (const [page, content] of Object.entries(productPages)) {
          add(`/${name}/${page}`, text(content, 'title'), content);
        }
      }
    }
  }
  return mergeByRoute(pages);
}

/** Two sources for the same route (e.g. home texts and company facts) become one page. */
function mergeByRoute(pages: StaticPage[]): StaticPage[] {
  const byRoute = new Map<string, StaticPage>();
  for (const page of pages) {
    const existing = byRoute.get(page.route);
    if (existing) existing.texts.push(page.title, ...page.texts);
    else byRoute.set(page.route, { ...page, texts: [...page.texts] });
  }
  return [...byRoute.values()];
}

/**
 * Case- and accent-insensitive form used for matching. Combining marks are dropped and the text is
 * recomposed, so Hangul stays whole and the string keeps the length of its (NFC) original.
 */
export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase();
}

export function queryTerms(query: string): string[] {
  return normalize(query)
    .split(/[\s,.;:!?"“”«»()]+/u)
    .filter((term) => term.length > 0);
}

const EXCERPT_RADIUS = 90;

function excerptAround(source: string, index: number, length: number): string {
  const start = Math.max(0, index - EXCERPT_RADIUS);
  const end = Math.min(source.length, index + length + EXCERPT_RADIUS);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < source.length ? '…' : '';
  return `${prefix}${source.slice(start, end).trim()}${suffix}`;
}

/** Pages containing every term of the query, best first (title matches count more). */
export function searchStaticPages(pages: readonly StaticPage[], query: string, limit = 20): StaticHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: StaticHit[] = [];
  for (const page of pages) {
    const title = normalize(page.title);
    const texts = page.texts.map(normalize);
    let score = 0;
    let allFound = true;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const inTexts = texts.filter((t) => t.includes(term)).length;
      if (!inTitle && inTexts === 0) {
        allFound = false;
        break;
      }
      score += (inTitle ? 5 : 0) + Math.min(inTexts, 5);
    }
    if (!allFound) continue;
    const first = terms[0] ?? '';
    // The longest text holding the first term gives the most telling excerpt.
    let textIndex = -1;
    texts.forEach((t, i) => {
      if (t.includes(first) && (textIndex < 0 || t.length > (texts[textIndex]?.length ?? 0))) textIndex = i;
    });
    const excerpt =
      textIndex >= 0
        ? excerptAround(page.texts[textIndex] ?? '', texts[textIndex]?.indexOf(first) ?? 0, first.length)
        : excerptAround(page.texts[0] ?? '', 0, 0);
    hits.push({ route: page.route, title: page.title, excerpt, score });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

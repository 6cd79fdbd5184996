/**
 * The shell's side of the site map, as data for its production server (`routes.json`, see shared-ui's
 * build/route-manifest.mjs): the shell's own pages with the texts they set (the same translation keys the pages
 * use). Which paths belong to which remote is shared-ui/contract/topology.mjs's REMOTE_MOUNTS (App.tsx mounts the same list);
 * each remote publishes its own routes.
 */
// With its extension: Node loads this file at build time (rsbuild.config.ts), and home-reads.ts has no imports.
import { HOME_API } from '../pages/home/home-reads.ts';
import { NEWS_API } from '../pages/news/news-reads.ts';
import { SEARCH_API } from '../pages/search/search-reads.ts';

/** Translation keys of a page's tab title and meta description; `template` wraps the title (`{{page}}`). */
interface MetaKeys {
  title: string;
  description: string;
  template?: string;
}

export const SHELL_ROUTES: Array<{
  path: string;
  meta: MetaKeys;
  noindex?: boolean;
  jsonLd?: string[];
  /**
   * The page's first API reads: the server renders the page with their answers (shared-ui/server/seo.mjs); `:name`
   * is the address's query parameter `name` on the shell's own pages.
   */
  api?: string[];
}> = [
  {
    path: '/',
    meta: { title: 'home:meta.title', description: 'home:meta.description', template: '{{page}}' },
    jsonLd: ['organization'],
    api: HOME_API,
  },
  {
    path: '/news',
    meta: { title: 'news:meta.title', description: 'news:meta.description', template: 'shell:titleTemplate' },
    api: NEWS_API,
  },
  {
    path: '/search',
    meta: {
      title: 'search:meta.title',
      description: 'search:meta.description',
      template: 'shell:titleTemplate',
    },
    api: SEARCH_API,
  },
  {
    path: '/unauthorized',
    meta: {
      title: 'shell:unauthorized.title',
      description: 'shell:unauthorized.description',
      template: 'shell:titleTemplate',
    },
    noindex: true,
  },
];

/** The not-found page's texts (NotFoundPage). */
export const NOT_FOUND_META: MetaKeys = {
  title: 'notfound:title',
  description: 'notfound:description',
  template: '{{page}}',
};

/** Country (ISO 3166-1) of each office of `company:offices`, for the Organization structured data. */
export const OFFICE_COUNTRIES: Record<string, string> = { india: 'IN', zimbabwe: 'ZW', korea: 'KR' };

/**
 * The shell's side of the site map, as data for its production server (`routes.json`, see shared-ui's
 * build/route-manifest.mjs): the shell's own pages with the texts they set (the same translation keys the pages
 * use), and which paths belong to which remote (as App.tsx mounts them). Each remote publishes its own routes.
 */
// With its extension: Node loads this file at build time (rsbuild.config.ts), and home-reads.ts has no imports.
import { HOME_API } from '../pages/home/home-reads.ts';

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
  /** The page's first API reads: the server renders the page with their answers (shared-ui/server/seo.mjs). */
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
  },
  {
    path: '/search',
    meta: {
      title: 'search:meta.title',
      description: 'search:meta.description',
      template: 'shell:titleTemplate',
    },
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

/** Where App.tsx mounts the remotes: a prefix owns everything under it; `private` paths stay out of search engines. */
export const REMOTE_MOUNTS: Array<{
  path: string;
  remote: string;
  /** The exposed module the page renders (App.tsx's routes), when not `App`. */
  module?: string;
  prefix?: boolean;
  private?: boolean;
}> = [
  { path: '/human', remote: 'human', prefix: true },
  { path: '/veterinary', remote: 'veterinary', prefix: true },
  { path: '/agriculture', remote: 'agriculture', prefix: true },
  { path: '/dashboard', remote: 'dashboard', prefix: true, private: true },
  { path: '/AurinkoOne', remote: 'dashboard', module: 'SignIn', private: true },
  { path: '/reset-password', remote: 'dashboard', module: 'ResetPassword', private: true },
];

/** The not-found page's texts (NotFoundPage). */
export const NOT_FOUND_META: MetaKeys = {
  title: 'notfound:title',
  description: 'notfound:description',
  template: '{{page}}',
};

/** Country (ISO 3166-1) of each office of `company:offices`, for the Organization structured data. */
export const OFFICE_COUNTRIES: Record<string, string> = { india: 'IN', zimbabwe: 'ZW', korea: 'KR' };

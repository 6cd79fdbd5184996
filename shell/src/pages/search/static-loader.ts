import { loadDivisionTexts } from '@aurinko/division-pages/texts';
import type { Language } from '@aurinko/shared-ui';
import { loadCompanyTexts } from '@aurinko/shared-ui/texts';
import { type Bundle, type Bundles, buildStaticPages, type StaticPage } from './static-index';

type Loader = (language: Language) => Promise<{ default: Bundle }>;

/*
 * The bundled texts the index is built from. Each import is a per-language chunk (the same chunks the
 * pages themselves use), fetched only when /search is visited. The division texts live in
 * @aurinko/division-pages, the company texts in the core: they are read through the packages' `texts` exports
 * rather than through the division module, which would pull all the division pages into the shell (and never by
 * relative path: `pnpm lint` refuses it).
 */
const SHELL_NAMESPACES = ['home', 'home_parts', 'home_part3', 'news'] as const;
const DIVISION_NAMESPACES = [
  'division',
  'about',
  'visionmission',
  'manufacturing',
  'research_development',
  'export',
  'certificates',
  'ingredients',
  'gallery',
  'contact',
  'nanotech',
] as const;

const loaders: Record<string, Loader> = {
  company: (lng) => loadCompanyTexts(lng) as Promise<{ default: Bundle }>,
};
for (const ns of SHELL_NAMESPACES) {
  loaders[ns] = (lng) => import(`../../locales/${lng}/${ns}.json`);
}
for (const ns of DIVISION_NAMESPACES) {
  loaders[ns] = (lng) => loadDivisionTexts(lng, ns) as Promise<{ default: Bundle }>;
}

const cache = new Map<Language, Promise<StaticPage[]>>();

/** The static pages of one language; a namespace that fails to load is left out, not fatal. */
export function loadStaticPages(language: Language): Promise<StaticPage[]> {
  let pages = cache.get(language);
  if (!pages) {
    pages = Promise.all(
      Object.entries(loaders).map(async ([ns, load]) => {
        try {
          return [ns, (await load(language)).default] as const;
        } catch {
          return [ns, undefined] as const;
        }
      }),
    ).then((entries) => buildStaticPages(Object.fromEntries(entries) as Bundles));
    cache.set(language, pages);
  }
  return pages;
}

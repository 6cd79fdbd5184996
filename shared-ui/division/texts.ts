import type { Language } from '@aurinko/contract/languages';

type Texts = { default: Record<string, unknown> };

/**
 * The division pages' texts of one namespace in one language, each a lazily loaded per-language chunk: how code
 * outside this package (the shell's search index) reads them, through the `@aurinko/division-pages/texts` export,
 * without importing the division pages or reaching into `shared-ui/division/locales` by path. (The company texts
 * are the core's: `@aurinko/shared-ui/texts`.)
 */
export function loadDivisionTexts(language: Language, namespace: string): Promise<Texts> {
  return import(`./locales/${language}/${namespace}.json`);
}

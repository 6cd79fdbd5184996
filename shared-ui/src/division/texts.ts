import type { Language } from '@aurinko/contract/languages';

type Texts = { default: Record<string, unknown> };

/**
 * The division pages' texts of one namespace in one language, each a lazily loaded per-language chunk: how code
 * outside shared-ui (the shell's search index) reads them, through the `@aurinko/shared-ui/division/texts` export,
 * without importing the division pages or reaching into `src/division/locales` by path.
 */
export function loadDivisionTexts(language: Language, namespace: string): Promise<Texts> {
  return import(`./locales/${language}/${namespace}.json`);
}

/** The company texts (`src/locales/<language>/company.json`), the same way. */
export function loadCompanyTexts(language: Language): Promise<Texts> {
  return import(`../locales/${language}/company.json`);
}

import type { Language } from '@aurinko/contract/languages';

type Texts = { default: Record<string, unknown> };

/**
 * The company texts (`src/locales/<language>/company.json`), each a lazily loaded per-language chunk: how code that
 * builds from the raw texts (the shell's search index) reads them, through the `@aurinko/shared-ui/texts` export.
 * Not part of the core's federation share (`@aurinko/shared-ui` alone is): bundled into the build that imports it.
 * The division pages' texts are read the same way through `@aurinko/division-pages/texts`.
 */
export function loadCompanyTexts(language: Language): Promise<Texts> {
  return import(`../locales/${language}/company.json`);
}

import type { Language } from '../i18n/languages';

/**
 * The font faces of a script whose declarations are too heavy for every page (see fonts.css): fetched the first
 * time the page is in that language. Latin, Cyrillic and Arabic are declared in fonts.css.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  ko: () => import('./fonts-ko.css'),
};

const requested = new Set<Language>();

export function loadScriptFonts(language: Language): void {
  const load = SCRIPT_FONTS[language];
  if (!load || requested.has(language)) return;
  requested.add(language);
  load().catch(() => requested.delete(language));
}

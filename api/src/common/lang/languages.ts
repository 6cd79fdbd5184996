/** The language list is the contract's (`@aurinko/contract/languages`); the API's names for it and the query rule. */
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@aurinko/contract/languages';

export { LANGUAGES } from '@aurinko/contract/languages';
export type Lang = Language;
export const DEFAULT_LANG: Lang = FALLBACK_LANGUAGE;

export function resolveLang(value: unknown): Lang {
  const candidate = Array.isArray(value) ? value[0] : value;
  return isLanguage(candidate) ? candidate : DEFAULT_LANG;
}

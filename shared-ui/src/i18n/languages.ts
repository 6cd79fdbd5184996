/** The language list is the contract's (`@aurinko/contract/languages`); here only the UI language in force. */
import { FALLBACK_LANGUAGE, type Language } from '@aurinko/contract/languages';

export type { Language } from '@aurinko/contract/languages';
export {
  directionOf,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  normalizeLanguage,
} from '@aurinko/contract/languages';

let active: Language = FALLBACK_LANGUAGE;

/** The UI language in force; the API client sends it as `lang`. */
export function currentLanguage(): Language {
  return active;
}

export function setCurrentLanguage(language: Language): void {
  active = language;
}

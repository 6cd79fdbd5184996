/**
 * THE language list of the site, the API and the dashboard (the only one): adding a language is one entry here plus
 * its translation files (and its fonts). Plain JavaScript so the API imports it without a bundler.
 */

export const LANGUAGES = /** @type {const} */ (['en', 'ar', 'fr', 'ko', 'es', 'ru']);

/** @typedef {(typeof LANGUAGES)[number]} Language */

/** The language every text falls back to, and the one a required translated field must have. */
export const FALLBACK_LANGUAGE = 'en';

/**
 * Each language by its own name, as the selector shows it.
 * @type {Readonly<Record<Language, string>>}
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  ko: '한국어',
  es: 'Español',
  ru: 'Русский',
};

/** Languages written right to left. */
/** @type {readonly Language[]} */
export const RTL_LANGUAGES = ['ar'];

/** @param {unknown} value @returns {value is Language} */
export function isLanguage(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LANGUAGES).includes(value);
}

/** `ar-EG` → `ar`; anything unsupported → English. @param {string | undefined | null} value @returns {Language} */
export function normalizeLanguage(value) {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** @param {Language} language @returns {'rtl' | 'ltr'} */
export function directionOf(language) {
  return /** @type {readonly string[]} */ (RTL_LANGUAGES).includes(language) ? 'rtl' : 'ltr';
}

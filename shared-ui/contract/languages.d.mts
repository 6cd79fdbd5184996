/** @param {unknown} value @returns {value is Language} */
export function isLanguage(value: unknown): value is Language;
/** `ar-EG` → `ar`; anything unsupported → English. @param {string | undefined | null} value @returns {Language} */
export function normalizeLanguage(value: string | undefined | null): Language;
/** @param {Language} language @returns {'rtl' | 'ltr'} */
export function directionOf(language: Language): "rtl" | "ltr";
/**
 * THE language list of the site, the API and the dashboard (the only one): adding a language is one entry here plus
 * its translation files (and its fonts). Plain JavaScript so the API imports it without a bundler.
 */
export const LANGUAGES: readonly ["en", "ar", "fr", "ko", "es", "ru"];
/** @typedef {(typeof LANGUAGES)[number]} Language */
/** The language every text falls back to, and the one a required translated field must have. */
export const FALLBACK_LANGUAGE: "en";
/**
 * Each language by its own name, as the selector shows it.
 * @type {Readonly<Record<Language, string>>}
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>>;
/** Languages written right to left. */
/** @type {readonly Language[]} */
export const RTL_LANGUAGES: readonly Language[];
export type Language = (typeof LANGUAGES)[number];

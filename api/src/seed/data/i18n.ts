import type { Lang } from '../../common/lang/languages.js';

/** Text in the six languages, in the fixed order en, ar, fr, ko, es, ru. */
export type T6 = Record<Lang, string>;

export const t = (en: string, ar: string, fr: string, ko: string, es: string, ru: string): T6 => ({
  en,
  ar,
  fr,
  ko,
  es,
  ru,
});

/** A brand name: Latin in en/fr/es, transliterated in ar/ko/ru. */
export const brand = (en: string, ar: string, ko: string, ru: string): T6 => t(en, ar, en, ko, en, ru);

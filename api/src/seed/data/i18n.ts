import { unitSymbol } from '@aurinko/contract/product-facts';
import { LANGUAGES, type Lang } from '../../common/lang/languages.js';

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

/** A name written in Latin letters in every language: a brand name is never translated (issue 35). */
export const latin = (name: string): T6 => t(name, name, name, name, name, name);

export type Unit = 'mg' | 'g' | 'kg' | 'ml' | 'l';

/**
 * An amount in every language, so no language shows another's unit ("50 g" beside "200 غ"): the number (or range)
 * by Intl — decimal comma in fr/es/ru, the range dash each language uses, Western digits as in the rest of the
 * Arabic texts — and the unit symbol from the contract's one table (@aurinko/contract/product-facts: Arabic غ, كغ,
 * مل; Russian г, кг, мл), the same the product page's pack sizes use; Korean writes it without a space ("50g").
 */
export function quantity(value: number | readonly [number, number], unit: Unit): T6 {
  const entries = LANGUAGES.map((lang) => {
    const format = new Intl.NumberFormat(lang, { numberingSystem: 'latn', maximumFractionDigits: 2 });
    const number = typeof value === 'number' ? format.format(value) : format.formatRange(value[0], value[1]);
    return [lang, `${number}${lang === 'ko' ? '' : '\u00a0'}${unitSymbol(unit, lang)}`];
  });
  return Object.fromEntries(entries) as T6;
}

/**
 * The symbol of a measured unit in a language ("غ", "г"), for texts that write an amount themselves (the seed's).
 * @param {'mg' | 'g' | 'kg' | 'ml' | 'l'} unit
 * @param {string} lang
 */
export function unitSymbol(unit: "mg" | "g" | "kg" | "ml" | "l", lang: string): string;
/**
 * Several pack sizes as one text: "50 g, 200 g and 1 kg" (each language's list).
 * @param {readonly PackSize[]} sizes
 * @param {string} lang
 */
export function formatPackSizes(sizes: readonly PackSize[], lang: string): string;
/** @param {number} amount @param {string} lang */
export function formatAmount(amount: number, lang: string): string;
/**
 * "50 g", "50 غ", "50g" (Korean), "30 таблеток": the number by Intl, a no-break space, the unit.
 * @param {PackSize} size
 * @param {string} lang
 */
export function formatPackSize(size: PackSize, lang: string): string;
/**
 * A price in its currency, or null for "price on request" (the caller shows its translated text).
 * @param {string | null | undefined} price
 * @param {string | null | undefined} currency
 * @param {string} lang
 */
export function formatPrice(price: string | null | undefined, currency: string | null | undefined, lang: string): string | null;
/**
 * A product's facts as every part shows them: the units a pack size takes, the price's currencies and the one
 * formatter of a pack size and a price per language — the product page, the data sheet (PDF, rendered by the API) and
 * the seed call these, so "50 غ" reads the same on the Arabic page and on its sheet. Numbers go through `Intl`
 * (decimal comma in fr/es/ru, Western digits as the rest of the Arabic catalogue writes them); unit symbols come
 * from the table below rather than from `Intl`'s unit style, because CLDR's Arabic short form spells "غرام" where
 * catalogues print "غ", and the browser's and Node's ICU versions differ — one table keeps the page and the PDF equal.
 * Plain JavaScript so the API imports it without a bundler.
 */
/** Measured units first, then counted ones (a box of 30 tablets). */
export const PACK_UNITS: readonly ["mg", "g", "kg", "ml", "l", "capsules", "tablets", "boluses"];
export const PRICE_CURRENCIES: readonly ["USD", "EUR", "INR", "ZAR"];
/** An amount with up to 9 digits and 2 decimals, or "" (price on request). */
export const PRICE_PATTERN: "^(?:\\d{1,9}(?:\\.\\d{1,2})?)?$";
/** A registration number as authorities write them (Latin letters, digits, / - . ( ) and spaces), or "". */
export const REGISTRATION_PATTERN: "^[A-Za-z0-9][A-Za-z0-9 /().-]*$|^$";
/** @typedef {(typeof PACK_UNITS)[number]} PackUnit */
/** @typedef {(typeof PRICE_CURRENCIES)[number]} PriceCurrency */
/** @typedef {{ amount: number, unit: PackUnit }} PackSize */
/** @import { Language } from './languages.mjs' */
/**
 * Symbols of measured units, as the catalogue's texts write them in each language — every language of the contract
 * (contract.test.ts names one left out; a language missing here would fall back to English).
 * @type {Readonly<Record<'mg' | 'g' | 'kg' | 'ml' | 'l', Readonly<Record<Language, string>>>>}
 */
export const UNIT_SYMBOLS: Readonly<Record<"mg" | "g" | "kg" | "ml" | "l", Readonly<Record<Language, string>>>>;
/**
 * Counted units by plural category (Intl.PluralRules of the language; `other` when a category is not listed). Korean
 * counts with a bound counter ("30정"); Arabic after a written 2 uses the singular ("2 قرص", the dual "قرصان" already
 * means two). Every language of the contract, like UNIT_SYMBOLS.
 * @type {Readonly<Record<'capsules' | 'tablets' | 'boluses', Readonly<Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>>>>}
 */
export const COUNTED_UNITS: Readonly<Record<"capsules" | "tablets" | "boluses", Readonly<Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & {
    other: string;
}>>>>;
export type PackUnit = (typeof PACK_UNITS)[number];
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export type PackSize = {
    amount: number;
    unit: PackUnit;
};
import type { Language } from './languages.mjs';

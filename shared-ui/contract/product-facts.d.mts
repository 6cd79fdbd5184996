export declare const PACK_UNITS: readonly ['mg', 'g', 'kg', 'ml', 'l', 'capsules', 'tablets', 'boluses'];
export type PackUnit = (typeof PACK_UNITS)[number];
export declare const PRICE_CURRENCIES: readonly ['USD', 'EUR', 'INR', 'ZAR'];
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export declare const PRICE_PATTERN: string;
export declare const REGISTRATION_PATTERN: string;
export interface PackSize {
  amount: number;
  unit: PackUnit;
}
/** Each measured unit's symbol in every language of the contract. */
export declare const UNIT_SYMBOLS: Readonly<
  Record<'mg' | 'g' | 'kg' | 'ml' | 'l', Readonly<Record<import('./languages.d.mts').Language, string>>>
>;
/** Each counted unit's words by plural category (`other` always) in every language of the contract. */
export declare const COUNTED_UNITS: Readonly<
  Record<
    'capsules' | 'tablets' | 'boluses',
    Readonly<Record<import('./languages.d.mts').Language, Partial<Record<Intl.LDMLPluralRule, string>>>>
  >
>;
export declare function unitSymbol(unit: 'mg' | 'g' | 'kg' | 'ml' | 'l', lang: string): string;
export declare function formatAmount(amount: number, lang: string): string;
export declare function formatPackSize(size: PackSize, lang: string): string;
export declare function formatPackSizes(sizes: readonly PackSize[], lang: string): string;
export declare function formatPrice(
  price: string | null | undefined,
  currency: string | null | undefined,
  lang: string,
): string | null;

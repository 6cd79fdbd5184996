export declare const LANGUAGES: readonly ['en', 'ar', 'fr', 'ko', 'es', 'ru'];
export type Language = (typeof LANGUAGES)[number];
export declare const FALLBACK_LANGUAGE: 'en';
export declare const LANGUAGE_NAMES: Readonly<Record<Language, string>>;
export declare const RTL_LANGUAGES: readonly Language[];
export declare function isLanguage(value: unknown): value is Language;
export declare function normalizeLanguage(value: string | undefined | null): Language;
export declare function directionOf(language: Language): 'rtl' | 'ltr';

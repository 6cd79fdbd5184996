export const LANGUAGES = ['en', 'ar', 'fr', 'ko', 'es', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export function resolveLang(value: unknown): Lang {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && (LANGUAGES as readonly string[]).includes(candidate)
    ? (candidate as Lang)
    : DEFAULT_LANG;
}

export const LANGUAGES = ['en', 'ar', 'fr', 'ko', 'es', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language by its own name, as the selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  ko: '한국어',
  es: 'Español',
  ru: 'Русский',
};

const RTL = new Set<Language>(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `ar-EG` → `ar`; anything unsupported → English. */
export function normalizeLanguage(value: string | undefined | null): Language {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL.has(language) ? 'rtl' : 'ltr';
}

let active: Language = FALLBACK_LANGUAGE;

/** The UI language in force; the API client sends it as `lang`. */
export function currentLanguage(): Language {
  return active;
}

export function setCurrentLanguage(language: Language): void {
  active = language;
}

import { describe, expect, it } from 'vitest';
import { directionOf, LANGUAGE_NAMES, LANGUAGES, normalizeLanguage } from './languages';

describe('languages', () => {
  it('are English first (the fallback), then the others, each named in itself', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGUAGES]);
    expect(LANGUAGE_NAMES).toMatchObject({ ar: 'العربية', ko: '한국어', ru: 'Русский' });
  });

  it('reduce regional tags to the language and fall back to English', () => {
    expect(normalizeLanguage('ar-EG')).toBe('ar');
    expect(normalizeLanguage('fr_CA')).toBe('fr');
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
  });

  it('make Arabic right to left and the others left to right', () => {
    expect(LANGUAGES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
  });
});

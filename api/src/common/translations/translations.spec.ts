import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lang/languages.js';
import { translationsDto } from './translations.js';

/** The translated-text body part follows the site's one language list: each language accepted, checked, nothing else. */
describe('translationsDto', () => {
  const Texts = translationsDto(10);
  const errors = (body: Record<string, unknown>) =>
    validateSync(plainToInstance(Texts, body) as object, { whitelist: true, forbidNonWhitelisted: true });

  it('accepts a text in every language of the list', () => {
    expect(errors(Object.fromEntries(LANGUAGES.map((lang) => [lang, 'text'])))).toEqual([]);
    expect(errors({})).toEqual([]);
  });

  it('checks each language: too long or not a string names that language', () => {
    for (const lang of LANGUAGES) {
      expect(errors({ [lang]: 'x'.repeat(11) }).map((e) => e.property)).toEqual([lang]);
      expect(errors({ [lang]: 3 }).map((e) => e.property)).toEqual([lang]);
    }
  });

  it('refuses a language the site does not have', () => {
    expect(errors({ de: 'Text' }).map((e) => e.property)).toEqual(['de']);
  });
});

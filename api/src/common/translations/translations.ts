import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ValueTransformer } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../lang/languages.js';

/** One translatable field: text per language. Stored as a JSON string in a `text` column (same on MySQL and SQLite). */
export type Translations = Partial<Record<Lang, string>>;

export const translationsTransformer: ValueTransformer = {
  to: (value: Translations | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): Translations => {
    if (!value) return {};
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? (parsed as Translations) : {};
    } catch {
      return {};
    }
  },
};

/** The text in `lang`, else English, else the first language that has one. */
export function translate(field: Translations, lang: Lang): string {
  return field[lang] || field[DEFAULT_LANG] || LANGUAGES.map((l) => field[l]).find(Boolean) || '';
}

/** Every language, empty string where missing: what an editor needs. */
export function allLanguages(field: Translations): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, field[l] ?? ''])) as Record<Lang, string>;
}

/** Applies an edit: non-empty texts replace, empty strings remove a language. */
export function mergeTranslations(current: Translations, changes: Translations): Translations {
  const next: Translations = { ...current };
  for (const lang of LANGUAGES) {
    const text = changes[lang];
    if (text === undefined) continue;
    const trimmed = text.trim();
    if (trimmed === '') delete next[lang];
    else next[lang] = trimmed;
  }
  return next;
}

/**
 * Validated `{en?, ar?, fr?, ko?, es?, ru?}` body part, with a per-field maximum length: one optional string property
 * per language of the site's one list (LANGUAGES), decorated as `@ApiPropertyOptional() @IsOptional()
 * @MaxLength(maxLength) @IsString()` would do by hand, so a language added there is accepted here.
 */
export function translationsDto(maxLength: number) {
  class TranslationsDto {}
  for (const lang of LANGUAGES) {
    for (const decorate of [
      IsString(),
      MaxLength(maxLength),
      IsOptional(),
      ApiPropertyOptional({ type: String }),
    ]) {
      decorate(TranslationsDto.prototype, lang);
    }
  }
  return TranslationsDto as new () => Translations;
}

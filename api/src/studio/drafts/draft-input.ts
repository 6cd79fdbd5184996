import { isRichTextEmpty } from '@aurinko/contract/rich-text';
import { BadRequestException } from '@nestjs/common';
import { LANGUAGES } from '../../common/lang/languages.js';
import { mergeTranslations, type Translations } from '../../common/translations/translations.js';
import type { StudioDefinition } from '../studio-definition.js';

export type Documents = Partial<Record<string, unknown>>;

/**
 * Applies a per-language rich text edit: a language's document replaces it, a document without text removes it (so a
 * stored language always has text: the coverage's "filled"), an absent language is kept.
 */
export function mergeDocuments(current: Documents, changes: Documents): Documents {
  const next: Documents = { ...(current ?? {}) };
  for (const language of LANGUAGES) {
    const doc = changes[language];
    if (doc === undefined) continue;
    if (doc === null || isRichTextEmpty(doc)) delete next[language];
    else next[language] = JSON.parse(JSON.stringify(doc)) as unknown;
  }
  return next;
}

/** A validated update input (the body of PUT), as a draft keeps it. */
export type DraftInput = Record<string, unknown>;

const plainObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};

/** A stored draft's input (anything unreadable counts as no change). */
export function parseDraftInput(data: string): DraftInput {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftInput) : {};
  } catch {
    return {};
  }
}

/** The input without undefined keys, as plain JSON (validated DTOs are class instances). */
export function draftInputOf(input: DraftInput): DraftInput {
  return JSON.parse(JSON.stringify(input)) as DraftInput;
}

/**
 * A newer input over an older draft, so several "Save draft"s add up: a translated field merges per language (a
 * later `""` still removes that language when published), any other field is replaced.
 */
export function mergeDraftInputs(def: StudioDefinition, older: DraftInput, newer: DraftInput): DraftInput {
  const merged: DraftInput = { ...older };
  const translated = new Set<string>([...def.translated, ...(def.translatedRichTexts ?? [])]);
  for (const [field, value] of Object.entries(newer)) {
    if (value === undefined) continue;
    merged[field] = translated.has(field) ? { ...plainObject(older[field]), ...plainObject(value) } : value;
  }
  return merged;
}

/**
 * The record as it will be once the draft is published: a copy of the live row with the input applied the way
 * PUT applies it (languages merged, `""` removes one; other fields replaced), then the definition's `prepare`
 * (derived fields, cross-field rules). The live row is left as it was.
 */
export function applyDraft<R extends Record<string, unknown>>(
  def: StudioDefinition,
  row: R,
  input: DraftInput,
): R {
  const next: Record<string, unknown> = { ...row };
  const translated = new Set<string>(def.translated);
  const documents = new Set<string>(def.translatedRichTexts ?? []);
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || field === 'published') continue;
    next[field] = translated.has(field)
      ? mergeTranslations((row[field] as Translations | undefined) ?? {}, value as Translations)
      : documents.has(field)
        ? mergeDocuments((row[field] as Documents | undefined) ?? {}, value as Documents)
        : value;
  }
  def.prepare?.(next as never);
  return next as R;
}

/** What PUT refuses after merging: a required translated field without English (400 naming `<field>.en`). */
export function checkRequiredEnglish(def: StudioDefinition, row: Record<string, unknown>): void {
  const fields: Record<string, string[]> = {};
  for (const field of def.required) {
    if (!(row[field] as Translations | undefined)?.en) {
      fields[`${field}.en`] = [`${field}.en must not be empty`];
    }
  }
  for (const field of def.requiredRichTexts ?? []) {
    if (isRichTextEmpty((row[field] as Documents | undefined)?.en))
      fields[`${field}.en`] = [`${field}.en must not be empty`];
  }
  const messages = Object.values(fields).flat();
  if (messages.length) {
    throw new BadRequestException({
      statusCode: 400,
      message: messages.join('; '),
      error: 'Bad Request',
      fields,
    });
  }
}

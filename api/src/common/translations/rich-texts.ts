import { EMPTY_RICH_TEXT, plainTextToRichText, type RichTextDoc } from '@aurinko/contract/rich-text';
import type { ValueTransformer } from 'typeorm';
import type { Lang } from '../lang/languages.js';
import type { Translations } from './translations.js';

/**
 * A translated rich text field (the contract's `translatedRichText`, issue 33: a product's details and usage, an
 * event's description, a report's details): one editor document per language (@aurinko/contract/rich-text); a
 * language without text is absent. Stored as a JSON text column, like the translated texts.
 */
export type TranslatedRichText = Partial<Record<Lang, RichTextDoc>>;

/** The column's transformer: `{en: Doc, …}` as JSON text; an empty or unreadable value (old rows: NULL) reads `{}`. */
export const richTextsTransformer: ValueTransformer = {
  to: (value: TranslatedRichText | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): TranslatedRichText => {
    if (!value) return {};
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as TranslatedRichText)
        : {};
    } catch {
      return {};
    }
  },
};

/** Plain texts per language as documents (seeds, the migrations): blank lines split paragraphs, line breaks kept. */
export function richTextsOf(texts: Translations | null | undefined): TranslatedRichText {
  const docs: TranslatedRichText = {};
  for (const [lang, text] of Object.entries(texts ?? {}) as Array<[Lang, string | undefined]>) {
    if (typeof text === 'string' && /\S/.test(text)) docs[lang] = plainTextToRichText(text);
  }
  return docs;
}

/** A rich text field in `lang`, else in English (an empty document when neither has one), with the language shown. */
export function richTextIn(
  docs: TranslatedRichText | null | undefined,
  lang: Lang,
): { doc: RichTextDoc; lang: Lang } {
  const own = docs?.[lang];
  if (own) return { doc: own, lang };
  return { doc: docs?.en ?? { ...EMPTY_RICH_TEXT, content: [] }, lang: 'en' };
}

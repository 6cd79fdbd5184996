import { LANGUAGES, type Language } from '@aurinko/shared-ui';
import { textOf } from './conflict';
import type { StudioRecord } from './studio-api';
import { editableFields, fileFields, valuesOf } from './studio-form';
import { type FieldSchema, fileKindOf, isTranslated } from './studio-schema';

/** One field (one language of a translated field) that differs between two versions of a record. */
export interface VersionChange {
  /** `name.en`, `sections.ar`, `group`, `image`. */
  path: string;
  field: FieldSchema;
  language?: Language;
  before: unknown;
  after: unknown;
  /** A file field: its values are file URLs (an image list for `images`). */
  file: boolean;
}

const at = (values: Record<string, unknown>, field: FieldSchema, language?: Language): unknown =>
  language ? (values[field.name] as Record<Language, unknown> | undefined)?.[language] : values[field.name];

/** A value as the history shows it: text as is, sections as their text, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    (value as { type?: unknown }).type !== 'doc'
  )
    return JSON.stringify(value);
  return textOf(value);
}

/** The files a file field's value names (one, a list, or none). */
export const filesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

/**
 * What changed from `older` to `newer` (two versions' values): per field, and per language for translated fields,
 * in the form's order; file fields last, compared by the files they name.
 */
export function diffVersions(
  schema: Parameters<typeof valuesOf>[0],
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): VersionChange[] {
  const a = valuesOf(schema, older as StudioRecord);
  const b = valuesOf(schema, newer as StudioRecord);
  const changes: VersionChange[] = [];
  for (const field of editableFields(schema)) {
    const languages: Array<Language | undefined> = isTranslated(field) ? [...LANGUAGES] : [undefined];
    for (const language of languages) {
      const before = at(a, field, language);
      const after = at(b, field, language);
      if (shownValue(before) === shownValue(after)) continue;
      changes.push({
        path: language ? `${field.name}.${language}` : field.name,
        field,
        ...(language ? { language } : {}),
        before,
        after,
        file: false,
      });
    }
  }
  for (const field of fileFields(schema)) {
    const before = filesIn(older[field.name]);
    const after = filesIn(newer[field.name]);
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    changes.push({ path: field.name, field, before, after, file: true });
  }
  return changes;
}

/** Whether a file field shows its files as pictures. */
export const showsImages = (field: FieldSchema) => fileKindOf(field) === 'image';

import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@aurinko/shared-ui';
import { isSiteLink } from '@aurinko/shared-ui/links';
import type { StudioRecord, Translations } from './studio-api';
import { ALL, type FieldSchema, isFile, isTranslated, type ResourceSchema } from './studio-schema';

/** The editable values of a record: translated fields as a six-language map, files left out (they have own state). */
export type FormValues = Record<string, unknown>;

/** A message for a field path (`name.en`, `rating`): a key in `dashboard_studio` and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldMessage>;

export const emptyTranslations = (): Translations =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Translations;

export const editableFields = (schema: ResourceSchema) => schema.fields.filter((field) => !isFile(field));
export const fileFields = (schema: ResourceSchema) => schema.fields.filter(isFile);
export const translatedFields = (schema: ResourceSchema) => schema.fields.filter(isTranslated);

function initialValue(field: FieldSchema, preset: Record<string, string>): unknown {
  if (field.name in preset) return preset[field.name];
  if (isTranslated(field)) return emptyTranslations();
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.widget === 'boolean') return false;
  if (field.widget === 'language') return ALL;
  if (field.widget === 'number' || field.widget === 'rating') return '';
  return '';
}

/** Values of a new record: defaults, then what the route gives (a product group's add page sets `group`). */
export function newValues(schema: ResourceSchema, preset: Record<string, string> = {}): FormValues {
  const values: FormValues = {};
  for (const field of editableFields(schema)) values[field.name] = initialValue(field, preset);
  if (schema.publishable) values.published = true;
  return values;
}

/** A record as the form edits it (missing languages as ""). */
export function valuesOf(schema: ResourceSchema, record: StudioRecord): FormValues {
  const values: FormValues = {};
  for (const field of editableFields(schema)) {
    const value = record[field.name];
    if (isTranslated(field))
      values[field.name] = { ...emptyTranslations(), ...(value as Partial<Translations>) };
    else values[field.name] = value ?? '';
  }
  if (schema.publishable) values.published = record.published;
  return values;
}

function toInput(field: FieldSchema, value: unknown, creating: boolean): unknown {
  if (isTranslated(field)) {
    const texts = value as Translations;
    // On create an empty language is simply absent; on update "" removes it (contract).
    return Object.fromEntries(
      LANGUAGES.filter((language) => !creating || texts[language].trim() !== '').map((language) => [
        language,
        texts[language].trim(),
      ]),
    );
  }
  if (field.widget === 'number' || field.widget === 'rating') return value === '' ? null : Number(value);
  if (typeof value === 'string') return value.trim();
  return value;
}

/** The API input: every field on create, only the changed ones on update (so the audit names what changed). */
export function inputOf(
  schema: ResourceSchema,
  values: FormValues,
  saved?: FormValues,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of editableFields(schema)) {
    if (saved && same(values[field.name], saved[field.name])) continue;
    const value = toInput(field, values[field.name], !saved);
    const nothing =
      value === '' || value === null || (isTranslated(field) && Object.keys(value as object).length === 0);
    if (!saved && nothing) continue;
    input[field.name] = value;
  }
  if (schema.publishable && (!saved || values.published !== saved.published))
    input.published = values.published;
  return input;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The checks the API makes, made first in the browser so the admin gets translated messages at once. */
export function validate(schema: ResourceSchema, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of editableFields(schema)) {
    const value = values[field.name];
    if (isTranslated(field)) {
      const texts = value as Translations;
      for (const language of LANGUAGES) {
        const text = texts[language] ?? '';
        const path = `${field.name}.${language}`;
        if (language === FALLBACK_LANGUAGE && field.required && blank(text)) {
          errors[path] = { key: 'errors.requiredEnglish' };
        } else if (field.maxLength && text.trim().length > field.maxLength) {
          errors[path] = { key: 'errors.tooLong', values: { max: field.maxLength } };
        }
      }
    } else if (field.widget === 'rating' || field.widget === 'number') {
      const min = field.widget === 'rating' ? 1 : field.min;
      const max = field.widget === 'rating' ? 5 : field.max;
      if (value === '' || value === null || value === undefined) {
        if (field.required) errors[field.name] = { key: 'errors.required' };
      } else {
        const number = Number(value);
        if (!Number.isFinite(number) || (field.widget === 'rating' && !Number.isInteger(number))) {
          errors[field.name] =
            field.widget === 'rating' ? { key: 'errors.rating' } : { key: 'errors.number' };
        } else if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
          errors[field.name] =
            field.widget === 'rating'
              ? { key: 'errors.rating' }
              : { key: 'errors.range', values: { min: min ?? '', max: max ?? '' } };
        }
      }
    } else if (field.widget === 'select') {
      if (blank(value)) {
        if (field.required) errors[field.name] = { key: 'errors.required' };
      } else if (field.options && !field.options.some((option) => option.value === value)) {
        errors[field.name] = { key: 'errors.option' };
      }
    } else if (field.widget === 'url') {
      if (blank(value)) {
        if (field.required) errors[field.name] = { key: 'errors.required' };
      } else if (!isSiteLink((value as string).trim())) {
        errors[field.name] = { key: 'errors.link' };
      }
    } else if (field.widget === 'language') {
      if (value !== ALL && !isLanguage(value)) errors[field.name] = { key: 'errors.option' };
    } else if (field.widget === 'text' || field.widget === 'textarea') {
      if (field.required && blank(value)) errors[field.name] = { key: 'errors.required' };
      else if (field.maxLength && typeof value === 'string' && value.trim().length > field.maxLength) {
        errors[field.name] = { key: 'errors.tooLong', values: { max: field.maxLength } };
      }
    }
  }
  return errors;
}

/**
 * The server's field errors (`name.en`, `rating`, `group`, …) on our fields, in the UI language: our own rule's
 * message when it explains the refusal, else "not accepted" with the server's own words.
 */
export function serverErrors(
  schema: ResourceSchema,
  values: FormValues,
  fields: Record<string, string | string[]>,
): FieldErrors {
  const local = validate(schema, values);
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const text = (Array.isArray(messages) ? messages : [messages]).join(' ');
    errors[path] = local[path] ?? { key: 'errors.server', values: { message: text } };
  }
  return errors;
}

/** The language tab a field path belongs to (`name.fr` → fr), if any. */
export function languageOfPath(path: string): Language | undefined {
  const suffix = path.split('.')[1];
  return LANGUAGES.find((language) => language === suffix);
}

export type Completeness = 'complete' | 'fallback' | 'missing';

/**
 * Per language: "complete" when every translated field filled in English is filled in that language too,
 * "fallback" when visitors would see some English instead; for English, "missing" when a required text is empty.
 */
export function completeness(schema: ResourceSchema, values: FormValues): Record<Language, Completeness> {
  const fields = translatedFields(schema);
  const texts = (field: FieldSchema) => values[field.name] as Translations;
  const result = {} as Record<Language, Completeness>;
  for (const language of LANGUAGES) {
    if (language === FALLBACK_LANGUAGE) {
      result[language] = fields.some((field) => field.required && blank(texts(field).en))
        ? 'missing'
        : 'complete';
    } else {
      result[language] = fields.some((field) => !blank(texts(field).en) && blank(texts(field)[language]))
        ? 'fallback'
        : 'complete';
    }
  }
  return result;
}

/** The text naming a record (its title field in the UI language, English when that is empty). */
export function titleOf(schema: ResourceSchema, record: Record<string, unknown>, language: Language): string {
  const texts = record[schema.titleField] as Partial<Translations> | string | undefined;
  if (typeof texts === 'string') return texts;
  return texts?.[language]?.trim() || texts?.en?.trim() || '';
}

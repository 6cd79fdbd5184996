import { isSiteLink } from '@aurinko/contract/links';
import { ApiError, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@aurinko/shared-ui';
import type { StudioRecord, Translations } from './studio-api';
import {
  ALL,
  FILE_LIMITS,
  type FieldSchema,
  fileKindOf,
  isFile,
  isTranslated,
  type ResourceSchema,
  SLUG_PATTERN,
} from './studio-schema';

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

/** One section as the form edits it: the paragraphs as one text (an empty line between two), a key for React. */
export interface FormSection {
  key: string;
  heading: string;
  text: string;
}
export type FormSections = Record<Language, FormSection[]>;
/** A section as the API stores it. */
export interface Section {
  heading: string;
  paragraphs: string[];
}

let sectionKeys = 0;
export const newSection = (heading = '', text = ''): FormSection => ({
  key: `section-${++sectionKeys}`,
  heading,
  text,
});

const emptySections = (): FormSections =>
  Object.fromEntries(LANGUAGES.map((language) => [language, []])) as unknown as FormSections;

/** Paragraphs are separated by an empty line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const isSections = (field: FieldSchema) => field.widget === 'translatedSections';

/** `YYYY-MM-DD` of a real day (what the API's date fields accept). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in the admin's time zone, as `YYYY-MM-DD` (a date field's usual default). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const editableFields = (schema: ResourceSchema) => schema.fields.filter((field) => !isFile(field));
export const fileFields = (schema: ResourceSchema) => schema.fields.filter(isFile);
export const translatedFields = (schema: ResourceSchema) => schema.fields.filter(isTranslated);

function initialValue(field: FieldSchema, preset: Record<string, string>): unknown {
  if (field.name in preset) return preset[field.name];
  if (isSections(field)) return emptySections();
  if (isTranslated(field)) return emptyTranslations();
  if (typeof field.defaultValue === 'function') return (field.defaultValue as () => unknown)();
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
    if (isSections(field)) {
      const lists = (value ?? {}) as Partial<Record<Language, Section[]>>;
      values[field.name] = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          (lists[language] ?? []).map((section) =>
            newSection(section.heading, section.paragraphs.join('\n\n')),
          ),
        ]),
      );
    } else if (isTranslated(field))
      values[field.name] = { ...emptyTranslations(), ...(value as Partial<Translations>) };
    else if (field.widget === 'date')
      values[field.name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else values[field.name] = value ?? '';
  }
  if (schema.publishable) values.published = record.published;
  return values;
}

function toInput(field: FieldSchema, value: unknown, creating: boolean): unknown {
  if (isSections(field)) {
    const lists = value as FormSections;
    // Each language's list replaces the stored one; on update an emptied language is sent as [] (removes it).
    return Object.fromEntries(
      LANGUAGES.filter((language) => !creating || lists[language].length > 0).map((language) => [
        language,
        lists[language].map((section) => ({
          heading: section.heading.trim(),
          paragraphs: paragraphsOf(section.text),
        })),
      ]),
    );
  }
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

/**
 * The checks the API makes, made first in the browser so the admin gets translated messages at once. `withFiles`:
 * the file fields that hold a file or are about to receive one (for `exclusiveWith`).
 */
export function validate(
  schema: ResourceSchema,
  values: FormValues,
  withFiles: ReadonlySet<string> = new Set(),
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of editableFields(schema)) {
    const value = values[field.name];
    if (field.exclusiveWith && !blank(value) && withFiles.has(field.exclusiveWith.file)) {
      errors[field.name] = { key: field.exclusiveWith.message };
      continue;
    }
    if (isSections(field)) {
      Object.assign(errors, validateSections(field, value as FormSections));
    } else if (isTranslated(field)) {
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
      } else if (
        !field.optionsFrom &&
        field.options &&
        !field.options.some((option) => option.value === value)
      ) {
        // Options from another resource are checked by the API (it knows the records that exist now).
        errors[field.name] = { key: 'errors.option' };
      }
    } else if (field.widget === 'date') {
      if (blank(value)) {
        if (field.required) errors[field.name] = { key: 'errors.required' };
      } else if (!isDate(String(value))) errors[field.name] = { key: 'errors.date' };
    } else if (field.widget === 'slug') {
      if (blank(value)) {
        if (field.required) errors[field.name] = { key: 'errors.required' };
      } else if (field.maxLength && String(value).trim().length > field.maxLength) {
        errors[field.name] = { key: 'errors.tooLong', values: { max: field.maxLength } };
      } else if (!SLUG_PATTERN.test(String(value).trim())) errors[field.name] = { key: 'errors.slug' };
    } else if (field.widget === 'link') {
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
      } else if (field.pattern && !blank(value) && !field.pattern.regex.test((value as string).trim())) {
        errors[field.name] = { key: field.pattern.message };
      }
    } else if (field.widget === 'url') {
      const message = blank(value) ? undefined : checkAddress(field, (value as string).trim());
      if (field.required && blank(value)) errors[field.name] = { key: 'errors.required' };
      else if (message) errors[field.name] = message;
    }
  }
  return errors;
}

/** Each section of each language: heading and paragraphs required, within their limits. */
function validateSections(field: FieldSchema, lists: FormSections): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    const list = lists[language];
    if (field.maxItems && list.length > field.maxItems) {
      errors[`${field.name}.${language}`] = {
        key: 'errors.tooManySections',
        values: { max: field.maxItems },
      };
    }
    for (const [index, section] of list.entries()) {
      const path = `${field.name}.${language}.${index}`;
      if (blank(section.heading)) errors[`${path}.heading`] = { key: 'errors.required' };
      else if (field.maxLength && section.heading.trim().length > field.maxLength) {
        errors[`${path}.heading`] = { key: 'errors.tooLong', values: { max: field.maxLength } };
      }
      const paragraphs = paragraphsOf(section.text);
      const limits = field.paragraphs;
      if (paragraphs.length === 0) errors[`${path}.paragraphs`] = { key: 'errors.required' };
      else if (limits && paragraphs.length > limits.maxItems) {
        errors[`${path}.paragraphs`] = { key: 'errors.tooManyParagraphs', values: { max: limits.maxItems } };
      } else if (limits && paragraphs.some((paragraph) => paragraph.length > limits.maxLength)) {
        errors[`${path}.paragraphs`] = { key: 'errors.paragraphTooLong', values: { max: limits.maxLength } };
      }
    }
  }
  return errors;
}

/** An https address on one of the field's allowed hosts (exactly), as the API checks it. */
export function checkAddress(field: FieldSchema, text: string): FieldMessage | undefined {
  const hosts = { hosts: (field.allowedHosts ?? []).join(', ') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { key: 'errors.url', values: hosts };
  }
  if (field.maxLength && text.length > field.maxLength) {
    return { key: 'errors.tooLong', values: { max: field.maxLength } };
  }
  const allowed =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    (!field.allowedHosts || field.allowedHosts.includes(url.hostname));
  return allowed ? undefined : { key: 'errors.urlHost', values: hosts };
}

/**
 * The server's field errors (`name.en`, `rating`, `group`, …) on our fields, in the UI language: our own rule's
 * message when it explains the refusal, "already used" for a 409 (a unique field), else "not accepted" with the
 * server's own words.
 */
export function serverErrors(
  schema: ResourceSchema,
  values: FormValues,
  fields: Record<string, string | string[]>,
  status?: number,
): FieldErrors {
  const local = validate(schema, values);
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const text = (Array.isArray(messages) ? messages : [messages]).join(' ');
    if (status === 409) {
      const field = schema.fields.find((candidate) => candidate.name === path);
      errors[path] = { key: field?.widget === 'slug' ? 'errors.slugTaken' : 'errors.taken' };
    } else errors[path] = local[path] ?? { key: 'errors.server', values: { message: text } };
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
  // A text is filled when not blank; a list of sections when it has at least one.
  const filled = (field: FieldSchema, language: Language) => {
    const value = (values[field.name] as Record<Language, unknown>)[language];
    return Array.isArray(value) ? value.length > 0 : !blank(value);
  };
  const result = {} as Record<Language, Completeness>;
  for (const language of LANGUAGES) {
    if (language === FALLBACK_LANGUAGE) {
      result[language] = fields.some((field) => field.required && !filled(field, FALLBACK_LANGUAGE))
        ? 'missing'
        : 'complete';
    } else {
      result[language] = fields.some((field) => filled(field, FALLBACK_LANGUAGE) && !filled(field, language))
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

/** A refused upload, in the UI language: the API answers 415 for a wrong type, 413 (or 400) for a large file. */
export function fileErrorOf(error: unknown, field: FieldSchema): FieldMessage {
  const kind = fileKindOf(field);
  if (error instanceof ApiError) {
    if (error.status === 415) return { key: `errors.fileType.${kind}` };
    if (error.status === 413)
      return { key: 'errors.fileTooLarge', values: { max: FILE_LIMITS[kind].maxBytes / (1024 * 1024) } };
    if (error.message) return { key: 'errors.server', values: { message: error.message } };
  }
  return { key: 'errors.uploadFailed' };
}

/**
 * Why a delete failed, in the UI language: the resource's own "still used by {{count}}" message when the API refused
 * because other records still use it (409 with `details.count`), else the general failure.
 */
export function deleteFailure(schema: ResourceSchema, error: unknown): FieldMessage {
  const count = error instanceof ApiError && error.status === 409 ? error.details.count : undefined;
  if (schema.text.inUse && typeof count === 'number') return { key: schema.text.inUse, values: { count } };
  return { key: 'toast.deleteFailed' };
}

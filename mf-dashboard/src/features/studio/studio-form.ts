import { isSiteLink } from '@aurinko/contract/links';
import {
  isRichText,
  isRichTextEmpty,
  normalizeRichText,
  type RichTextDoc,
  richTextToPlainText,
} from '@aurinko/contract/rich-text';
import { ApiError, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@aurinko/shared-ui';
import { uploadRefusalOf } from '../../components/upload-refusal';
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

/** One section as the form edits it: its heading, its body (the rich text editor's document), a key for React. */
export interface FormSection {
  key: string;
  heading: string;
  body: RichTextDoc | null;
}
export type FormSections = Record<Language, FormSection[]>;
/** A translated rich text field as the form edits it: each language's document (null: the editor never opened). */
export type FormDocuments = Record<Language, RichTextDoc | null>;
const emptyDocuments = (): FormDocuments =>
  Object.fromEntries(LANGUAGES.map((language) => [language, null])) as unknown as FormDocuments;
/** A section as the API stores it. */
export interface Section {
  heading: string;
  body: RichTextDoc;
}

let sectionKeys = 0;
export const newSection = (heading = '', body: RichTextDoc | null = null): FormSection => ({
  key: `section-${++sectionKeys}`,
  heading,
  body,
});

/** One row of a `translatedRows` table (a dosage row) as the form edits it: its texts by column, a key for React. */
export interface FormRow {
  key: string;
  cells: Record<string, string>;
}
export type FormRows = Record<Language, FormRow[]>;
/** One pack size as the form edits it: the amount as typed, the unit, a key for React. */
export interface FormPackSize {
  key: string;
  amount: string;
  unit: string;
}

let rowKeys = 0;
export const newRow = (cells: Record<string, string> = {}): FormRow => ({ key: `row-${++rowKeys}`, cells });
export const newPackSize = (amount = '', unit = ''): FormPackSize => ({
  key: `pack-${++rowKeys}`,
  amount,
  unit,
});

const isRows = (field: FieldSchema) => field.widget === 'translatedRows';
const isPacks = (field: FieldSchema) => field.widget === 'packSizes';

const emptySections = (): FormSections =>
  Object.fromEntries(LANGUAGES.map((language) => [language, []])) as unknown as FormSections;

/** A section's body as the API takes it: the allow-list's nodes and attributes only (the editor adds nulls). */
export const bodyInput = (body: RichTextDoc | null): unknown => {
  if (!body) return { type: 'doc', content: [] };
  const result = normalizeRichText(body);
  return 'doc' in result ? result.doc : body;
};

const isSections = (field: FieldSchema) => field.widget === 'translatedSections';
const isDocuments = (field: FieldSchema) => field.widget === 'translatedRichText';

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
  if (isSections(field) || isRows(field)) return emptySections();
  if (isDocuments(field)) return emptyDocuments();
  if (isPacks(field)) return [];
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
          (lists[language] ?? []).map((section) => newSection(section.heading, section.body)),
        ]),
      );
    } else if (isDocuments(field)) {
      const docs = (value ?? {}) as Partial<Record<Language, RichTextDoc>>;
      values[field.name] = Object.fromEntries(
        LANGUAGES.map((language) => {
          const doc = docs[language];
          return [language, doc && !isRichTextEmpty(doc) ? doc : null];
        }),
      );
    } else if (isRows(field)) {
      const lists = (value ?? {}) as Partial<Record<Language, Record<string, string>[]>>;
      values[field.name] = Object.fromEntries(
        LANGUAGES.map((language) => [language, (lists[language] ?? []).map((row) => newRow({ ...row }))]),
      );
    } else if (isPacks(field)) {
      const sizes = (Array.isArray(value) ? value : []) as Array<{ amount: number; unit: string }>;
      values[field.name] = sizes.map((size) => newPackSize(String(size.amount), size.unit));
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
          body: bodyInput(section.body),
        })),
      ]),
    );
  }
  if (isDocuments(field)) {
    const docs = value as FormDocuments;
    // On create an empty language is absent; on update an emptied one is sent as an empty document (removes it).
    return Object.fromEntries(
      LANGUAGES.filter((language) => !creating || !isRichTextEmpty(docs[language])).map((language) => [
        language,
        isRichTextEmpty(docs[language]) ? { type: 'doc', content: [] } : bodyInput(docs[language]),
      ]),
    );
  }
  if (isRows(field)) {
    const lists = value as FormRows;
    const columns = field.columns ?? [];
    // As sections: each language's table replaces the stored one; an emptied language is sent as [] on update.
    return Object.fromEntries(
      LANGUAGES.filter((language) => !creating || lists[language].length > 0).map((language) => [
        language,
        lists[language].map((row) =>
          Object.fromEntries(columns.map((column) => [column.name, (row.cells[column.name] ?? '').trim()])),
        ),
      ]),
    );
  }
  if (isPacks(field)) {
    return (value as FormPackSize[]).map((size) => ({
      amount: Number(size.amount.replace(',', '.')),
      unit: size.unit,
    }));
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
      value === '' ||
      value === null ||
      (isPacks(field) && (value as unknown[]).length === 0) ||
      (isTranslated(field) && Object.keys(value as object).length === 0);
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
    } else if (isDocuments(field)) {
      const docs = value as FormDocuments;
      for (const language of LANGUAGES) {
        const path = `${field.name}.${language}`;
        const text = richTextToPlainText(docs[language]);
        if (!/\S/.test(text)) {
          if (language === FALLBACK_LANGUAGE && field.required)
            errors[path] = { key: 'errors.requiredEnglish' };
        } else if (field.maxLength && text.length > field.maxLength) {
          errors[path] = { key: 'errors.tooLong', values: { max: field.maxLength } };
        } else if (!isRichText(bodyInput(docs[language]))) errors[path] = { key: 'errors.richText' };
      }
    } else if (isRows(field)) {
      Object.assign(errors, validateRows(field, value as FormRows));
    } else if (isPacks(field)) {
      Object.assign(errors, validatePackSizes(field, value as FormPackSize[]));
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
      else if (field.notBefore) {
        // Days as YYYY-MM-DD compare as text; the API makes the same check (400 naming this field).
        const start = String(values[field.notBefore.field] ?? '');
        if (isDate(start) && String(value) < start) errors[field.name] = { key: field.notBefore.message };
      }
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

/** Each section of each language: heading and body required, within their limits, the body within the allow-list. */
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
      const text = richTextToPlainText(section.body);
      if (!/\S/.test(text)) errors[`${path}.body`] = { key: 'errors.required' };
      else if (field.bodyMaxLength && text.length > field.bodyMaxLength) {
        errors[`${path}.body`] = { key: 'errors.tooLong', values: { max: field.bodyMaxLength } };
      } else if (!isRichText(bodyInput(section.body))) errors[`${path}.body`] = { key: 'errors.richText' };
    }
  }
  return errors;
}

/** Each row of each language: the required texts filled, every text within its limit (paths as the API's). */
function validateRows(field: FieldSchema, lists: FormRows): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    const list = lists[language];
    if (field.maxItems && list.length > field.maxItems) {
      errors[`${field.name}.${language}`] = { key: 'errors.tooManyRows', values: { max: field.maxItems } };
    }
    for (const [index, row] of list.entries()) {
      for (const column of field.columns ?? []) {
        const text = (row.cells[column.name] ?? '').trim();
        const path = `${field.name}.${language}.${index}.${column.name}`;
        if (column.required && text === '') errors[path] = { key: 'errors.required' };
        else if (column.maxLength && text.length > column.maxLength) {
          errors[path] = { key: 'errors.tooLong', values: { max: column.maxLength } };
        }
      }
    }
  }
  return errors;
}

/** Each pack size: an amount within the limits and a unit of the list (paths as the API's: `packSizes.0.amount`). */
function validatePackSizes(field: FieldSchema, sizes: FormPackSize[]): FieldErrors {
  const errors: FieldErrors = {};
  if (field.maxItems && sizes.length > field.maxItems) {
    errors[field.name] = { key: 'errors.tooManyRows', values: { max: field.maxItems } };
  }
  for (const [index, size] of sizes.entries()) {
    const amount = Number(size.amount.replace(',', '.'));
    const path = `${field.name}.${index}`;
    if (size.amount.trim() === '' || !Number.isFinite(amount))
      errors[`${path}.amount`] = { key: 'errors.number' };
    else if (
      (field.min !== undefined && amount < field.min) ||
      (field.max !== undefined && amount > field.max)
    ) {
      errors[`${path}.amount`] = {
        key: 'errors.range',
        values: { min: field.min ?? 0, max: field.max ?? 0 },
      };
    }
    if (!field.options?.some((option) => option.value === size.unit)) {
      errors[`${path}.unit`] = { key: 'errors.required' };
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
  for (const path of Object.keys(fields)) {
    if (status === 409) {
      const field = schema.fields.find((candidate) => candidate.name === path);
      errors[path] = { key: field?.widget === 'slug' ? 'errors.slugTaken' : 'errors.taken' };
    } else if (local[path]) errors[path] = local[path];
    // The server's own words name the API's field (`name.fr`) in English: the field is marked in the admin's language
    // instead (the toast names the fields by their labels).
    else errors[path] = { key: 'errors.notAccepted' };
  }
  return errors;
}

/** The language tab a field path belongs to (`name.fr` → fr), if any. */
export function languageOfPath(path: string): Language | undefined {
  const suffix = path.split('.')[1];
  return LANGUAGES.find((language) => language === suffix);
}

/**
 * A language tab's status: for English "complete", or "required" when a required text is empty; for the other
 * languages "missing" (none of its texts filled, or a text filled in English is empty there: visitors see English),
 * "stale" (a text was saved when English said something else, and the editor has not touched it since) or "filled".
 */
export type Completeness = 'complete' | 'required' | 'missing' | 'stale' | 'filled';

/** Per language other than English, the fields the API found stale (the record's or its draft's `translationStatus`). */
export type StaleFields = Partial<Record<Language, { stale: readonly string[] }>>;

/**
 * Each tab's status, from the form's values and, for "stale", the API's answer (`server`: its stale fields and the
 * values it answered with): a stale field counts while neither its English nor its translation has been edited.
 */
export function completeness(
  schema: ResourceSchema,
  values: FormValues,
  server?: { stale: StaleFields | undefined; values: FormValues },
): Record<Language, Completeness> {
  const fields = translatedFields(schema);
  // A text is filled when not blank; a list of sections when it has at least one.
  const filled = (field: FieldSchema, language: Language) => {
    const value = (values[field.name] as Record<Language, unknown>)[language];
    if (isDocuments(field)) return !isRichTextEmpty(value);
    return Array.isArray(value) ? value.length > 0 : !blank(value);
  };
  const untouched = (field: FieldSchema, language: Language) => {
    const now = values[field.name] as Record<Language, unknown>;
    const then = server?.values[field.name] as Record<Language, unknown> | undefined;
    return (
      then !== undefined &&
      same(now[language], then[language]) &&
      same(now[FALLBACK_LANGUAGE], then[FALLBACK_LANGUAGE])
    );
  };
  const result = {} as Record<Language, Completeness>;
  for (const language of LANGUAGES) {
    if (language === FALLBACK_LANGUAGE) {
      result[language] = fields.some((field) => field.required && !filled(field, FALLBACK_LANGUAGE))
        ? 'required'
        : 'complete';
      continue;
    }
    const staleFields = server?.stale?.[language]?.stale ?? [];
    const missing =
      !fields.some((field) => filled(field, language)) ||
      fields.some((field) => filled(field, FALLBACK_LANGUAGE) && !filled(field, language));
    const stale = fields.some(
      (field) =>
        staleFields.includes(field.name) &&
        filled(field, language) &&
        filled(field, FALLBACK_LANGUAGE) &&
        untouched(field, language),
    );
    result[language] = stale ? 'stale' : missing ? 'missing' : 'filled';
  }
  return result;
}

/** The text naming a record (its title field in the UI language, English when that is empty). */
export function titleOf(schema: ResourceSchema, record: Record<string, unknown>, language: Language): string {
  const texts = record[schema.titleField] as Partial<Translations> | string | undefined;
  if (typeof texts === 'string') return texts;
  return texts?.[language]?.trim() || texts?.en?.trim() || '';
}

/** A refused upload, in the UI language: why the API refused it (`uploadRefusalOf`: type, size, dimensions…). */
export function fileErrorOf(error: unknown, field: FieldSchema): FieldMessage {
  const kind = fileKindOf(field);
  const refusal = uploadRefusalOf(error);
  switch (refusal.reason) {
    case 'type':
      return { key: `errors.fileType.${kind}` };
    case 'size':
      return { key: 'errors.fileTooLarge', values: { max: FILE_LIMITS[kind].maxBytes / (1024 * 1024) } };
    case 'dimensions':
      return {
        key: 'errors.fileDimensions',
        values: { width: refusal.width, height: refusal.height, max: refusal.megapixels },
      };
    case 'unreadable':
      return { key: 'errors.fileUnreadable' };
    case 'network':
      return { key: 'errors.uploadNetwork' };
    default:
      // A refusal the API gave no reason for: its words are English and name its parts, so they are not shown.
      return { key: 'errors.uploadFailed' };
  }
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

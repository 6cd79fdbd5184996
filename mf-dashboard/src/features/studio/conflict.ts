import { richTextToPlainText } from '@aurinko/contract/rich-text';
import { LANGUAGES, type Language } from '@aurinko/shared-ui';
import {
  editableFields,
  type FormPackSize,
  type FormRow,
  type FormSection,
  type FormValues,
} from './studio-form';
import { type FieldSchema, isTranslated } from './studio-schema';

/** One field (one language of a translated field) another admin changed since this form opened the record. */
export interface Change {
  /** `name.en`, `sections.ar`, `rating`. */
  path: string;
  field: FieldSchema;
  language?: Language;
  theirs: unknown;
  mine: unknown;
  /** This editor changed it too (the one real conflict; otherwise theirs is simply taken). */
  mineChanged: boolean;
}

export type Choice = 'mine' | 'theirs';

/** A section list compared by its content (the form's React keys differ from one read to the next). */
const comparable = (value: unknown): string =>
  JSON.stringify(
    Array.isArray(value)
      ? (value as FormSection[]).map(({ heading, body }) => ({ heading, text: richTextToPlainText(body) }))
      : (value ?? ''),
  );

const at = (values: FormValues, field: FieldSchema, language?: Language): unknown =>
  language ? (values[field.name] as Record<Language, unknown> | undefined)?.[language] : values[field.name];

/**
 * The fields (per language) that differ between what this form opened (`opened`) and what another admin saved
 * (`theirs`), with this editor's value of each: what the conflict panel lists, field by field.
 */
export function changesSince(
  fields: readonly FieldSchema[],
  opened: FormValues,
  theirs: FormValues,
  mine: FormValues,
): Change[] {
  const changes: Change[] = [];
  for (const field of fields) {
    const languages: Array<Language | undefined> = isTranslated(field) ? [...LANGUAGES] : [undefined];
    for (const language of languages) {
      const before = comparable(at(opened, field, language));
      const their = at(theirs, field, language);
      if (comparable(their) === before) continue;
      const my = at(mine, field, language);
      changes.push({
        path: language ? `${field.name}.${language}` : field.name,
        field,
        ...(language ? { language } : {}),
        theirs: their,
        mine: my,
        mineChanged: comparable(my) !== before && comparable(my) !== comparable(their),
      });
    }
  }
  return changes;
}

/** The editable fields a conflict is looked for in. */
export const conflictFields = editableFields;

/** The default choice: theirs where this editor left the field alone, mine where both changed it. */
export const defaultChoices = (changes: readonly Change[]): Record<string, Choice> =>
  Object.fromEntries(changes.map((change) => [change.path, change.mineChanged ? 'mine' : 'theirs']));

/** This editor's values with the chosen fields (languages) taken from theirs. */
export function merge(
  mine: FormValues,
  changes: readonly Change[],
  choices: Readonly<Record<string, Choice>>,
): FormValues {
  const next: FormValues = { ...mine };
  for (const change of changes) {
    if ((choices[change.path] ?? 'mine') !== 'theirs') continue;
    const { field, language } = change;
    next[field.name] = language
      ? { ...(next[field.name] as Record<Language, unknown>), [language]: change.theirs }
      : change.theirs;
  }
  return next;
}

/**
 * A value as the panel shows it: text as is, a section list as its headings and bodies' text, a rich text document
 * as its text, dosage rows as their cells, pack sizes as "50 g".
 */
export function textOf(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item: FormSection | FormRow | FormPackSize) => {
        if ('cells' in item) return Object.values(item.cells).filter(Boolean).join(' · ');
        if ('unit' in item) return `${item.amount} ${item.unit}`;
        return [item.heading, richTextToPlainText(item.body)].filter(Boolean).join('\n');
      })
      .join('\n\n');
  }
  if (value === null || value === undefined) return '';
  // A translated rich text's document (a product's details): its text.
  if (typeof value === 'object' && (value as { type?: unknown }).type === 'doc')
    return richTextToPlainText(value);
  return String(value);
}

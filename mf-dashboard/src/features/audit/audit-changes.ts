import { LANGUAGES, type Language } from '@aurinko/shared-ui';
import type { AuditEntry } from './audit-api';

/** One value change as the audit screen shows it: a field (one language of a translated field), before → after. */
export interface ShownChange {
  field: string;
  language?: Language;
  before: string;
  after: string;
}

const MAX_TEXT = 240;
const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/** How a yes/no value reads in the UI language. */
export type YesNo = (value: boolean) => string;

/** Any stored value as readable text: texts as they are, lists one per line, objects by their values. */
export function plainText(value: unknown, yesNo: YesNo = String): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value))
    return value
      .map((item) => plainText(item, yesNo))
      .filter(Boolean)
      .join('\n');
  if (typeof value === 'object')
    return Object.values(value)
      .map((item) => plainText(item, yesNo))
      .filter(Boolean)
      .join(' · ');
  return String(value);
}

const short = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

const perLanguage = (value: unknown): value is Partial<Record<Language, unknown>> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every(isLanguage);

/**
 * An audit row's value changes: a translated field (or per-language list) split into the languages that changed,
 * every other field as one change; texts shortened for the table.
 */
export function shownChanges(entry: Pick<AuditEntry, 'changes'>, yesNo: YesNo = String): ShownChange[] {
  const shown: ShownChange[] = [];
  for (const [field, { before, after }] of Object.entries(entry.changes ?? {})) {
    if (perLanguage(before) || perLanguage(after)) {
      const old = (perLanguage(before) ? before : {}) as Partial<Record<Language, unknown>>;
      const next = (perLanguage(after) ? after : {}) as Partial<Record<Language, unknown>>;
      for (const language of LANGUAGES) {
        const a = plainText(old[language], yesNo);
        const b = plainText(next[language], yesNo);
        if (a !== b) shown.push({ field, language, before: short(a), after: short(b) });
      }
    } else {
      shown.push({ field, before: short(plainText(before, yesNo)), after: short(plainText(after, yesNo)) });
    }
  }
  return shown;
}

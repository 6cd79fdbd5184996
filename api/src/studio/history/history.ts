import type { EntityManager } from 'typeorm';
import type { FieldChange } from '../../audit/audit.service.js';
import type { SessionUser } from '../../auth/session-user.js';
import { LANGUAGES } from '../../common/lang/languages.js';
import type { StudioDefinition } from '../studio-definition.js';
import { StudioVersionEntity, type VersionKind } from './studio-history.entities.js';

type Values = Record<string, unknown>;

/** Whole seconds, like the studio's timestamps (MySQL `datetime` keeps no fraction). */
export const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

const TITLE_LENGTH = 200;

/** The field that names a record: its first required translated field, else its first translated one. */
export const titleFieldOf = (def: StudioDefinition): string | undefined =>
  def.required[0] ?? def.translated[0];

/** A record's title in each language that has one (from a row or a record view). */
export function titleOf(def: StudioDefinition, values: Values): Record<string, string> {
  const field = titleFieldOf(def);
  const texts = (field ? values[field] : undefined) as Record<string, unknown> | undefined;
  const title: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = texts?.[language];
    if (typeof text === 'string' && text.trim()) title[language] = text.slice(0, TITLE_LENGTH);
  }
  return title;
}

/** The fields a version restores and the audit values: the content, not files, order, publication or timestamps. */
export function contentFields(def: StudioDefinition): string[] {
  const derived = new Set<string>(def.derived ?? []);
  return [
    ...def.translated,
    ...(def.translatedLists ?? []),
    ...(def.translatedRichTexts ?? []),
    ...def.plain,
  ].filter((field) => !derived.has(field));
}

/**
 * Each content field (and `published`) whose value differs between two record views, with both values — what the
 * audit log shows. File fields are left out (their rows name them): their URLs would keep replaced files stored.
 */
export function changesBetween(
  def: StudioDefinition,
  before: Values | null,
  after: Values,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of [...contentFields(def), 'published']) {
    const old = before ? (before[field] ?? null) : null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = { before: old, after: next };
  }
  return changes;
}

/** Keeps a version of a record (its editor values), in the write's transaction; answers its id. */
export async function keepVersion(
  manager: EntityManager,
  def: StudioDefinition,
  recordId: number,
  kind: VersionKind,
  values: Values,
  user: SessionUser,
  at: Date = wholeSeconds(new Date()),
): Promise<number> {
  const { _version: _ignored, draft: _draft, ...record } = values;
  const result = await manager.insert(StudioVersionEntity, {
    resource: def.path,
    recordId,
    kind,
    values: JSON.stringify(record),
    createdAt: at,
    adminId: user.id,
    adminName: user.name,
  });
  return Number(result.identifiers[0]?.id);
}

/**
 * The draft input that makes the live record read as a version's values: each content field whose value differs,
 * translated fields with every language (`""` removes one the version lacks), lists per language, dates as
 * `YYYY-MM-DD`.
 */
export function draftInputFromVersion(def: StudioDefinition, version: Values, live: Values): Values {
  const dates = new Set<string>(def.dates ?? []);
  const translated = new Set<string>(def.translated);
  const input: Values = {};
  for (const field of contentFields(def)) {
    if (!(field in version)) continue;
    let value = version[field];
    if (translated.has(field)) {
      const texts = (value ?? {}) as Record<string, unknown>;
      value = Object.fromEntries(
        LANGUAGES.map((language) => [language, typeof texts[language] === 'string' ? texts[language] : '']),
      );
    } else if (dates.has(field) && typeof value === 'string') {
      value = value.slice(0, 10);
    }
    const current =
      dates.has(field) && typeof live[field] === 'string' ? String(live[field]).slice(0, 10) : live[field];
    if (JSON.stringify(value ?? null) !== JSON.stringify(current ?? null)) input[field] = value;
  }
  // Files too: drafts hold file fields, and the version's files are kept stored while the version is.
  for (const field of Object.keys(def.files)) {
    if (!(field in version)) continue;
    const value =
      version[field] ?? ((def.files as Record<string, { list?: boolean }>)[field]?.list ? [] : null);
    if (JSON.stringify(value) !== JSON.stringify(live[field] ?? null)) input[field] = value;
  }
  return input;
}

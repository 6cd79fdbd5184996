import { createHash } from 'node:crypto';
import { isRichTextEmpty } from '@aurinko/contract/rich-text';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../common/lang/languages.js';
import { coveredFields, type StudioDefinition } from './studio-definition.js';

/**
 * Which English text each translation was saved against (issue 33: translation status that tells the truth).
 *
 * `translation_sources` holds, per studio resource, record, scope (`live`: the record; `draft`: its pending draft),
 * translated field and language other than English, a short hash of the English text of that field at the time the
 * translation was written. A save stores it only for the languages whose text that save wrote or changed (hashing the
 * English of the same save, so English and a translation saved together agree); a translation found without a row is
 * taken as written against the English before the save. A language is then `stale` for a field when its stored hash
 * differs from the hash of the current English. `stale` is also kept as a column on the live rows (rewritten by every
 * studio save and publish of the record) so the coverage screen counts stale translations with one indexed query.
 */
export const SOURCES_TABLE = 'translation_sources';

export type SourceScope = 'live' | 'draft';
export type OtherLang = Exclude<Lang, 'en'>;
/** A language tab's state: no text where English has some, every text there, or text saved against older English. */
export type TranslationState = 'missing' | 'filled' | 'stale';

export interface LanguageTranslationStatus {
  status: TranslationState;
  /** Fields with English text but none in this language. */
  missing: string[];
  /** Fields whose text in this language was saved when English said something else. */
  stale: string[];
}

export type TranslationStatus = Record<OtherLang, LanguageTranslationStatus>;

const OTHERS = LANGUAGES.filter((lang): lang is OtherLang => lang !== DEFAULT_LANG);

type Values = Record<string, unknown>;
/** What the tracking reads of a resource: its path and translated fields (a studio definition, or the headlines). */
type Tracked = Pick<StudioDefinition, 'path' | 'translated'> &
  Partial<Pick<StudioDefinition, 'translatedLists' | 'translatedRichTexts'>>;
interface SourceRow {
  field: string;
  lang: string;
  hash: string;
}

/** The dashboard's rule: a text with a non-space character, a non-empty list, a rich text with content. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return !isRichTextEmpty(value);
  return false;
}

/** A short hash (16 hex digits) of an English value: a text trimmed, a list or rich text as its JSON. */
export function sourceHash(english: unknown): string {
  const text =
    typeof english === 'string' ? english.trim() : isFilled(english) ? JSON.stringify(english) : '';
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const textOf = (values: Values | null, field: string, lang: Lang): unknown =>
  (values?.[field] as Record<string, unknown> | null | undefined)?.[lang];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const key = (field: string, lang: string) => `${field}\u0000${lang}`;

async function load(
  manager: EntityManager,
  resource: string,
  id: number,
  scope: SourceScope,
): Promise<Map<string, string>> {
  const rows = (await manager.query(
    `SELECT field, lang, source_hash AS hash FROM ${SOURCES_TABLE} WHERE resource = ? AND record_id = ? AND scope = ?`,
    [resource, id, scope],
  )) as SourceRow[];
  return new Map(rows.map((row) => [key(row.field, row.lang), row.hash]));
}

/** Replaces the scope's rows of a record with `hashes`, each with its `stale` flag against `values`' English. */
async function store(
  manager: EntityManager,
  def: Tracked,
  id: number,
  scope: SourceScope,
  hashes: Map<string, string>,
  values: Values,
): Promise<void> {
  await manager.query(`DELETE FROM ${SOURCES_TABLE} WHERE resource = ? AND record_id = ? AND scope = ?`, [
    def.path,
    id,
    scope,
  ]);
  const rows: unknown[][] = [];
  for (const [entry, hash] of hashes) {
    const [field = '', lang = ''] = entry.split('\u0000');
    const english = textOf(values, field, DEFAULT_LANG);
    const stale = isFilled(english) && hash !== sourceHash(english);
    rows.push([def.path, id, scope, field, lang, hash, stale]);
  }
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO ${SOURCES_TABLE} (resource, record_id, scope, field, lang, source_hash, stale) VALUES ${rows
      .map(() => '(?, ?, ?, ?, ?, ?, ?)')
      .join(', ')}`,
    rows.flat(),
  );
}

/**
 * After a save of the record (`live`) or of its draft (`draft`), in the save's transaction: `before` and `after` are
 * the editor's values of that scope before and after it (`before` null: a new record).
 */
export async function recordTranslationSources(
  manager: EntityManager,
  def: Tracked,
  id: number,
  scope: SourceScope,
  before: Values | null,
  after: Values,
): Promise<void> {
  const own = await load(manager, def.path, id, scope);
  const live = scope === 'draft' ? await load(manager, def.path, id, 'live') : own;
  const hashes = new Map(own);
  for (const field of coveredFields(def)) {
    const englishBefore = textOf(before, field, DEFAULT_LANG);
    const englishAfter = textOf(after, field, DEFAULT_LANG);
    for (const lang of OTHERS) {
      const entry = key(field, lang);
      const next = textOf(after, field, lang);
      if (!isFilled(next)) {
        hashes.delete(entry);
        continue;
      }
      if (!before || !same(textOf(before, field, lang), next)) hashes.set(entry, sourceHash(englishAfter));
      // Text that was there before this save, with nothing recorded yet: written against the English it had.
      else if (!own.has(entry) && !live.has(entry)) hashes.set(entry, sourceHash(englishBefore));
    }
  }
  await store(manager, def, id, scope, hashes, after);
}

/** Publishing a draft: its rows become the record's (over the live ones), checked against the published values. */
export async function publishTranslationSources(
  manager: EntityManager,
  def: Tracked,
  id: number,
  published: Values,
): Promise<void> {
  const hashes = await load(manager, def.path, id, 'live');
  for (const [entry, hash] of await load(manager, def.path, id, 'draft')) hashes.set(entry, hash);
  for (const entry of [...hashes.keys()]) {
    const [field = '', lang = ''] = entry.split('\u0000');
    if (!isFilled(textOf(published, field, lang as Lang))) hashes.delete(entry);
  }
  await discardTranslationSources(manager, def, id);
  await store(manager, def, id, 'live', hashes, published);
}

/** A discarded (or published) draft's rows go. */
export async function discardTranslationSources(
  manager: EntityManager,
  def: Tracked,
  id: number,
): Promise<void> {
  await manager.query(`DELETE FROM ${SOURCES_TABLE} WHERE resource = ? AND record_id = ? AND scope = ?`, [
    def.path,
    id,
    'draft',
  ]);
}

/** Per language other than English: missing, filled or stale, from `values` and the stored hashes. */
export function statusOf(
  def: Tracked,
  values: Values,
  hashes: ReadonlyMap<string, string>,
): TranslationStatus {
  const fields = coveredFields(def);
  const result = {} as TranslationStatus;
  for (const lang of OTHERS) {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const field of fields) {
      const english = textOf(values, field, DEFAULT_LANG);
      if (!isFilled(english)) continue;
      if (!isFilled(textOf(values, field, lang))) missing.push(field);
      else {
        const hash = hashes.get(key(field, lang));
        if (hash !== undefined && hash !== sourceHash(english)) stale.push(field);
      }
    }
    const anyText = fields.some((field) => isFilled(textOf(values, field, lang)));
    const status: TranslationState = stale.length
      ? 'stale'
      : missing.length || !anyText
        ? 'missing'
        : 'filled';
    result[lang] = { status, missing, stale };
  }
  return result;
}

/** The record's status (live values, live hashes) and its draft's (draft values, draft hashes over the live ones). */
export async function translationStatuses(
  manager: EntityManager,
  def: Tracked,
  id: number,
  live: Values,
  draft: Values | null,
): Promise<{ live: TranslationStatus; draft: TranslationStatus | null }> {
  const liveHashes = await load(manager, def.path, id, 'live');
  if (!draft) return { live: statusOf(def, live, liveHashes), draft: null };
  const draftHashes = new Map(liveHashes);
  for (const [entry, hash] of await load(manager, def.path, id, 'draft')) draftHashes.set(entry, hash);
  return { live: statusOf(def, live, liveHashes), draft: statusOf(def, draft, draftHashes) };
}

/** A record purged from the bin: its rows go (a record in the bin keeps them, for its restore). */
export async function forgetTranslationSources(
  manager: EntityManager,
  resource: string,
  id: number,
): Promise<void> {
  await manager.query(`DELETE FROM ${SOURCES_TABLE} WHERE resource = ? AND record_id = ?`, [resource, id]);
}

import { isStorageKey } from './file-storage.js';

/** Prefix of every stored file's site URL (kept here so entities can import it without the files service). */
const UPLOADS_PREFIX = '/api/uploads/';

export interface StoredFileColumn {
  entity: abstract new (...args: never[]) => unknown;
  property: string;
  /** The column holds a LIST of files: a JSON array of keys or URLs in a text column (see `fileListTransformer`). */
  list?: boolean;
  /** Only rows matching this SQL condition (on the table's columns) keep their files from the sweep. */
  where?: string;
}

export interface StoredFileReferenceOptions {
  /**
   * A JSON array of stored files (an event's images) rather than one file — or a JSON document (`{…}`: a studio
   * version's values, a bin row) whose every string naming a stored file counts.
   */
  list?: boolean;
  /**
   * Only rows matching this SQL condition keep their files from the sweep (the media library's items it keeps;
   * its other items hold a file only while a record does).
   */
  where?: string;
}

const REGISTRY: StoredFileColumn[] = [];

/**
 * Declares an entity column that references a stored file (a storage key like `logos/<uuid>.webp`, or its site URL
 * `/api/uploads/logos/<uuid>.webp`). The start-up sweep keeps exactly the files such columns reference and removes
 * the rest, so every entity with files MUST mark its file columns with this — a test fails when a column holding an
 * /api/uploads/ value is not marked.
 */
export function StoredFileReference(options: StoredFileReferenceOptions = {}): PropertyDecorator {
  return (target, property) => {
    REGISTRY.push({
      entity: target.constructor as StoredFileColumn['entity'],
      property: String(property),
      ...(options.list ? { list: true } : {}),
      ...(options.where ? { where: options.where } : {}),
    });
  };
}

export function storedFileColumns(): readonly StoredFileColumn[] {
  return REGISTRY;
}

/** The storage key a column value refers to, or null (external link, empty). */
export function storageKeyOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const key = value.startsWith(UPLOADS_PREFIX) ? value.slice(UPLOADS_PREFIX.length) : value;
  return isStorageKey(key) ? key : null;
}

/**
 * Every storage key a column value refers to: the one key of a single-file column, or each key of a list column
 * (given as the entity's array or as the raw JSON text the database holds).
 */
export function storageKeysOf(value: unknown): string[] {
  let items: unknown = value;
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      items = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (typeof value === 'string' && value.startsWith('{')) {
    // A JSON document (a record's saved values: studio versions, the bin): every string in it that names a file.
    try {
      return stringsIn(JSON.parse(value))
        .map(storageKeyOf)
        .filter((key): key is string => key !== null);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(items) ? items : [items];
  return list.map(storageKeyOf).filter((key): key is string => key !== null);
}

/** Every string anywhere in a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** A list-of-files column: `string[]` in the entity, a JSON array in a `text` column (the same on MySQL and SQLite). */
export const fileListTransformer = {
  to: (value: readonly string[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): string[] => {
    if (!value) return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  },
};

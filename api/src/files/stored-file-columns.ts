import { isStorageKey } from './file-storage.js';

/** Prefix of every stored file's site URL (kept here so entities can import it without the files service). */
const UPLOADS_PREFIX = '/api/uploads/';

export interface StoredFileColumn {
  entity: abstract new (...args: never[]) => unknown;
  property: string;
}

const REGISTRY: StoredFileColumn[] = [];

/**
 * Declares an entity column that references a stored file (a storage key like `logos/<uuid>.webp`, or its site URL
 * `/api/uploads/logos/<uuid>.webp`). The start-up sweep keeps exactly the files such columns reference and removes
 * the rest, so every entity with files MUST mark its file columns with this — a test fails when a column holding an
 * /api/uploads/ value is not marked.
 */
export function StoredFileReference(): PropertyDecorator {
  return (target, property) => {
    REGISTRY.push({ entity: target.constructor as StoredFileColumn['entity'], property: String(property) });
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

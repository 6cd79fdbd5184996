import { createHash } from 'node:crypto';
import { ConflictException } from '@nestjs/common';

/** Object keys sorted at every level, so equal records give equal text whatever order their JSON came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .filter((key) => key !== '_version')
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The version of a record as its editor sees it (the live record and its pending draft): a hash of that view, so any
 * write — a field, a file, the order, publication, a draft — gives a new version, with no counter column per table.
 */
export function versionOf(editorView: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(editorView)))
    .digest('base64url')
    .slice(0, 22);
}

/** The `ETag` value of a version (a strong validator). */
export const etagOf = (version: string) => `"${version}"`;

/**
 * The versions an `If-Match` header accepts: `undefined` when there is none (no check) or when it is `*`; else the
 * listed tags, quoted or not (`W/` ignored: the version is exact either way).
 */
export function expectedVersions(ifMatch: string | undefined): string[] | undefined {
  const text = ifMatch?.trim();
  if (!text || text === '*') return undefined;
  return text
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);
}

export const STALE_MESSAGE =
  'The record changed since you opened it (If-Match does not name its current version): compare, then save again';

/** 409 for a write from an outdated copy: carries the current version and the record as it is now. */
export function staleVersion(version: string, current: Record<string, unknown>): ConflictException {
  return new ConflictException({
    statusCode: 409,
    message: STALE_MESSAGE,
    error: 'Conflict',
    fields: { 'If-Match': [STALE_MESSAGE] },
    details: { reason: 'stale', version, current: { ...current, _version: version } },
  });
}

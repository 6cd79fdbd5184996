import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Replacing or deleting a record's stored file without races (see README "Hardening"). The file column itself is
 * the version: a row is changed only if that column still holds the value this request read
 * (`UPDATE … WHERE id = ? AND <column> = <value read>`), so
 *  - a replace racing a delete never writes the row back (the old `save()` re-inserted a deleted logo), and
 *  - two replaces racing each other never both win (the loser's new file would be orphaned).
 * The caller stores the new file first; `swapStoredFile` then answers which file is now unreferenced and must be
 * removed: the old one on success, the new one when the row is gone (404) or kept changing (409).
 * Reusable by every entity with a file column (logos, products, reports, …).
 */
export interface FileColumnRef<E extends ObjectLiteral> {
  repository: Repository<E>;
  id: number;
  /** Entity property that holds the stored file (a storage key or an /api/uploads/ URL). */
  column: keyof E & string;
  /** What the row must still hold for the change to apply (as read by this request). */
  expected: string | null;
}

/** Applies `changes` only if the file column still holds `expected`; true when the row was changed. */
export async function updateIfFileUnchanged<E extends ObjectLiteral>(
  ref: FileColumnRef<E>,
  changes: Partial<E>,
): Promise<boolean> {
  const qb = ref.repository
    .createQueryBuilder()
    .update()
    .set(changes as never)
    .where('id = :id', { id: ref.id });
  const column = ref.repository.metadata.findColumnWithPropertyName(ref.column)?.databaseName ?? ref.column;
  if (ref.expected === null) qb.andWhere(`${column} IS NULL`);
  else qb.andWhere(`${column} = :expected`, { expected: ref.expected });
  return (await qb.execute()).affected === 1;
}

/** Deletes the row only if the file column still holds `expected`; true when it was deleted. */
export async function deleteIfFileUnchanged<E extends ObjectLiteral>(
  ref: FileColumnRef<E>,
): Promise<boolean> {
  const qb = ref.repository.createQueryBuilder().delete().where('id = :id', { id: ref.id });
  const column = ref.repository.metadata.findColumnWithPropertyName(ref.column)?.databaseName ?? ref.column;
  if (ref.expected === null) qb.andWhere(`${column} IS NULL`);
  else qb.andWhere(`${column} = :expected`, { expected: ref.expected });
  return (await qb.execute()).affected === 1;
}

const ATTEMPTS = 5;

/**
 * Points a record at a newly stored file. `read` loads the current row (null when gone); `changes` builds the update
 * from it. Retries when another replace got in between (last writer wins). Returns the row as written and the file
 * that is no longer referenced (the caller removes it); throws 404/409 after removing nothing — the caller must then
 * remove its new file (see `removeOnFailure`).
 */
export async function swapStoredFile<E extends ObjectLiteral>(options: {
  repository: Repository<E>;
  id: number;
  column: keyof E & string;
  read: () => Promise<E | null>;
  changes: (current: E) => Partial<E>;
  notFound: string;
}): Promise<{ row: E; replaced: string | null }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await options.read();
    if (!current) throw new NotFoundException(options.notFound);
    const expected = (current[options.column] as string | null) ?? null;
    const changes = options.changes(current);
    if (await updateIfFileUnchanged({ ...options, expected }, changes)) {
      return { row: { ...current, ...changes }, replaced: expected };
    }
  }
  throw new ConflictException('The file was changed by someone else at the same time; please try again');
}

/** Deletes a record and answers the file it referenced (to remove), retrying while a replace is in progress. */
export async function deleteWithStoredFile<E extends ObjectLiteral>(options: {
  repository: Repository<E>;
  id: number;
  column: keyof E & string;
  read: () => Promise<E | null>;
  notFound: string;
}): Promise<string | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await options.read();
    if (!current) throw new NotFoundException(options.notFound);
    const expected = (current[options.column] as string | null) ?? null;
    if (await deleteIfFileUnchanged({ ...options, expected })) return expected;
  }
  throw new ConflictException('The file was changed by someone else at the same time; please try again');
}

import type { DataSource } from 'typeorm';
import type { FileStorage } from './file-storage.js';
import { variantKeysOf } from './image-variants.js';
import { storageKeysOf, storedFileColumns } from './stored-file-columns.js';

/** Every storage key a row references, through the columns declared with `@StoredFileReference()`. */
export async function referencedStorageKeys(dataSource: DataSource): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const { entity, property, where } of storedFileColumns()) {
    if (!dataSource.hasMetadata(entity)) continue;
    const metadata = dataSource.getMetadata(entity);
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) continue;
    const qb = dataSource
      .createQueryBuilder()
      .select(`DISTINCT t.${column.databaseName}`, 'value')
      .from(metadata.tableName, 't')
      .where(`t.${column.databaseName} IS NOT NULL`);
    if (where) qb.andWhere(`(${where})`);
    const rows = (await qb.getRawMany()) as Array<{ value: unknown }>;
    // A list column's value is a JSON array: every key in it is referenced.
    for (const { value } of rows) for (const key of storageKeysOf(value)) referenced.add(key);
  }
  return referenced;
}

/**
 * Removes stored files that no row references and leftovers of interrupted writes — what a process killed during
 * an upload (after the file was written, before its row was inserted) leaves behind. Which columns reference files
 * comes from the one registry (`@StoredFileReference()` on entity columns); a referenced image keeps its variants.
 * Files younger than `minAgeMs` are kept: another instance may be between writing a file and inserting its row
 * right now.
 */
export async function sweepOrphanFiles(
  dataSource: DataSource,
  storage: FileStorage,
  minAgeMs: number,
): Promise<{ removed: string[]; leftovers: number }> {
  const keep = new Set<string>();
  for (const key of await referencedStorageKeys(dataSource)) {
    keep.add(key);
    for (const variant of variantKeysOf(key)) keep.add(variant);
  }
  const cutoff = Date.now() - minAgeMs;
  const leftovers = await storage.removeLeftovers(cutoff);
  const removed: string[] = [];
  for (const file of await storage.list()) {
    // Rendered data sheets are derived files no row references (content/datasheet), not orphans.
    if (keep.has(file.key) || file.key.startsWith('datasheets/') || file.modifiedAt >= cutoff) continue;
    await storage.remove(file.key);
    removed.push(file.key);
  }
  return { removed, leftovers };
}

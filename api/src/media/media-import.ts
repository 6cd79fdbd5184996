import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../files/file-storage.js';
import { referencedStorageKeys } from '../files/orphan-file-sweep.js';
import { MediaItemEntity } from './media-item.entity.js';
import { kindOfKey, repointReferences } from './media-registry.js';

const logger = new Logger('MediaLibrary');
const UPLOADS = '/api/uploads/';

/**
 * Brings every stored file a record references into the media library, once: files with the same content (same
 * kind and sha-256 of the stored bytes) become ONE item, and the records that referenced a duplicate are pointed at
 * the item's file (the duplicate is then unreferenced and the storage sweep that follows removes it). Idempotent:
 * a key already in the library is skipped, so after the first run it reads nothing. A file that is missing or
 * cannot be read is logged and skipped, never a failed start. Runs at start-up under the start-up lock, after the
 * seeds (their files are brought in too) and before the sweep.
 */
export async function importMediaLibrary(
  dataSource: DataSource,
  storage: FileStorage,
): Promise<{ added: number; merged: number }> {
  const pruned = await pruneUnusedItems(dataSource);
  // An item's file, and the uncropped picture a cropped item keeps beside it.
  const known = new Set(
    (await dataSource.getRepository(MediaItemEntity).find({ select: { url: true, sourceUrl: true } }))
      .flatMap((item) => [item.url, item.sourceUrl ?? ''])
      .filter(Boolean)
      .map((url) => url.slice(UPLOADS.length)),
  );
  const todo = [...(await referencedStorageKeys(dataSource))]
    .filter((key) => !known.has(key) && kindOfKey(key) !== undefined)
    .sort();
  let added = 0;
  let merged = 0;
  for (const key of todo) {
    const kind = kindOfKey(key);
    if (!kind) continue;
    let bytes: Buffer | undefined;
    try {
      bytes = await storage.read(key);
    } catch (error) {
      logger.warn(`Could not read ${key} for the media library: ${String(error)}`);
      continue;
    }
    if (!bytes) continue;
    const hash = createHash('sha256').update(bytes).digest('hex');
    let width: number | null = null;
    let height: number | null = null;
    if (kind === 'image') {
      try {
        const metadata = await sharp(bytes).metadata();
        width = metadata.width ?? null;
        height = metadata.height ?? null;
      } catch {
        // An unreadable image is still a stored file a record uses: listed without dimensions.
      }
    }
    await dataSource.transaction(async (manager) => {
      const same = await manager.findOne(MediaItemEntity, {
        where: { contentHash: hash, kind },
        order: { id: 'ASC' },
      });
      if (same) {
        await repointReferences(manager, UPLOADS + key, same.url);
        merged++;
        return;
      }
      const now = new Date();
      await manager.insert(MediaItemEntity, {
        url: UPLOADS + key,
        kind,
        originalName: key.split('/').pop() ?? key,
        size: bytes.length,
        width,
        height,
        contentHash: hash,
        alt: {},
        caption: {},
        focus: null,
        kept: false,
        createdAt: now,
        updatedAt: now,
      });
      added++;
    });
  }
  if (added || merged || pruned) {
    logger.log(
      `Media library: ${added} stored file(s) added, ${merged} duplicate(s) merged into their item, ${pruned} unused upload(s) dropped`,
    );
  }
  return { added, merged };
}

/**
 * Items the library does not keep (a record's own upload, never touched in the library) whose file no record uses
 * any more — a record changed behind the API's back, or a process killed between a record's write and the removal of
 * its old file — are dropped, so the sweep that follows removes their files as it did before the library.
 */
async function pruneUnusedItems(dataSource: DataSource): Promise<number> {
  const referenced = await referencedStorageKeys(dataSource);
  const unkept = await dataSource.getRepository(MediaItemEntity).find({
    where: { kept: false },
    select: { id: true, url: true },
  });
  const unused = unkept
    .filter((item) => !referenced.has(item.url.slice(UPLOADS.length)))
    .map((item) => item.id);
  for (let start = 0; start < unused.length; start += 500) {
    await dataSource.getRepository(MediaItemEntity).delete(unused.slice(start, start + 500));
  }
  return unused.length;
}

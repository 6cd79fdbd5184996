import {
  FALLBACK_EXTENSIONS,
  fallbackOf,
  imageBaseOf,
  VARIANT_WIDTHS,
  variantKeysOf,
  widthVariantOf,
} from '@aurinko/contract/image-variants';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { FileStorage } from './file-storage.js';
import { MAX_IMAGE_PIXELS } from './upload-limits.js';

/**
 * Responsive variants of stored images (the naming convention is `@aurinko/contract/image-variants`, shared with the
 * pages that list them): WebP 480 and 960 px wide (never enlarged) and a JPEG — PNG when the image has transparency —
 * of the whole image for browsers without WebP. They are written with the image (`FilesService.storeImage`, the
 * seeds), removed with it (`FilesService.remove`), kept by the start-up sweep while the image is referenced, and
 * written at start-up for referenced images that lack them (`backfillImageVariants`).
 */
export { imageBaseOf, variantKeysOf };

export interface StoredBytes {
  key: string;
  data: Buffer;
}

export interface VariantOptions {
  /** Cheaper encoding (the seeds' drawings at first start): WebP effort 2 and plain JPEG instead of mozjpeg. */
  fast?: boolean;
}

/** Whether every pixel is opaque (an alpha channel alone does not make an image transparent). */
async function isOpaque(image: Buffer): Promise<boolean> {
  const { hasAlpha } = await sharp(image).metadata();
  if (!hasAlpha) return true;
  const alpha = await sharp(image).extractChannel('alpha').raw().toBuffer();
  return alpha.every((value) => value === 255);
}

/**
 * Renders the variants of the image stored under `mainKey`. `main` is the stored main file (its size and transparency
 * decide the variants'); `source` is what they are resized from — the upload itself when there is one (its file's
 * path; one lossy step less), else the main file. A variant at least as wide as the image is the main file's own bytes.
 */
export async function renderImageVariants(
  mainKey: string,
  main: Buffer,
  source: Buffer | string = main,
  options: VariantOptions = {},
): Promise<StoredBytes[]> {
  const base = imageBaseOf(mainKey);
  if (base === undefined) throw new Error(`Not a main image key: ${mainKey}`);
  const { width } = (await sharp(main).metadata()).autoOrient;
  // rotate(): the upload may carry an EXIF orientation (the main file is already upright, without metadata).
  const resized = (to: number) =>
    sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: Math.min(to, width) });
  const webp = { quality: 80, effort: options.fast ? 2 : 4 };
  const [variants, opaque] = await Promise.all([
    Promise.all(
      VARIANT_WIDTHS.map(async (to) => ({
        key: widthVariantOf(base, to),
        data: to >= width ? main : await resized(to).webp(webp).toBuffer(),
      })),
    ),
    isOpaque(main),
  ]);
  const fallback = opaque
    ? {
        key: `${fallbackOf(base)}.jpg`,
        data: await resized(width)
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: !options.fast })
          .toBuffer(),
      }
    : {
        key: `${fallbackOf(base)}.png`,
        data: await resized(width)
          .png({ compressionLevel: options.fast ? 6 : 9 })
          .toBuffer(),
      };
  return [...variants, fallback];
}

/** Whether every variant of a main image is among `existing` keys. */
export function hasAllVariants(mainKey: string, existing: ReadonlySet<string>): boolean {
  const base = imageBaseOf(mainKey);
  if (base === undefined) return true;
  return (
    VARIANT_WIDTHS.every((width) => existing.has(widthVariantOf(base, width))) &&
    FALLBACK_EXTENSIONS.some((ext) => existing.has(`${fallbackOf(base)}.${ext}`))
  );
}

const logger = new Logger('ImageVariants');

/**
 * Writes the missing variants of the referenced images (seeded content and uploads stored before variants existed).
 * Idempotent: one listing of the storage when nothing is missing. A main file that is missing or cannot be read is
 * logged and skipped, never a failed start. Runs at start-up under the start-up lock.
 */
export async function backfillImageVariants(
  storage: FileStorage,
  referenced: Iterable<string>,
): Promise<{ completed: string[]; failed: string[] }> {
  const existing = new Set((await storage.list()).map((file) => file.key));
  const todo = [...new Set(referenced)].filter(
    (key) => imageBaseOf(key) !== undefined && existing.has(key) && !hasAllVariants(key, existing),
  );
  const completed: string[] = [];
  const failed: string[] = [];
  const work = async (key: string) => {
    try {
      const main = await storage.read(key);
      if (!main) return;
      for (const variant of await renderImageVariants(key, main)) {
        if (!existing.has(variant.key)) await storage.put(variant.key, variant.data);
      }
      completed.push(key);
    } catch (error) {
      logger.warn(`Could not write the variants of ${key}: ${String(error)}`);
      failed.push(key);
    }
  };
  // Two at a time: sharp encodes on its own threads.
  let next = 0;
  const worker = async () => {
    while (next < todo.length) await work(todo[next++] as string);
  };
  await Promise.all([worker(), worker()]);
  return { completed, failed };
}

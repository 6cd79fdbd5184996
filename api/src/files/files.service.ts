import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { MAX_IMAGE_DIMENSION } from '@aurinko/contract/image-variants';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { FILE_STORAGE, type FileStorage, isStorageKey } from './file-storage.js';
import { renderImageVariants, type StoredBytes, variantKeysOf } from './image-variants.js';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_VIDEO_BYTES } from './upload-limits.js';
import { UploadTracker } from './upload-tracker.js';

export const UPLOADS_URL_PREFIX = '/api/uploads/';
const RASTER_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/bmp',
]);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** The video containers every browser plays, by the type their magic bytes give, with the stored extension. */
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

export interface StoredFile {
  key: string;
  /** Site-relative, e.g. /api/uploads/logos/<uuid>.webp */
  url: string;
  originalName: string;
  /** What the media library records of it (issue 34): the stored bytes' size and sha-256, an image's pixels. */
  kind?: 'image' | 'pdf' | 'video';
  size?: number;
  hash?: string;
  width?: number | null;
  height?: number | null;
}

/** The sha-256 (hex) of a file, streamed. */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface ImageOptions {
  folder: string;
  maxBytes?: number;
  /** Longest side in pixels (default and upper bound: MAX_IMAGE_DIMENSION, 2000). */
  maxDimension?: number;
}

export interface DocumentOptions {
  folder: string;
  maxBytes?: number;
}

/** A multipart part as multer's incoming storage left it: a file on local disk (files/incoming-storage.ts). */
export interface IncomingFile {
  path: string;
  originalname: string;
  size: number;
}

/** The first bytes of a file (the magic bytes), without reading the rest. */
async function firstBytes(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The one way any upload enters storage: content decided by magic bytes, raster images only, bounded size and
 * pixels, re-encoded by sharp (drops metadata and anything smuggled after the image), a generated name, an atomic
 * write. An image is stored with its responsive variants (`image-variants.ts`): the record keeps the one main key,
 * the variants live and die with it. Callers insert their row only after `storeImage` resolves and call `remove`
 * when the row is gone. Every stored key is pending (`UploadTracker`) until the caller calls `committed` in the
 * transaction that makes a row reference it, or `remove`: a process killed in between leaves nothing past the
 * next start.
 */
@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly tracker: UploadTracker,
  ) {}

  /** The stored files are referenced by the row this transaction (`manager`) writes: no longer pending. */
  async committed(manager: EntityManager, keys: string[]): Promise<void> {
    await this.tracker.settle(keys, manager);
  }

  async storeImage(file: IncomingFile, options: ImageOptions): Promise<StoredFile> {
    const name = safeName(file.originalname);
    const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    if (file.size > maxBytes) {
      // `details.reason` lets the dashboard say why in the admin's language (as for dimensions below).
      throw new BadRequestException({
        statusCode: 400,
        message: `${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
        error: 'Bad Request',
        details: { reason: 'size' },
      });
    }
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !RASTER_TYPES.has(detected.mime)) {
      throw new UnsupportedMediaTypeException(
        `${name} is not an image (only PNG, JPEG, WebP, GIF, AVIF, TIFF or BMP; SVG is not accepted)`,
      );
    }
    const key = `${options.folder}/${randomUUID()}.webp`;
    await checkPixels(file.path, name);
    let encoded: Buffer;
    let variants: StoredBytes[];
    try {
      const max = Math.min(options.maxDimension ?? MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION);
      encoded = await sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
        .rotate()
        .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      variants = await renderImageVariants(key, encoded, file.path);
    } catch {
      throw new BadRequestException({
        statusCode: 400,
        message: `${name} could not be read as an image`,
        error: 'Bad Request',
        details: { reason: 'unreadable' },
      });
    }
    // Pending before any file is written (the variants follow the main key).
    await this.tracker.begin([key]);
    try {
      await this.putAll(variants, name);
      try {
        const stored = await this.put(key, encoded, name);
        const { width, height } = await sharp(encoded).metadata();
        return {
          ...stored,
          kind: 'image',
          size: encoded.length,
          hash: createHash('sha256').update(encoded).digest('hex'),
          width: width ?? null,
          height: height ?? null,
        };
      } catch (error) {
        await Promise.all(variants.map((variant) => this.removeOne(variant.key)));
        throw error;
      }
    } catch (error) {
      await this.tracker.settle([key]);
      throw error;
    }
  }

  /**
   * The area `crop` (pixels) of the stored image `sourceKey` as a new stored image with its variants (the media
   * library's crop): a new key, so every cache of the old picture stays true. Pending until `committed` or `remove`.
   */
  async storeCrop(
    sourceKey: string,
    crop: { x: number; y: number; width: number; height: number },
    options: { folder: string; originalName: string },
  ): Promise<StoredFile> {
    const source = await this.storage.read(sourceKey);
    if (!source) throw new ServiceUnavailableException('The image to crop is missing from storage');
    const key = `${options.folder}/${randomUUID()}.webp`;
    const encoded = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .webp({ quality: 85 })
      .toBuffer();
    const variants = await renderImageVariants(key, encoded, encoded);
    await this.tracker.begin([key]);
    try {
      await this.putAll(variants, options.originalName);
      try {
        const stored = await this.put(key, encoded, options.originalName);
        const { width, height } = await sharp(encoded).metadata();
        return {
          ...stored,
          kind: 'image',
          size: encoded.length,
          hash: createHash('sha256').update(encoded).digest('hex'),
          width: width ?? null,
          height: height ?? null,
        };
      } catch (error) {
        await Promise.all(variants.map((variant) => this.removeOne(variant.key)));
        throw error;
      }
    } catch (error) {
      await this.tracker.settle([key]);
      throw error;
    }
  }

  /**
   * A PDF, stored as sent (it is served as a download with its own type, never rendered by the site): decided by its
   * `%PDF-` magic bytes, bounded size, a generated `<uuid>.pdf` name, the same atomic write.
   */
  async storeDocument(file: IncomingFile, options: DocumentOptions): Promise<StoredFile> {
    const name = safeName(file.originalname);
    const maxBytes = options.maxBytes ?? MAX_DOCUMENT_BYTES;
    if (file.size > maxBytes) {
      throw new PayloadTooLargeException(`${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    const detected = await fileTypeFromFile(file.path);
    if (detected?.mime !== 'application/pdf' || !(await firstBytes(file.path, 5)).equals(PDF_MAGIC)) {
      throw new UnsupportedMediaTypeException(`${name} is not a PDF document`);
    }
    return {
      ...(await this.putFile(`${options.folder}/${randomUUID()}.pdf`, file.path, name)),
      ...(await describeFile(file, 'pdf')),
    };
  }

  /**
   * An MP4 or WebM video, stored as sent (re-encoding video is out of scope; browsers play it in a `<video>`): decided
   * by magic bytes (`ftyp` box / EBML header with DocType webm), never by the name or the declared type; bounded size
   * (100 MB), a generated `<uuid>.mp4|webm` name, the same atomic write.
   */
  async storeVideo(file: IncomingFile, options: DocumentOptions): Promise<StoredFile> {
    const name = safeName(file.originalname);
    const maxBytes = options.maxBytes ?? MAX_VIDEO_BYTES;
    if (file.size > maxBytes) {
      throw new PayloadTooLargeException(`${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    const detected = await fileTypeFromFile(file.path);
    const extension = detected ? VIDEO_TYPES[detected.mime] : undefined;
    if (!extension) throw new UnsupportedMediaTypeException(`${name} is not an MP4 or WebM video`);
    return {
      ...(await this.putFile(`${options.folder}/${randomUUID()}.${extension}`, file.path, name)),
      ...(await describeFile(file, 'video')),
    };
  }

  /** A file stored as sent, streamed from the incoming file; pending until `committed` or `remove`. */
  private async putFile(key: string, path: string, originalName: string): Promise<StoredFile> {
    await this.tracker.begin([key]);
    try {
      await this.storage.putFile(key, path);
    } catch (error) {
      await this.storage.remove(key).catch(() => undefined);
      await this.tracker.settle([key]);
      this.logger.error(`Could not store ${key}: ${String(error)}`);
      throw new ServiceUnavailableException(
        'File storage is unavailable; nothing was saved, please try again',
      );
    }
    return { key, url: UPLOADS_URL_PREFIX + key, originalName };
  }

  /** All or nothing: when one write fails, the others are removed again and the upload answers 503. */
  private async putAll(files: StoredBytes[], originalName: string): Promise<void> {
    const results = await Promise.allSettled(
      files.map((file) => this.put(file.key, file.data, originalName)),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) return;
    await Promise.all(files.map((file) => this.removeOne(file.key)));
    throw failure.reason;
  }

  private async put(key: string, data: Buffer, originalName: string): Promise<StoredFile> {
    try {
      await this.storage.put(key, data);
    } catch (error) {
      this.logger.error(`Could not store ${key}: ${String(error)}`);
      throw new ServiceUnavailableException(
        'File storage is unavailable; nothing was saved, please try again',
      );
    }
    return { key, url: UPLOADS_URL_PREFIX + key, originalName };
  }

  /** The size in bytes of a stored file, undefined when it is missing. */
  async sizeOf(key: string): Promise<number | undefined> {
    return (await this.storage.read(key))?.length;
  }

  /** The storage key behind a site URL this service produced (`/api/uploads/<key>`), else undefined. */
  keyOf(url: string | null | undefined): string | undefined {
    if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return isStorageKey(key) ? key : undefined;
  }

  /**
   * Removes a stored file and, for an image, its variants. Best effort: a file that cannot be removed is logged,
   * never turned into a failed request.
   */
  async remove(key: string): Promise<void> {
    await Promise.all([key, ...variantKeysOf(key)].map((each) => this.removeOne(each)));
    await this.tracker.settle([key]).catch((error: unknown) => {
      this.logger.error(`Could not clear the pending record of ${key}: ${String(error)}`);
    });
  }

  private async removeOne(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.error(`Could not remove stored file ${key}: ${String(error)}`);
    }
  }
}

async function describeFile(file: IncomingFile, kind: 'pdf' | 'video'): Promise<Partial<StoredFile>> {
  return { kind, size: file.size, hash: await hashFile(file.path), width: null, height: null };
}

/**
 * An image whose pixels exceed the limit is refused for its dimensions (400 with `details.reason: 'dimensions'`, so
 * the dashboard can say why), before sharp is asked to decode it.
 */
async function checkPixels(path: string, name: string): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(path, { limitInputPixels: false }).metadata());
  } catch {
    return; // Unreadable: the encoder's own refusal says so.
  }
  if (width && height && width * height > MAX_IMAGE_PIXELS) {
    throw new BadRequestException({
      statusCode: 400,
      message: `${name} is ${width} × ${height} pixels; at most ${Math.round(MAX_IMAGE_PIXELS / 1_000_000)} megapixels are accepted`,
      error: 'Bad Request',
      details: { reason: 'dimensions', width, height, maxPixels: MAX_IMAGE_PIXELS },
    });
  }
}

/**
 * Multipart file names arrive as UTF-8 bytes but multer (busboy) decodes them as Latin-1, so `شعار.png` reads as
 * `Ø´Ø¹Ø§Ø±.png`. When the name is only Latin-1 characters and its bytes are valid UTF-8, they were UTF-8.
 */
export function utf8Name(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole Latin-1 range is the point
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

/** The name shown to admins: no path, no control characters, bounded length. */
export function safeName(original: string): string {
  const base = (utf8Name(original).split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}<>"]/gu, '').trim();
  return (base || 'image').slice(0, 200);
}

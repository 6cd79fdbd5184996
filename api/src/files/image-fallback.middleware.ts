import { FALLBACK_EXTENSIONS, fallbackOf, imageBaseOf } from '@aurinko/contract/image-variants';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { type FileStorage, isStorageKey } from './file-storage.js';

const SUFFIX = '.fallback';
const logger = new Logger('Uploads');

/**
 * `/api/uploads/<folder>/<name>.fallback` — an image's fallback for browsers without WebP, stored as JPEG or, for an
 * image with transparency, PNG (see `image-variants.ts`). Pages only know the main URL, so the API picks the one that
 * exists and hands the request on as if it had asked for that file: it is then served like any stored file (type
 * from its extension, year-long immutable caching, ETag, ranges; S3 streamed or redirected). Anything else, and a
 * fallback that does not exist, falls through to the usual 404.
 */
export function imageFallbackMiddleware(storage: FileStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith(SUFFIX)) return next();
    let base: string;
    try {
      base = decodeURIComponent(req.path.slice(1, -SUFFIX.length));
    } catch {
      return next();
    }
    const mainKey = `${base}.webp`;
    if (!isStorageKey(mainKey) || imageBaseOf(mainKey) !== base) return next();
    for (const ext of FALLBACK_EXTENSIONS) {
      const key = `${fallbackOf(base)}.${ext}`;
      // A name the server never generates (`x.fallback` → `x.fallback.jpg` is no storage key): simply not found.
      if (!isStorageKey(key)) continue;
      let found: boolean;
      try {
        found = await storage.exists(key);
      } catch (error) {
        logger.error(`Could not look up ${key}: ${String(error)}`);
        res
          .status(502)
          .json({ statusCode: 502, message: 'File storage is unavailable', error: 'Bad Gateway' });
        return;
      }
      if (found) {
        req.url = `/${key}`;
        return next();
      }
    }
    next();
  };
}

import { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isStorageKey } from './file-storage.js';
import type { S3FileStorage } from './s3-file-storage.js';

/** Response headers from the bucket that are the visitor's business. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
] as const;
const PASSED_STATUSES = new Set([200, 206, 304, 412, 416]);
const logger = new Logger('Uploads');

/**
 * Serves `/api/uploads/<key>` from the bucket, so stored URLs stay site-relative whichever storage is configured:
 * streams through the API (conditional and range requests forwarded), or redirects to `S3_PUBLIC_URL` when set.
 * A missing object falls through to the API's JSON 404; an unreachable bucket answers a JSON 502.
 */
export function s3UploadsMiddleware(storage: S3FileStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\//, ''));
    } catch {
      return next();
    }
    if (!isStorageKey(key)) return next();

    const { publicUrl, prefix } = storage.config;
    if (publicUrl) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.redirect(302, `${publicUrl}/${prefix}${key}`);
      return;
    }

    let upstream: globalThis.Response;
    try {
      upstream = await storage.fetchForVisitor(key, req.method, req.headers);
    } catch (error) {
      logger.error(String(error));
      return badGateway(res);
    }
    if (upstream.status === 404) {
      await upstream.body?.cancel();
      return next();
    }
    if (!PASSED_STATUSES.has(upstream.status)) {
      const body = await upstream.text().catch(() => '');
      const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';
      logger.error(`S3 ${req.method} ${key} answered ${upstream.status} (${code})`);
      return badGateway(res);
    }
    res.status(upstream.status);
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (!upstream.body || req.method === 'HEAD' || upstream.status === 304) {
      await upstream.body?.cancel();
      res.end();
      return;
    }
    const body = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream);
    body.on('error', (error) => {
      logger.error(`S3 GET ${key} broke off: ${String(error)}`);
      res.destroy(error);
    });
    res.on('close', () => body.destroy());
    body.pipe(res);
  };
}

function badGateway(res: Response): void {
  res.status(502).json({ statusCode: 502, message: 'File storage is unavailable', error: 'Bad Gateway' });
}

import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

interface Entry {
  body: Buffer;
  etag: string;
  version: number;
  storedAt: number;
}

/** Browsers and proxies may keep a public answer but must revalidate it (ETag → 304) before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * In-process cache of the JSON answers of public GET routes, keyed by language + URL. One version number covers the
 * whole cache: any database write made through TypeORM bumps it (DatabaseWriteSubscriber), so admin routes added
 * later invalidate it without knowing it exists. Other API instances do not see this instance's bumps, so an entry
 * also expires after PUBLIC_CACHE_TTL_MS (default 1 s): a write on another instance is visible within that time.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private currentVersion = 0;
  readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.publicCacheTtlMs;
  }

  get version(): number {
    return this.currentVersion;
  }

  /** Something was written: every cached answer is stale from now on. */
  invalidate(): void {
    this.currentVersion++;
    this.entries.clear();
  }

  static keyOf(req: Request): string {
    return `${req.lang ?? ''}\n${req.originalUrl}`;
  }

  static etagOf(body: Buffer): string {
    return `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.currentVersion || Date.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores an answer computed while the cache was at `version` (dropped if a write happened meanwhile). `maxBytes`:
   * larger bodies are not kept (the sitemap's files raise it for their gzip form).
   */
  store(key: string, body: Buffer, etag: string, version: number, maxBytes = MAX_BODY_BYTES): void {
    if (this.ttlMs <= 0 || version !== this.currentVersion || body.length > maxBytes) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order): many distinct query strings cannot grow memory without bound.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { body, etag, version, storedAt: Date.now() });
  }

  /**
   * Express middleware, before routing: answers a GET from the cache (304 when If-None-Match matches) without
   * running the route; otherwise remembers the version the request started at, for the interceptor that stores it.
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.method !== 'GET' || req.draftPreview) {
        next();
        return;
      }
      req.publicCacheVersion = this.currentVersion;
      const entry = this.lookup(PublicReadCache.keyOf(req));
      if (!entry) {
        next();
        return;
      }
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      res.setHeader('ETag', entry.etag);
      res.setHeader('X-Cache', 'hit');
      if (matches(req.headers['if-none-match'], entry.etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', String(entry.body.length));
      res.status(200).end(entry.body);
    };
  }
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

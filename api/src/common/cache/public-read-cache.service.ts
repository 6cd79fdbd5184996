import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

interface Entry {
  body: Buffer;
  etag: string;
  /** The tables the answer was read from; undefined = unknown (no query seen): any write drops it. */
  tables: ReadonlySet<string> | undefined;
  /** The write clock when the request that computed it arrived. */
  since: number;
  storedAt: number;
}

/** What a request in flight has read (filled by DatabaseWriteSubscriber through AsyncLocalStorage). */
export interface ReadContext {
  since: number;
  tables: Set<string>;
}

/** Browsers and proxies may keep a public answer but must revalidate it (ETag → 304) before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * In-process cache of the JSON answers of public GET routes, keyed by language + URL, invalidated per table: each
 * answer remembers the tables its request read, and a write through TypeORM (DatabaseWriteSubscriber: any statement,
 * raw SQL included) drops only the answers that read the written table — a visitor hit or a sign-in leaves product
 * reads cached. Writes are ordered by a clock: an answer computed by a request that arrived before a write to a table
 * it read is never kept. Other API instances do not see this instance's writes, so an entry also expires after
 * PUBLIC_CACHE_TTL_MS (default 1 s): a write on another instance is visible within that time.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reads = new AsyncLocalStorage<ReadContext>();
  /** Increases with every write; `lastWrite` holds, per table, the clock of its latest write. */
  private clock = 0;
  private lastWriteAnywhere = 0;
  private readonly lastWrite = new Map<string, number>();
  readonly ttlMs: number;
  /** Drops expired entries (see `store`); set while entries are kept. */
  private sweeper: ReturnType<typeof setTimeout> | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.publicCacheTtlMs;
  }

  /** Entries kept (expired ones go within a TTL). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Expired entries are dropped a TTL after they were stored, not only when asked for again: a crawler's pass over the
   * sitemap files (gzip, ~1.5 MB each at 100,000 products, × files × languages) would otherwise stay in memory until
   * a write to their tables (issue 37).
   */
  private scheduleSweep(): void {
    if (this.sweeper) return;
    this.sweeper = setTimeout(() => {
      this.sweeper = undefined;
      const now = Date.now();
      for (const [key, entry] of this.entries)
        if (now - entry.storedAt > this.ttlMs) this.entries.delete(key);
      if (this.entries.size > 0) this.scheduleSweep();
    }, this.ttlMs + 1);
    this.sweeper.unref();
  }

  /** The write clock now (a request remembers it when it arrives). */
  get version(): number {
    return this.clock;
  }

  /** Tables were written (none given: something unknown, e.g. DDL): the answers that read them are stale. */
  invalidate(tables?: Iterable<string>): void {
    this.clock++;
    if (tables === undefined) {
      this.lastWriteAnywhere = this.clock;
      this.entries.clear();
      return;
    }
    const written = new Set(tables);
    for (const table of written) this.lastWrite.set(table, this.clock);
    for (const [key, entry] of this.entries) {
      if (entry.tables === undefined || [...entry.tables].some((table) => written.has(table))) {
        this.entries.delete(key);
      }
    }
  }

  /** Called for every statement: the tables a request in flight has read. */
  noteRead(tables: Iterable<string>): void {
    const context = this.reads.getStore();
    if (!context) return;
    for (const table of tables) context.tables.add(table);
  }

  /** The read context of the current request (undefined outside one). */
  currentReads(): ReadContext | undefined {
    return this.reads.getStore();
  }

  static keyOf(req: Request): string {
    return `${req.lang ?? ''}\n${req.originalUrl}`;
  }

  static etagOf(body: Buffer): string {
    return `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** Whether a table set read by a request that arrived at `since` has been written since. */
  private writtenSince(tables: ReadonlySet<string> | undefined, since: number): boolean {
    if (this.lastWriteAnywhere > since) return true;
    if (tables === undefined) return this.clock > since;
    for (const table of tables) if ((this.lastWrite.get(table) ?? 0) > since) return true;
    return false;
  }

  lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.ttlMs || this.writtenSince(entry.tables, entry.since)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores an answer computed by a request that arrived at `since` and read `tables` (dropped if one of them was
   * written meanwhile). No table seen: it depends on everything. `maxBytes`: larger bodies are not kept (the
   * sitemap's files raise it for their gzip form).
   */
  store(
    key: string,
    body: Buffer,
    etag: string,
    since: number,
    tables?: ReadonlySet<string>,
    maxBytes = MAX_BODY_BYTES,
  ): void {
    const deps = tables && tables.size > 0 ? new Set(tables) : undefined;
    if (this.ttlMs <= 0 || body.length > maxBytes || this.writtenSince(deps, since)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order): many distinct query strings cannot grow memory without bound.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { body, etag, tables: deps, since, storedAt: Date.now() });
    this.scheduleSweep();
  }

  /**
   * Express middleware, before routing: answers a GET from the cache (304 when If-None-Match matches) without
   * running the route; otherwise runs the rest of the request in a read context (the tables it reads are noted for
   * the interceptor that stores the answer).
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.method !== 'GET' || req.draftPreview) {
        next();
        return;
      }
      req.publicCacheVersion = this.clock;
      const entry = this.lookup(PublicReadCache.keyOf(req));
      if (!entry) {
        this.reads.run({ since: this.clock, tables: new Set() }, next);
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

// @ts-check
/**
 * A remote's `POST /ssr/render`: its area of a page rendered for the shell's server (shell-page.mjs remoteArea), and for
 * nobody else. Rendering is the most expensive thing a front end's server does, so every request is bounded before
 * any of it is spent:
 * - only the shell's server may ask: the header `x-render-secret` must carry RENDER_SECRET, the secret the shell's and
 *   the remotes' servers share (without one configured, the endpoint refuses everything) — 403 otherwise, before the
 *   body is read;
 * - JSON only (415 otherwise: a cross-site `text/plain` form cannot reach it), at most RENDER_BODY_LIMIT bytes (413);
 * - the reads it renders with are the ones the page's route declares (the remote's own routes.json), each list cut
 *   to the page size its read asks for (else MAX_ITEMS_PER_READ): a caller cannot make a page render more items than
 *   the page itself would;
 * - RENDER_CONCURRENCY renders at once (default 2), RENDER_QUEUE more waiting (default 8), 503 past that; a waiting
 *   request whose caller went away leaves the queue;
 * - the answer is HTML to be inlined by the shell, never a page of its own: a CSP that allows nothing, nosniff, no-store.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { positiveNumber } from '../contract/topology.mjs';
import { RENDER_SECRET_HEADER } from './seo.mjs';

/**
 * The largest request body: the page's URL, language and first API answers. A real page needs far less: measured on
 * the seeded site on 2026-11-26 over every division route with API reads in en/ar/ko/ru, the largest body is 3.6 KB
 * (a product page in Russian), so 64 KB leaves room for long texts without letting a caller send megabytes.
 */
export const RENDER_BODY_LIMIT = 64 * 1024;
/** The most items of one list read a page renders when its read names no page size. */
export const MAX_ITEMS_PER_READ = 50;
/** The most reads a request may carry for a remote that publishes no route list. */
const MAX_READS = 16;

/** The policy of a render answer: HTML inlined by the shell into its own page, never a document in itself. */
export const RENDER_ANSWER_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * At most `concurrency` holders at once and `queueSize` waiting; `acquire` resolves a release function, or undefined
 * when the queue is full or the caller gave up (`signal`).
 * @param {number} concurrency @param {number} queueSize
 */
export function createLimiter(concurrency, queueSize) {
  let active = 0;
  /** @type {Array<(release: (() => void) | undefined) => void>} */
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(once());
    else active -= 1;
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  return {
    /** @param {AbortSignal} signal @returns {Promise<(() => void) | undefined>} */
    acquire(signal) {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= queueSize || signal.aborted) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const entry = /** @param {(() => void) | undefined} granted */ (granted) => {
          signal.removeEventListener('abort', onAbort);
          resolve(granted);
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          resolve(undefined);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** @param {string} secret */
const digest = (secret) => createHash('sha256').update(secret).digest();

/**
 * One list read cut to `limit` items (a list, or a page `{ items, … }`); anything else as it is.
 * @param {unknown} value @param {number} limit
 */
export function boundItems(value, limit) {
  if (Array.isArray(value)) return value.slice(0, limit);
  if (value && typeof value === 'object' && Array.isArray(/** @type {{ items?: unknown }} */ (value).items)) {
    const page = /** @type {{ items: unknown[] }} */ (value);
    return { ...page, items: page.items.slice(0, limit) };
  }
  return value;
}

/**
 * The reads a render may use: the page's own (by read key, with the page size each asks for) when the remote has a
 * route list, else at most MAX_READS; each list bounded.
 * @param {Record<string, unknown>} reads @param {Map<string, number | undefined> | undefined} allowed
 */
export function boundReads(reads, allowed) {
  /** @type {Record<string, unknown>} */
  const kept = {};
  let count = 0;
  for (const [key, value] of Object.entries(reads)) {
    if (allowed ? !allowed.has(key) : count >= MAX_READS) continue;
    kept[key] = boundItems(value, allowed?.get(key) ?? MAX_ITEMS_PER_READ);
    count += 1;
  }
  return kept;
}

/**
 * @param {{
 *   env: NodeJS.ProcessEnv,
 *   render?: { render: (url: URL, language: string, reads: unknown) => Promise<string | undefined>, renders: (url: URL) => Promise<boolean> },
 *   pageReads: (url: URL, language: string) => Promise<Map<string, number | undefined> | undefined>,
 *   headers: Record<string, string>,
 * }} options
 */
export function createRenderEndpoint({ env, render, pageReads, headers }) {
  const secret = env.RENDER_SECRET ? digest(env.RENDER_SECRET) : undefined;
  const limiter = createLimiter(
    positiveNumber(env, 'RENDER_CONCURRENCY', 2),
    positiveNumber(env, 'RENDER_QUEUE', 8),
  );

  /** @param {string | string[] | undefined} given */
  function isShell(given) {
    if (!secret || typeof given !== 'string' || given === '') return false;
    return timingSafeEqual(digest(given), secret);
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    /** @param {number} status @param {string} message @param {{ field?: string, close?: boolean }} [more] */
    const refuse = (status, message, { field, close = false } = {}) => {
      res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        ...(status === 503 ? { 'Retry-After': '1' } : {}),
        // The body was not read: the connection cannot carry another request.
        ...(close ? { Connection: 'close' } : {}),
      });
      res.end(
        JSON.stringify({ statusCode: status, message, ...(field ? { fields: { [field]: message } } : {}) }),
      );
    };
    if (!render) return refuse(404, 'Not found', { close: true });
    if (!isShell(req.headers[RENDER_SECRET_HEADER])) {
      return refuse(403, "Only the site's own server may ask for a render", { close: true });
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      return refuse(415, 'The request body must be application/json', { close: true });
    }
    if (Number(req.headers['content-length'] ?? 0) > RENDER_BODY_LIMIT) {
      return refuse(413, `The request is larger than ${RENDER_BODY_LIMIT} bytes`, { close: true });
    }
    // The caller gone (the shell's budget ran out): its place in the queue, or its render's answer, is dropped.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const release = await limiter.acquire(gone.signal);
    if (!release) {
      if (gone.signal.aborted) return;
      return refuse(503, 'Too many renders at once', { close: true });
    }
    try {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      for await (const chunk of req) {
        size += chunk.length;
        if (size > RENDER_BODY_LIMIT) {
          return refuse(413, `The request is larger than ${RENDER_BODY_LIMIT} bytes`, { close: true });
        }
        chunks.push(chunk);
      }
      /** @type {{ url?: unknown, language?: unknown, reads?: unknown }} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(400, 'The request body is not JSON');
      }
      if (
        typeof body?.url !== 'string' ||
        !body.url.startsWith('/') ||
        body.url.startsWith('//') ||
        body.url.length > 2048
      )
        return refuse(400, 'url must be a path of at most 2048 characters, starting with one /', {
          field: 'url',
        });
      if (typeof body.language !== 'string' || !/^[a-z]{2}$/.test(body.language))
        return refuse(400, 'language must be a two-letter language code', { field: 'language' });
      if (
        body.reads !== undefined &&
        (typeof body.reads !== 'object' || body.reads === null || Array.isArray(body.reads))
      )
        return refuse(400, 'reads must be an object of API answers by read key', { field: 'reads' });
      const url = new URL(body.url, 'http://localhost');
      const reads = boundReads(
        /** @type {Record<string, unknown>} */ (body.reads ?? {}),
        await pageReads(url, body.language),
      );
      if (gone.signal.aborted) return;
      const html = await render.render(url, body.language, reads);
      if (html === undefined) {
        return (await render.renders(url))
          ? refuse(503, 'The page could not be rendered')
          : refuse(404, 'Not found');
      }
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': RENDER_ANSWER_CSP,
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'no-store',
        'Content-Length': String(Buffer.byteLength(html)),
      });
      res.end(html);
    } finally {
      release();
    }
  }

  return { handle, limiter };
}

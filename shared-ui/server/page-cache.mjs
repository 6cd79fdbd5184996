// @ts-check
/**
 * The shell's rendered pages, kept and labelled so that neither the shell nor a CDN renders a page more than needed
 * (issue 28). A page is rendered once per key — URL (path and query), language (`?lng=`, else the Accept-Language
 * tags it is chosen from), host, and the release set: the shell's own build and each remote's live `version.json`
 * (read through the remote map, kept RELEASE_SET_TTL_MS = 2 s) — and served from memory for PAGE_CACHE_TTL_MS
 * (default 2 s in production, 0 = off elsewhere, so tests and development always see a fresh render). Concurrent
 * requests for one key share one render. While a page is kept, a conditional request (If-None-Match) is answered 304
 * before any rendering. A new release of the shell or of any remote is a new key: the next request renders it.
 * Content has no version here yet: an admin's edit shows once the kept page expires (at most PAGE_CACHE_TTL_MS plus
 * the API's own public-read cache); a content version from the API would make the key exact.
 *
 * What a CDN may keep (Cache-Control): a public page (200, no preview, not `noindex` — the dashboard, sign-in and
 * reset pages are) whose language is in its URL (`?lng=`) gets `public, max-age=0, s-maxage=PAGE_S_MAXAGE (5),
 * stale-while-revalidate=PAGE_STALE_WHILE_REVALIDATE (60)` and varies only on Accept-Encoding. A URL without `?lng=` is
 * rendered in the visitor's Accept-Language, which most CDNs do not key on: it stays `no-cache` with
 * `Vary: Accept-Language` (browsers revalidate it; shared caches should not serve it to another language). Previews,
 * private pages and 404s are never marked public. `X-Cache: hit | miss` says whether this server rendered.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_APPS, serverManifestUrl } from '../topology.mjs';

/**
 * @typedef {{ status: number, html: string }} RenderedPage
 * @typedef {{ status: number, html: string, headers: Record<string, string> }} CachedAnswer
 */

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
function numberFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  return value;
}

/**
 * @param {{ root: () => string, env?: NodeJS.ProcessEnv, fetch?: typeof fetch, maxEntries?: number }} options
 */
export function createPageCache({ root, env = process.env, fetch: fetchImpl = fetch, maxEntries = 500 }) {
  const ttlMs = numberFrom(env, 'PAGE_CACHE_TTL_MS', env.NODE_ENV === 'production' ? 2000 : 0);
  const sMaxAge = Math.round(numberFrom(env, 'PAGE_S_MAXAGE', 5));
  const staleWhileRevalidate = Math.round(numberFrom(env, 'PAGE_STALE_WHILE_REVALIDATE', 60));
  const releaseTtlMs = numberFrom(env, 'RELEASE_SET_TTL_MS', 2000);
  /** @type {Map<string, { at: number, page: RenderedPage }>} */
  const pages = new Map();
  /** @type {Map<string, Promise<RenderedPage | undefined>>} */
  const rendering = new Map();
  /** @type {Map<string, { at: number, value: Promise<string> }>} */
  const remoteReleases = new Map();

  /** A remote's live release as its server says (`version.json` beside its manifest), kept briefly. */
  /** @param {string} remote */
  function remoteRelease(remote) {
    const kept = remoteReleases.get(remote);
    if (kept && Date.now() - kept.at < releaseTtlMs) return kept.value;
    const value = (async () => {
      try {
        const url = new URL('version.json', serverManifestUrl(remote, env));
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(1000) });
        if (!response.ok) return `${remote}:${response.status}`;
        const info = await response.json();
        return `${remote}:${info.version}-${info.commit}-${info.builtAt}`;
      } catch {
        return `${remote}:down`;
      }
    })();
    remoteReleases.set(remote, { at: Date.now(), value });
    return value;
  }

  /** The shell's build and every remote's live release: a new one of any makes every key new. */
  async function releaseSet() {
    const own = await Promise.all(
      ['index.html', 'version.json', 'routes.json'].map((file) =>
        stat(path.join(root(), file)).then(
          (info) => `${file}:${info.size}:${info.mtimeMs}`,
          () => `${file}:-`,
        ),
      ),
    );
    const theirs = await Promise.all(
      REMOTE_APPS.map((info) => remoteRelease(/** @type {string} */ (info.remote))),
    );
    return [...own, ...theirs].join('|');
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function keyOf(req) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    url.searchParams.sort();
    const host = String(req.headers.host ?? '');
    const languages = url.searchParams.has('lng')
      ? `lng=${url.searchParams.get('lng')}`
      : String(req.headers['accept-language'] ?? '')
          .split(',')
          .map((tag) => tag.trim().toLowerCase().split(/[-_;]/)[0])
          .filter(Boolean)
          .join(',');
    const releases = await releaseSet();
    return createHash('sha256')
      .update([url.pathname, url.search, languages, host, releases].join('\n'))
      .digest('base64url');
  }

  /**
   * The headers that say who may keep a page.
   * @param {URL} url @param {RenderedPage} page
   * @returns {Record<string, string>}
   */
  function cacheHeaders(url, page) {
    const isPublic =
      page.status === 200 &&
      url.searchParams.get('preview') !== '1' &&
      !/<meta name="robots" content="noindex"/i.test(page.html);
    if (isPublic && url.searchParams.has('lng')) {
      return {
        'Cache-Control': `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
        Vary: 'Accept-Encoding',
      };
    }
    return { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Accept-Language' };
  }

  /**
   * The page for a request: kept, or rendered by `render` (once for concurrent requests of one key).
   * @param {import('node:http').IncomingMessage} req
   * @param {() => Promise<RenderedPage | undefined>} render
   * @returns {Promise<CachedAnswer | undefined>}
   */
  async function page(req, render) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cacheable = ttlMs > 0 && url.searchParams.get('preview') !== '1';
    if (!cacheable) {
      const rendered = await render();
      return rendered && { ...rendered, headers: { ...cacheHeaders(url, rendered), 'X-Cache': 'miss' } };
    }
    const key = await keyOf(req);
    const kept = pages.get(key);
    if (kept && Date.now() - kept.at < ttlMs) {
      return { ...kept.page, headers: { ...cacheHeaders(url, kept.page), 'X-Cache': 'hit' } };
    }
    let pending = rendering.get(key);
    const shared = pending !== undefined;
    if (!pending) {
      pending = render().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const rendered = await pending;
    if (!rendered) return undefined;
    // Only whole pages are kept: a 404 or 503 (the API or a remote down) is rendered again next time.
    if (!shared && rendered.status === 200) {
      pages.delete(key);
      pages.set(key, { at: Date.now(), page: rendered });
      if (pages.size > maxEntries) pages.delete(/** @type {string} */ (pages.keys().next().value));
    }
    return { ...rendered, headers: { ...cacheHeaders(url, rendered), 'X-Cache': shared ? 'hit' : 'miss' } };
  }

  return { page, ttlMs };
}

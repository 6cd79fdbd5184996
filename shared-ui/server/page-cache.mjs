// @ts-check
/**
 * The shell's rendered pages, kept and labelled so that neither the shell nor a CDN renders a page more than needed
 * (issue 28). A page is rendered once per key — URL (path and query), language (`?lng=`, else the Accept-Language
 * tags it is chosen from), host, the release set (the shell's own build and each remote's live `version.json`, read
 * through the remote map, kept RELEASE_SET_TTL_MS = 2 s) and the content version (GET /api/content-version, which
 * changes with every committed write of public content on any API instance; asked at most every
 * CONTENT_VERSION_TTL_MS = 1 s, seo.mjs). Concurrent requests for one key share one render.
 *
 * The key says everything a page depends on, so its ETag is derived from the key: a conditional request
 * (If-None-Match) whose tag is the key's own is answered 304 before anything is rendered — whether or not this
 * replica keeps the page (every replica computes the same key). A new release or a content change is a new key.
 * So a page can be kept long: PAGE_CACHE_TTL_MS (default 5 min in production, 0 = off elsewhere, so tests and
 * development always see a fresh render) only bounds what no key sees (content changed outside the API, a render
 * that missed an API read). One exception: for CONTENT_SETTLE_MS (2 s) after a content version is first seen, a
 * page is kept only PAGE_SETTLE_TTL_MS (2 s), because another API instance may still answer a read from its own
 * public-read cache (PUBLIC_CACHE_TTL_MS, 1 s) with what it held before that write.
 *
 * What a CDN may keep (Cache-Control): a public page (200, no preview, not `noindex` — the dashboard, sign-in and
 * reset pages are) whose language is in its URL (`?lng=`) gets `public, max-age=0, s-maxage=PAGE_S_MAXAGE (5),
 * stale-while-revalidate=PAGE_STALE_WHILE_REVALIDATE (60)` and varies only on Accept-Encoding. A URL without `?lng=` is
 * rendered in the visitor's Accept-Language, which most CDNs do not key on: it stays `no-cache` with
 * `Vary: Accept-Language` (browsers revalidate it; shared caches should not serve it to another language). Previews,
 * private pages and 404s are never marked public. `X-Cache: hit | miss` says whether this server rendered.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APPS, assetBase, REMOTE_APPS, serverManifestUrl } from '../contract/topology.mjs';

/**
 * @typedef {{ status: number, html: string }} RenderedPage
 * @typedef {{ status: number, html: string, headers: Record<string, string> }} CachedAnswer
 */

/** @param {string | string[] | undefined} header @param {string} etag */
function matchesTag(header, etag) {
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
function numberFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  return value;
}

/** The ETag of a page's key: the same on every replica that computes the key. @param {string} key */
export const pageEtag = (key) => `W/"p-${key.slice(0, 32)}"`;

/**
 * @param {{
 *   root: () => string,
 *   env?: NodeJS.ProcessEnv,
 *   fetch?: typeof fetch,
 *   maxEntries?: number,
 *   contentVersion?: () => Promise<string>,
 * }} options `contentVersion`: the API's (seo.mjs); without it, pages are keyed on releases only
 */
export function createPageCache({
  root,
  env = process.env,
  fetch: fetchImpl = fetch,
  maxEntries = 500,
  contentVersion = async () => 'none',
}) {
  // Where the pages name the hashed files (ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE): a page under another CDN is
  // another page, and its ETag another tag.
  const assetBases = Object.keys(APPS)
    .map((app) => assetBase(app, env) ?? '')
    .join(',');
  const ttlMs = numberFrom(env, 'PAGE_CACHE_TTL_MS', env.NODE_ENV === 'production' ? 300_000 : 0);
  const settleMs = numberFrom(env, 'CONTENT_SETTLE_MS', 2000);
  const settleTtlMs = Math.min(ttlMs, numberFrom(env, 'PAGE_SETTLE_TTL_MS', 2000));
  const sMaxAge = Math.round(numberFrom(env, 'PAGE_S_MAXAGE', 5));
  const staleWhileRevalidate = Math.round(numberFrom(env, 'PAGE_STALE_WHILE_REVALIDATE', 60));
  const releaseTtlMs = numberFrom(env, 'RELEASE_SET_TTL_MS', 2000);
  /** @type {Map<string, { at: number, ttl: number, page: RenderedPage }>} */
  const pages = new Map();
  /** When each content version was first seen here (the last few). @type {Map<string, number>} */
  const versionsSeen = new Map();
  /** The shell's own files, by path and mtime: their contents, so replicas of one build agree on the key. */
  /** @type {Map<string, { mtimeMs: number, digest: string }>} */
  const ownFiles = new Map();
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
      ['index.html', 'version.json', 'routes.json'].map(async (file) => {
        const full = path.join(root(), file);
        const info = await stat(full).catch(() => undefined);
        if (!info) return `${file}:-`;
        const known = ownFiles.get(full);
        if (known?.mtimeMs === info.mtimeMs) return `${file}:${known.digest}`;
        const content = await readFile(full).catch(() => undefined);
        if (!content) return `${file}:-`;
        const digest = createHash('sha256').update(content).digest('base64url');
        ownFiles.set(full, { mtimeMs: info.mtimeMs, digest });
        return `${file}:${digest}`;
      }),
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
    const [releases, content] = await Promise.all([releaseSet(), contentVersion()]);
    if (!versionsSeen.has(content)) {
      versionsSeen.set(content, Date.now());
      if (versionsSeen.size > 16)
        versionsSeen.delete(/** @type {string} */ (versionsSeen.keys().next().value));
    }
    const key = createHash('sha256')
      .update([url.pathname, url.search, languages, host, releases, content, assetBases].join('\n'))
      .digest('base64url');
    return { key, content };
  }

  /** How long a page rendered now under this content version may be kept. @param {string} content */
  function keepFor(content) {
    const seen = versionsSeen.get(content) ?? 0;
    return Date.now() - seen < settleMs ? settleTtlMs : ttlMs;
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
   * The page for a request: 304 when its If-None-Match names this key's ETag (nothing rendered), kept, or rendered
   * by `render` (once for concurrent requests of one key).
   * @param {import('node:http').IncomingMessage} req
   * @param {() => Promise<RenderedPage | undefined>} render
   * @returns {Promise<CachedAnswer | { notModified: true, headers: Record<string, string> } | undefined>}
   */
  async function page(req, render) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cacheable = ttlMs > 0 && url.searchParams.get('preview') !== '1';
    if (!cacheable) {
      const rendered = await render();
      return rendered && { ...rendered, headers: { ...cacheHeaders(url, rendered), 'X-Cache': 'miss' } };
    }
    const { key, content } = await keyOf(req);
    const etag = pageEtag(key);
    const kept = pages.get(key);
    const fresh = kept && Date.now() - kept.at < kept.ttl ? kept : undefined;
    if (matchesTag(req.headers['if-none-match'], etag)) {
      // Only a 200 page ever carried this tag: its key has not changed, so neither has the page. Not kept here (another
      // replica rendered it, or it expired): no Cache-Control, so a cache keeps the one it stored with the page.
      const headers = fresh ? cacheHeaders(url, fresh.page) : {};
      return { notModified: true, headers: { ...headers, ETag: etag, 'X-Cache': 'hit' } };
    }
    if (fresh) {
      return { ...fresh.page, headers: { ...cacheHeaders(url, fresh.page), ETag: etag, 'X-Cache': 'hit' } };
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
      pages.set(key, { at: Date.now(), ttl: keepFor(content), page: rendered });
      if (pages.size > maxEntries) pages.delete(/** @type {string} */ (pages.keys().next().value));
    }
    /** @type {Record<string, string>} */
    const headers = { ...cacheHeaders(url, rendered), 'X-Cache': shared ? 'hit' : 'miss' };
    if (rendered.status === 200) headers.ETag = etag;
    return { ...rendered, headers };
  }

  return { page, ttlMs };
}

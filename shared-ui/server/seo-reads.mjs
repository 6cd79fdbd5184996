// @ts-check
/**
 * What the shell's server reads to answer a page, a sitemap or robots.txt: files of its own build (re-read when they
 * change), the remotes' route lists (the last good one kept while a remote does not answer), the API's answers and
 * its content version — each through a short cache and a breaker per upstream (upstream.mjs); and the site's origin
 * and host name as the visitor used them.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { hostnameOfHeader, positiveNumber, serverManifestUrl, siteHostnames } from '../contract/topology.mjs';
import { MANIFEST_FILE } from './seo-routes.mjs';
import { createUpstreams } from './upstream.mjs';

/** @typedef {import('./seo-routes.mjs').Manifest} Manifest @typedef {import('./seo-routes.mjs').Matched} Matched */
/** @typedef {import('./seo-routes.mjs').Page} Page */

/** How long a remote's last good route list still decides status codes while the remote does not answer. */
const STALE_ROUTES_MS = 10 * 60 * 1000;

/**
 * @param {{
 *   root: () => string,
 *   env: NodeJS.ProcessEnv,
 *   apiTarget?: string,
 *   fetch?: typeof fetch,
 *   log?: (message: string) => void,
 * }} options
 */
export function createSeoReads({ root, env, apiTarget, fetch: fetchImpl = fetch, log }) {
  const ttl = Number(env.SEO_CACHE_TTL_MS ?? 5000);
  const routesTtl = Number(env.SEO_ROUTES_TTL_MS ?? 5000);
  const siteUrl = env.SITE_URL ? URL.parse(env.SITE_URL)?.origin : undefined;
  // One budget for all of a page's work with a remote (route list, area render, hints), and a breaker per remote
  // and for the API (upstream.mjs).
  const remoteTimeoutMs = positiveNumber(env, 'REMOTE_RENDER_TIMEOUT_MS', 1500);
  // Reads outside a page (sitemap, robots): their own budget. A page's reads share the page's deadline.
  const apiTimeoutMs = 3000;
  const contentVersionTtlMs = positiveNumber(env, 'CONTENT_VERSION_TTL_MS', 1000);
  const siteHosts = siteHostnames(env);
  const upstreams = createUpstreams({ env, fetch: fetchImpl, log });

  /** Files of the shell's own build, re-read when they change (a redeploy swaps the folder). */
  /** @type {Map<string, { mtime: number, value: any }>} */
  const files = new Map();
  /** @param {string} name @param {(text: string) => any} parse */
  async function buildFile(name, parse) {
    const file = path.join(root(), name);
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const cached = files.get(file);
    if (cached?.mtime === info.mtimeMs) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    files.set(file, { mtime: info.mtimeMs, value });
    return value;
  }
  /** @returns {Promise<Manifest | undefined>} */
  const shellManifest = () => buildFile(MANIFEST_FILE, JSON.parse).catch(() => undefined);
  /** @returns {Promise<string | undefined>} */
  const template = () => buildFile('index.html', (text) => text);

  /** Short-lived answers by key; a failed refresh keeps serving the last good value for a while. */
  /** @type {Map<string, { at: number, value: Promise<any> }>} */
  const cache = new Map();
  /** @template T @param {string} key @param {number} maxAge @param {() => Promise<T>} load @returns {Promise<T>} */
  function cached(key, maxAge, load) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < maxAge) return hit.value;
    const value = load();
    cache.set(key, { at: Date.now(), value });
    if (cache.size > 2000) cache.delete(cache.keys().next().value ?? '');
    return value;
  }

  /** Each remote's last route list that came, with when: used while the remote does not answer. */
  /** @type {Map<string, { at: number, manifest: Manifest }>} */
  const lastRoutes = new Map();

  /**
   * A remote's route list, beside its manifest where the server reaches it (configuration only: topology.mjs
   * serverManifestUrl); undefined when it publishes none (its paths then all answer 200). While the remote does not
   * answer (in time, or its breaker is open), its last list keeps deciding, for a while.
   * @param {string} remote @param {number} deadline @returns {Promise<Manifest | undefined>}
   */
  function remoteManifest(remote, deadline) {
    const url = new URL(MANIFEST_FILE, serverManifestUrl(remote, env)).href;
    return cached(`routes ${url}`, routesTtl, async () => {
      const { status, body } = await upstreams.json(remote, url, deadline);
      if (status !== 0) {
        const manifest = body && Array.isArray(body.routes) ? body : undefined;
        if (manifest) lastRoutes.set(remote, { at: Date.now(), manifest });
        else lastRoutes.delete(remote);
        return manifest;
      }
      const last = lastRoutes.get(remote);
      return last && Date.now() - last.at < STALE_ROUTES_MS ? last.manifest : undefined;
    });
  }

  /** The last content version the API gave (keys the reads kept below, so a new one reads afresh). */
  let knownContentVersion = '';

  /**
   * GET on the API: `{status, body}`, status 0 when it cannot be reached, or not within `deadline` (a page's reads
   * share its budget, REMOTE_RENDER_TIMEOUT_MS from its start, and the API's breaker: a hung API costs a page one
   * budget, and then nothing while the breaker is open). Kept SEO_CACHE_TTL_MS per content version. A read that
   * did not come is not kept: the next page asks again.
   * @param {string} pathAndQuery @param {number} [deadline] absolute (ms)
   * @returns {Promise<{ status: number, body: any }>}
   */
  function api(pathAndQuery, deadline = Date.now() + apiTimeoutMs) {
    if (!apiTarget) return Promise.resolve({ status: 0, body: undefined });
    const key = `api ${knownContentVersion} ${pathAndQuery}`;
    return cached(key, ttl, async () => {
      const answer = await upstreams.json('api', new URL(pathAndQuery, apiTarget), deadline);
      if (answer.status === 0) cache.delete(key);
      return answer;
    });
  }

  /**
   * The version of the site's public content (GET /api/content-version), asked at most every
   * CONTENT_VERSION_TTL_MS (1 s), within `deadline`; `unknown` when the API does not say (down, hung, breaker open).
   * @param {number} [deadline] absolute (ms) @returns {Promise<string>}
   */
  function contentVersion(deadline = Date.now() + remoteTimeoutMs) {
    if (!apiTarget) return Promise.resolve('none');
    return cached('content-version', contentVersionTtlMs, async () => {
      const { status, body } = await upstreams.json(
        'api',
        new URL('/api/content-version', apiTarget),
        deadline,
      );
      const version = status === 200 && typeof body?.version === 'string' ? body.version : 'unknown';
      if (version !== 'unknown') knownContentVersion = version;
      return version;
    });
  }

  /** The site's origin for absolute URLs: SITE_URL, else what the visitor used (a plain host name only). */
  function originOf(/** @type {import('node:http').IncomingMessage} */ req) {
    if (siteUrl) return siteUrl;
    const host = req.headers.host ?? '';
    const safe = /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host) ? host : 'localhost';
    const secure = 'encrypted' in req.socket && req.socket.encrypted;
    return `${secure ? 'https' : 'http'}://${safe}`;
  }

  /** The visitor's host name when the shell serves it (static-server.mjs answers any other 421), else localhost. */
  function hostnameOf(/** @type {import('node:http').IncomingMessage} */ req) {
    const hostname = hostnameOfHeader(req.headers.host);
    return hostname && siteHosts.has(hostname) ? hostname : 'localhost';
  }

  /**
   * A JSON file a remote publishes beside its federation manifest; undefined when it cannot be had within the page's
   * budget.
   * @param {string} remote @param {string} url @param {number} deadline
   */
  function remoteJson(remote, url, deadline) {
    return cached(`json ${url}`, routesTtl, async () => (await upstreams.json(remote, url, deadline)).body);
  }

  return {
    remoteTimeoutMs,
    upstreams,
    buildFile,
    shellManifest,
    template,
    cached,
    remoteManifest,
    api,
    contentVersion,
    originOf,
    hostnameOf,
    remoteJson,
  };
}

// @ts-check
/**
 * What the shell's production server tells crawlers and link previews, before any script runs:
 * - honest status codes: a path is a page only if the shell's route table (`routes.json` in its build) or the route
 *   list of the remote that owns the path (its `routes.json`, beside its `mf-manifest.json`, read through the remote
 *   map) has it, and a page showing one record (a product, a blog post) only if the API has that record; everything
 *   else is a 404 with the not-found page. A remote that publishes no list keeps every path under its prefix (200);
 * - the HTML right for its URL and language: `<html lang dir>`, title, description, canonical URL (`?lng=xx` is the
 *   canonical form of a language; no `lng` is the x-default page), hreflang alternates, Open Graph and Twitter
 *   tags with the page's own image, and JSON-LD (Organization, Product, BlogPosting, BreadcrumbList) — the texts
 *   come from the route manifests (the pages' own translations) and the API (names, images), with a short cache;
 *   when the API is down a page still answers, with its generic texts;
 * - /sitemap.xml, /sitemap-<lng>.xml, /sitemap-<lng>-<file>.xml and /robots.txt (./sitemap.mjs).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZES } from '../contract/image-variants.mjs';
import { richTextToPlainText } from '../contract/rich-text.mjs';
import { PAGE_DATA_ID, readKey } from '../page-data.mjs';
import { summarize } from '../page-text.mjs';
import {
  assetBase,
  hostnameOfHeader,
  positiveNumber,
  remotesDocument,
  serverManifestUrl,
  siteHostnames,
} from '../topology.mjs';
import {
  apiHints,
  firstViewTags,
  imageHints,
  likelyLanguage,
  PRELOAD_FILE,
  paintsFirst,
  remoteHints,
  shellHints,
} from './first-view.mjs';
import { createServerRender } from './server-render.mjs';
import { createSitemaps } from './sitemap.mjs';
import { createUpstreams } from './upstream.mjs';

/** A remote's render endpoint, beside its manifest (static-server.mjs answers it). */
const REMOTE_RENDER_FILE = 'ssr/render';
/** The header that carries the render secret shared by the shell's and the remotes' servers (RENDER_SECRET). */
export const RENDER_SECRET_HEADER = 'x-render-secret';
/** How long a remote's last good route list still decides status codes while the remote does not answer. */
const STALE_ROUTES_MS = 10 * 60 * 1000;

/**
 * The remote mount a path belongs to, if any.
 * @template {{ path: string, prefix?: boolean }} M @param {M[] | undefined} mounts @param {string} pathname
 * @returns {M | undefined}
 */
function mountOf(mounts, pathname) {
  const path = pathname.toLowerCase();
  return (mounts ?? []).find((m) => {
    const base = m.path.toLowerCase();
    return path === base || (m.prefix === true && path.startsWith(`${base}/`));
  });
}

export const MANIFEST_FILE = 'routes.json';

/**
 * @typedef {{ title: string, description: string }} Texts
 * @typedef {{ path: string, name: Record<string, string> }} Crumb
 * @typedef {object} ManifestRoute
 * @property {string} path
 * @property {boolean} index
 * @property {boolean} [noindex]
 * @property {{ kind: 'product', group: string } | { kind: 'blog', division: string }} [data]
 * @property {string} [banner]
 * @property {string[]} [jsonLd]
 * @property {string[]} [api]
 * @property {{ read: string, field: string, sizes: string }} [image] the largest paint: the first item's `field` of
 *   the read `read` (route-manifest.mjs)
 * @property {Record<string, Texts>} [meta]
 * @property {Record<string, string>} [titleFormat]
 * @property {Crumb[]} breadcrumb
 * @typedef {object} Manifest
 * @property {string} app
 * @property {string[]} languages
 * @property {Record<string, string>} directions
 * @property {Record<string, string>} titleFormat
 * @property {ManifestRoute[]} routes
 * @property {Array<{ path: string, remote: string, module?: string, prefix?: boolean, private?: boolean }>} [mounts]
 * @property {Record<string, Texts>} [notFound]
 * @property {Record<string, { name: string, description: string }>} [site]
 * @property {Record<string, { name: string, alternateName: string, description: string, offices: Array<Record<string, string>> }>} [organization]
 * @property {{ preview: string, logo: string }} [images]
 * @typedef {object} Page
 * @property {number} status
 * @property {string} html
 * @typedef {object} Matched what one page request learns on the way, and its budget
 * @property {number} deadline when its work with remotes must be over (ms, REMOTE_RENDER_TIMEOUT_MS from its start)
 * @property {ManifestRoute} [route]
 * @property {Record<string, string>} [params]
 * @property {Record<string, string>} [query] the address's query parameters, trimmed (a read's `:q` on /search)
 * @property {{ url: string, sizes: string }} [image]
 */

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside `<script type="application/ld+json">`: nothing in it can close the element or open a comment. */
export function jsonForScript(/** @type {unknown} */ value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Finds the route of `pathname` in a manifest: static segments compare case-insensitively (as React Router does),
 * `:name` segments take any one segment; a static route wins over a parametrised one.
 * @param {ManifestRoute[]} routes @param {string[]} segments decoded path segments
 */
export function matchRoute(routes, segments) {
  /** @type {{ route: ManifestRoute, params: Record<string, string> } | undefined} */
  let found;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (!matches) continue;
    if (!route.path.includes(':')) return { route, params };
    found ??= { route, params };
  }
  return found;
}

/** The route's own path with these parameters (the canonical spelling of a matched URL). */
function concretePath(/** @type {string} */ routePath, /** @type {Record<string, string>} */ params) {
  return routePath.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? ''));
}

/**
 * @param {{
 *   root: () => string,
 *   env: NodeJS.ProcessEnv,
 *   apiTarget?: string,
 *   fetch?: typeof fetch,
 *   log?: (message: string) => void,
 * }} options
 */
export function createSeo({ root, env, apiTarget, fetch: fetchImpl = fetch, log }) {
  const ttl = Number(env.SEO_CACHE_TTL_MS ?? 5000);
  const serverRender = createServerRender({ root, env });
  const routesTtl = Number(env.SEO_ROUTES_TTL_MS ?? 5000);
  const siteUrl = env.SITE_URL ? URL.parse(env.SITE_URL)?.origin : undefined;
  // One budget for all of a page's work with a remote (route list, area render, hints), and a breaker per remote
  // and for the API (upstream.mjs).
  const remoteTimeoutMs = positiveNumber(env, 'REMOTE_RENDER_TIMEOUT_MS', 1500);
  // Reads outside a page (sitemap, robots): their own budget. A page's reads share the page's deadline.
  const apiTimeoutMs = 3000;
  const contentVersionTtlMs = positiveNumber(env, 'CONTENT_VERSION_TTL_MS', 1000);
  const renderSecret = env.RENDER_SECRET || undefined;
  const siteHosts = siteHostnames(env);
  const upstreams = createUpstreams({ env, fetch: fetchImpl, log });
  // The shell's hashed files at a CDN (ASSET_BASE_URL), else at the site's root: its hints name them there.
  const shellAssetBase = assetBase('shell', env) ?? '/';

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
   * Which table decides about a path: the shell's own routes, or the remote mounted there.
   * @param {Manifest} shell @param {string[]} segments @param {number} deadline the page's remote budget
   */
  async function owner(shell, segments, deadline) {
    const own = matchRoute(shell.routes, segments);
    if (own) return { match: own, manifest: shell, isPrivate: false, known: true };
    const pathname = `/${segments.join('/')}`.toLowerCase();
    const mount = (shell.mounts ?? []).find((m) => {
      const base = m.path.toLowerCase();
      return pathname === base || (m.prefix && pathname.startsWith(`${base}/`));
    });
    if (!mount) return undefined;
    const manifest = await remoteManifest(mount.remote, deadline);
    if (!manifest)
      return { match: undefined, manifest: undefined, isPrivate: Boolean(mount.private), known: false };
    const match = matchRoute(manifest.routes, segments);
    return match ? { match, manifest, isPrivate: Boolean(mount.private), known: true } : undefined;
  }

  /** `?lng=` as one of the site's languages, or undefined (then the page is the x-default one, in English). */
  function requestedLanguage(/** @type {URL} */ url, /** @type {string[]} */ languages) {
    const value = (url.searchParams.get('lng') ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
    return languages.includes(value) ? value : undefined;
  }

  /**
   * The HTML page for a request: its status and the shell's index.html with this URL's head.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<Page | undefined>} undefined without a shell build that has a route manifest
   */
  async function page(req) {
    /** @type {Matched} */
    const matched = { deadline: Date.now() + remoteTimeoutMs };
    const answer = await pageWithHead(req, matched);
    if (!answer) return undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Trimmed as the pages trim them (the search page's `q`), so the read's key is the one the page will ask for.
    matched.query = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, value.trim()]));
    const shell = await shellManifest();
    // The first view rendered here (server-render.mjs), in the language the browser will most likely show: `?lng=`,
    // else Accept-Language (the x-default address in the visitor's language; hence `Vary: Accept-Language`). Not for
    // an admin's draft preview: drafts are read in the browser, with the admin's session.
    const language = likelyLanguage(url, req.headers['accept-language'], shell?.languages ?? ['en']);
    const renders = answer.status === 200 && url.searchParams.get('preview') !== '1';
    // A public remote's page: its area as the remote's own server renders it, with the page's first API answers.
    const mount = renders ? mountOf(shell?.mounts, url.pathname) : undefined;
    const area =
      mount && !mount.private && env.SERVER_RENDER !== 'off'
        ? await remoteArea(url, language, mount.remote, matched)
        : undefined;
    // One of the shell's own pages it renders (the home page): rendered with its route's first API answers.
    const ownReads =
      renders && !mount && env.SERVER_RENDER !== 'off' && matched.route?.api?.length
        ? await firstReads(matched, language, positiveNumber(env, 'RENDER_TIMEOUT_MS', 1500))
        : undefined;
    const body = renders
      ? await serverRender.render(url, language, {
          ...(area && mount ? { area: { remote: mount.remote, html: area.html } } : {}),
          ...(ownReads ? { reads: ownReads } : {}),
        })
      : undefined;
    const shown = body !== undefined && area ? area : undefined;
    // A list page whose largest paint is its first item's picture (a range's first product): hinted like a product's.
    if (shown && !matched.image && matched.route?.image)
      matched.image = firstListImage(matched, shown.reads, language);
    const tags = await firstView(
      req,
      answer.status === 200,
      matched,
      body !== undefined,
      shown !== undefined,
    );
    // The answers the page was rendered with travel in it, so the browser's first render shows the same data.
    const reads = body === undefined ? undefined : (shown?.reads ?? ownReads);
    const data =
      reads && Object.keys(reads).length > 0
        ? `\n<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript({ language, reads })}</script>`
        : '';
    // After the shell's entry script, which goes first with high priority (a deferred script is fetched with low
    // priority, and the hints — needed only once it runs — would otherwise take the connections before it).
    let html = answer.html.replace(/<script defer src=/gi, '<script defer fetchpriority="high" src=');
    if (body !== undefined) {
      const dir = shell?.directions?.[language] ?? 'ltr';
      html = html
        .replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${dir}">`)
        .replace(/<div id="root"><\/div>/i, () => `<div id="root" data-language="${language}">${body}</div>`);
    }
    return { ...answer, html: html.replace(/<\/head>/i, () => `${tags}${data}\n</head>`) };
  }

  /**
   * The list's first picture: the `image.field` of the first item of the route's `image.read` (a page of a list or a
   * plain list) that has one, in the
   * answers the page was rendered with (an item without a picture, a blog post without a cover, is passed over, as the
   * page itself does), or undefined.
   * @param {Matched} matched @param {Record<string, unknown>} reads @param {string} language
   * @returns {{ url: string, sizes: string } | undefined}
   */
  function firstListImage(matched, reads, language) {
    const spec = matched.route?.image;
    if (!spec) return undefined;
    const [hint] = apiHints([spec.read], matched.params ?? {}, language);
    const answer =
      /** @type {{ items?: Array<Record<string, unknown>> } | Array<Record<string, unknown>> | undefined} */ (
        hint ? reads[readKey(hint.href)] : undefined
      );
    // A page of a list (`{ items }`) or a plain list (a division home's hero banners).
    const items = Array.isArray(answer) ? answer : answer?.items;
    const url = items?.find((item) => typeof item?.[spec.field] === 'string')?.[spec.field];
    return typeof url === 'string' && url.startsWith('/') ? { url, sizes: spec.sizes } : undefined;
  }

  /**
   * A remote's area of a page, rendered by the remote's own server (its build's renderer: whatever build it serves
   * now) with the page's first API answers read here (its route's `api`); undefined when the remote has no
   * renderer, is down, or does not answer within the page's REMOTE_RENDER_TIMEOUT_MS (reads and render together) —
   * the page then shows the loading area and the browser renders it, as before. The request goes only to the address
   * configuration gives for that remote, with the render secret (RENDER_SECRET; without one, nothing is asked).
   * @param {URL} url @param {string} language @param {string} remote @param {Matched} matched
   * @returns {Promise<{ html: string, reads: Record<string, unknown> } | undefined>}
   */
  async function remoteArea(url, language, remote, matched) {
    if (!renderSecret) return undefined;
    const given = await firstReads(matched, language, matched.deadline - Date.now());
    const answer = await upstreams.call(
      remote,
      new URL(REMOTE_RENDER_FILE, serverManifestUrl(remote, env)),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/html',
          [RENDER_SECRET_HEADER]: renderSecret,
        },
        body: JSON.stringify({ url: `${url.pathname}${url.search}`, language, reads: given }),
      },
      matched.deadline,
    );
    if (answer?.status !== 200 || answer.text === undefined) return undefined;
    return { html: answer.text, reads: given };
  }

  /**
   * The page's first API answers (its route's `api`, in `language`), read now — not through the SEO cache, so an
   * admin's edit shows on the next load — by read key (page-data.mjs). What the page is rendered with and carries:
   * the answers in within `timeoutMs` (a late or failed one is left out of both, its request cancelled; the browser
   * reads it). A late answer here does not open the API's breaker (it may just be slower than a page's budget).
   * @param {Matched} matched @param {string} language @param {number} timeoutMs
   * @returns {Promise<Record<string, unknown>>}
   */
  async function firstReads(matched, language, timeoutMs) {
    /** @type {Record<string, unknown>} */
    const reads = {};
    if (!apiTarget || timeoutMs <= 0) return reads;
    const deadline = Date.now() + timeoutMs;
    // The route's parameters, else the query's (`search?q=:q`); a read whose parameter is empty is one the page does
    // not make (the search page without a query).
    const params = { ...matched.query, ...matched.params };
    const made = (matched.route?.api ?? []).filter((read) =>
      [...read.matchAll(/:(\w+)/g)].every(([, name = '']) => Boolean(params[name])),
    );
    await Promise.all(
      apiHints(made, params, language).map(async ({ href }) => {
        const answer = await upstreams.json('api', new URL(href, apiTarget), deadline, {}, { trip: false });
        if (answer.status === 200 && answer.body !== undefined) reads[readKey(href)] = answer.body;
      }),
    );
    return reads;
  }

  /**
   * A JSON file a remote publishes beside its federation manifest; undefined when it cannot be had within the page's
   * budget.
   * @param {string} remote @param {string} url @param {number} deadline
   */
  function remoteJson(remote, url, deadline) {
    return cached(`json ${url}`, routesTtl, async () => (await upstreams.json(remote, url, deadline)).body);
  }

  /**
   * The first-view tags of a page (first-view.mjs): the remote map inline, and preload hints for the shell and,
   * on a page a remote renders (`withRemote`: the page exists), for that remote.
   * @param {import('node:http').IncomingMessage} req @param {boolean} withRemote
   * @param {Matched} matched the page's route, for its API reads, and its budget
   */
  async function firstView(req, withRemote, matched, rendered = false, areaRendered = false) {
    const [shell, preload] = await Promise.all([
      shellManifest(),
      buildFile(PRELOAD_FILE, JSON.parse).catch(() => undefined),
    ]);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.toLowerCase();
    const lng = likelyLanguage(url, req.headers['accept-language'], shell?.languages ?? ['en']);
    const remoteMap = remotesDocument(hostnameOf(req), env);
    // The remote whose area this path is, if any.
    const mountOfPath = (shell?.mounts ?? []).find((m) => {
      const base = m.path.toLowerCase();
      return pathname === base || (m.prefix && pathname.startsWith(`${base}/`));
    });
    // PRELOAD_HINTS=off leaves them out (to measure what they bring: e2e/bench/lighthouse.mjs on both servers).
    // With the first view rendered on the server, the shell's start stylesheets style it: linked, not just hinted.
    const hints = shellHints({
      preload,
      lng,
      pathname: url.pathname,
      stylesheets: rendered,
      withRemote: withRemote && mountOfPath !== undefined,
      assetBase: shellAssetBase,
    });
    // A page the server rendered whole (not a remote's: its area fills in the browser) needs no script to appear: its
    // stylesheets only, so the first paint does not share the connection with scripts (they start after it, index.ts).
    const wholePage = rendered && !mountOfPath;
    if (env.PRELOAD_HINTS === 'off' || wholePage)
      return firstViewTags({ remoteMap, hints: hints.filter(paintsFirst) });
    // A remote's page rendered whole (its area by the remote's server): its stylesheets linked too, its API answers in
    // the page (page data), its main image hinted; its scripts start after the first paint, as the shell's do.
    const fullyRendered = rendered && areaRendered;
    const mount = withRemote ? mountOfPath : undefined;
    const manifestUrl = mount
      ? remoteMap.remotes[/** @type {keyof typeof remoteMap.remotes} */ (mount.remote)]?.manifest
      : undefined;
    if (mount && manifestUrl) {
      // Read where the server reaches the remote (configuration only); hinted at the browser's address.
      const serverUrl = serverManifestUrl(mount.remote, env);
      const [remoteFederation, remotePreload] = await Promise.all([
        remoteJson(mount.remote, serverUrl, matched.deadline),
        remoteJson(mount.remote, new URL(PRELOAD_FILE, serverUrl).href, matched.deadline),
      ]);
      const remote = remoteHints({
        manifestUrl,
        federation: remoteFederation,
        preload: remotePreload,
        module: mount.module ?? 'App',
        lng,
      });
      hints.push(
        ...(fullyRendered
          ? remote.filter((h) => h.as === 'style').map((h) => ({ ...h, stylesheet: true }))
          : remote),
      );
    }
    if (fullyRendered) {
      if (matched.image) hints.push(...imageHints(matched.image.url, matched.image.sizes));
      return firstViewTags({ remoteMap, hints: hints.filter((h) => paintsFirst(h) || h.as === 'image') });
    }
    if (withRemote) hints.push(...apiHints(matched.route?.api, matched.params ?? {}, lng));
    if (withRemote && matched.image) hints.push(...imageHints(matched.image.url, matched.image.sizes));
    return firstViewTags({ remoteMap, hints });
  }

  /**
   * The page's status and HTML with its head (title, description, links, structured data).
   * @param {import('node:http').IncomingMessage} req
   * @param {Matched} matched receives the page's route
   * @returns {Promise<Page | undefined>}
   */
  async function pageWithHead(req, matched) {
    const [shell, html] = await Promise.all([shellManifest(), template()]);
    if (!html || !shell) return undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const languages = shell.languages;
    const chosen = requestedLanguage(url, languages);
    // The page's texts in the language its body is rendered in: `?lng=`, else the visitor's Accept-Language (the
    // x-default address negotiates; its canonical and alternates stay language-free).
    const lng = chosen ?? likelyLanguage(url, req.headers['accept-language'], languages);
    const origin = originOf(req);
    let segments;
    try {
      segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      segments = undefined;
    }
    const site = shell.site?.[lng] ?? { name: '', description: '' };
    const preview = `${origin}${shell.images?.preview ?? ''}`;
    /** @type {{ title: string, description: string, image: string, type: string, noindex: boolean, canonical?: string, jsonLd: unknown[] }} */
    const head = {
      title: site.name,
      description: site.description,
      image: preview,
      type: 'website',
      noindex: false,
      jsonLd: [],
    };
    const notFound = () => {
      const texts = shell.notFound?.[lng] ?? { title: '404', description: site.description };
      return render(html, shell, lng, 404, { ...head, ...texts, noindex: true });
    };
    if (!segments || segments.some((segment) => segment.includes('/'))) return notFound();
    const found = await owner(shell, segments, matched.deadline);
    if (!found) return notFound();
    if (!found.known || !found.match || !found.manifest) {
      // A remote without a route list: its own router decides; the page answers 200 with the site's texts.
      return render(html, shell, lng, 200, { ...head, noindex: found.isPrivate });
    }
    const { route, params } = found.match;
    matched.route = route;
    matched.params = params;
    const manifest = found.manifest;
    const canonicalPath = concretePath(route.path, params);
    const pageUrl = (/** @type {string | undefined} */ language) =>
      `${origin}${canonicalPath}${language ? `?lng=${language}` : ''}`;
    const noindex = found.isPrivate || Boolean(route.noindex);
    const crumbs = [
      ...route.breadcrumb.map((crumb) => ({
        name: crumb.name[lng] ?? '',
        url: `${origin}${crumb.path}${chosen ? `?lng=${chosen}` : ''}`,
      })),
    ];

    const texts = route.meta?.[lng];
    if (texts) Object.assign(head, texts);
    head.noindex = noindex;
    if (!noindex) head.canonical = pageUrl(chosen);

    if (route.data?.kind === 'product') {
      const { status, body } = await api(
        `/api/products/${encodeURIComponent(params.productId ?? Object.values(params)[0] ?? '')}?lang=${lng}`,
        matched.deadline,
      );
      if (status === 404 || (status === 200 && body?.group !== route.data.group)) return notFound();
      if (status === 200) {
        head.title = (route.titleFormat?.[lng] ?? '{{page}}').replace('{{page}}', body.name);
        // Details are rich text (issue 33): their text, as the page's own description reads it.
        head.description = summarize(richTextToPlainText(body.details)) || site.description;
        if (body.image) head.image = `${origin}${body.image}`;
        if (body.image) matched.image = { url: body.image, sizes: IMAGE_SIZES.productDetail };
        head.type = 'product';
        crumbs.push({ name: body.name, url: head.canonical ?? pageUrl(chosen) });
        head.jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: body.name,
          description: head.description,
          ...(body.image ? { image: `${origin}${body.image}` } : {}),
          ...(body.category ? { category: body.category } : {}),
          sku: String(body._id),
          url: pageUrl(chosen),
          brand: { '@type': 'Brand', name: site.name },
          manufacturer: {
            '@type': 'Organization',
            name: shell.organization?.[lng]?.name ?? site.name,
            url: `${origin}/`,
          },
        });
      }
    } else if (route.data?.kind === 'blog') {
      const { status, body } = await api(
        `/api/blogs/${encodeURIComponent(params.slug ?? Object.values(params)[0] ?? '')}?lang=${lng}`,
        matched.deadline,
      );
      const division = route.data.division;
      if (status === 404 || (status === 200 && body?.division && body.division !== division))
        return notFound();
      if (status === 200) {
        head.title = (route.titleFormat?.[lng] ?? '{{page}}').replace('{{page}}', body.title);
        head.description = summarize(body.excerpt) || site.description;
        if (body.cover) head.image = `${origin}${body.cover}`;
        // The cover is the post's largest paint: hinted with its srcset, as a product's picture is.
        if (typeof body.cover === 'string' && body.cover.startsWith('/'))
          matched.image = { url: body.cover, sizes: IMAGE_SIZES.blogCover };
        head.type = 'article';
        crumbs.push({ name: body.title, url: head.canonical ?? pageUrl(chosen) });
        head.jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: body.title,
          description: head.description,
          ...(body.cover ? { image: `${origin}${body.cover}` } : {}),
          datePublished: body.publishedAt,
          inLanguage: lng,
          mainEntityOfPage: pageUrl(chosen),
          author: { '@type': 'Organization', name: shell.organization?.[lng]?.name ?? site.name },
          publisher: {
            '@type': 'Organization',
            name: shell.organization?.[lng]?.name ?? site.name,
            logo: { '@type': 'ImageObject', url: `${origin}${shell.images?.logo ?? ''}` },
          },
        });
      }
    } else if (route.banner) {
      const { status, body } = await api(
        `/api/page-banners?key=${encodeURIComponent(route.banner)}&lang=${lng}`,
        matched.deadline,
      );
      if (status === 200 && body?.image) head.image = `${origin}${body.image}`;
    }

    if (route.jsonLd?.includes('organization') && shell.organization?.[lng]) {
      const org = shell.organization[lng];
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: org.name,
        alternateName: org.alternateName,
        description: org.description,
        url: `${origin}/`,
        logo: `${origin}${shell.images?.logo ?? ''}`,
        address: org.offices.map((office) => ({
          '@type': 'PostalAddress',
          name: office.title,
          streetAddress: office.address,
          ...(office.country ? { addressCountry: office.country } : {}),
        })),
        contactPoint: org.offices.map((office) => ({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          name: office.title,
          email: office.email,
          telephone: office.phone,
          ...(office.country ? { areaServed: office.country } : {}),
        })),
      });
    }
    if (manifest !== shell && crumbs.length > 1) {
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      });
    }
    const alternates = noindex
      ? []
      : [
          ...languages.map((language) => ({ hreflang: language, href: pageUrl(language) })),
          { hreflang: 'x-default', href: pageUrl(undefined) },
        ];
    return render(html, shell, lng, 200, { ...head, url: pageUrl(chosen), alternates });
  }

  /**
   * @param {string} html @param {Manifest} shell @param {string} lng @param {number} status
   * @param {{ title: string, description: string, image: string, type: string, noindex: boolean, canonical?: string, url?: string, jsonLd: unknown[], alternates?: Array<{ hreflang: string, href: string }> }} head
   * @returns {Page}
   */
  function render(html, shell, lng, status, head) {
    const dir = shell.directions?.[lng] ?? 'ltr';
    const title = escapeHtml(head.title);
    const description = escapeHtml(head.description);
    const tags = [
      head.noindex ? '<meta name="robots" content="noindex" />' : '',
      head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
      ...(head.alternates ?? []).map(
        (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" />`,
      ),
      `<meta property="og:type" content="${head.type}" />`,
      `<meta property="og:site_name" content="${escapeHtml(shell.site?.[lng]?.name ?? '')}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      head.url && !head.noindex
        ? `<meta property="og:url" content="${escapeHtml(head.canonical ?? head.url)}" />`
        : '',
      `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
      ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ].filter(Boolean);
    const out = html
      .replace(/<html\b[^>]*>/i, `<html lang="${lng}" dir="${dir}">`)
      .replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`)
      .replace(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${description}" />`)
      .replace(/<\/head>/i, `${tags.join('\n')}\n</head>`);
    return { status, html: out };
  }

  /**
   * A remote's own server: the status of a path from its own route list (no page texts: the site is the shell).
   * @param {string} pathname @returns {Promise<number | undefined>} undefined without a list
   */
  async function remoteStatus(pathname) {
    const own = await shellManifest();
    if (!own) return undefined;
    try {
      const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
      return matchRoute(own.routes, segments) ? 200 : 404;
    } catch {
      return 404;
    }
  }

  /**
   * A remote's own server: the API reads its route list declares for the page at `url` in `language` (what the
   * shell's server reads for it), by read key, each with the page size it asks for; undefined without a list.
   * @param {URL} url @param {string} language @returns {Promise<Map<string, number | undefined> | undefined>}
   */
  async function pageReads(url, language) {
    const own = await shellManifest();
    if (!own) return undefined;
    /** @type {Map<string, number | undefined>} */
    const reads = new Map();
    let segments;
    try {
      segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return reads;
    }
    const match = matchRoute(own.routes, segments);
    for (const { href } of apiHints(match?.route.api, match?.params ?? {}, language)) {
      const pageSize = Number(new URL(href, 'http://localhost').searchParams.get('pageSize'));
      reads.set(readKey(href), Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined);
    }
    return reads;
  }

  const { sitemapIndex, sitemap, sitemapFile, robots } = createSitemaps({
    shellManifest,
    remoteManifest,
    remoteTimeoutMs,
    api,
    apiTarget,
    originOf,
  });

  return {
    page,
    contentVersion,
    sitemapIndex,
    sitemap,
    sitemapFile,
    robots,
    remoteStatus,
    pageReads,
    etagOf: (/** @type {string} */ body) =>
      `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

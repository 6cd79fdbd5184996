// @ts-check
/**
 * What the shell's server writes into a page's HTML so the first view does not wait for one round trip after
 * another (HTML → shell script → remote map → remote manifest → remote entry → exposed module → texts):
 * - the remote map itself, inline (`<script type="application/json" id="remote-map">`, data, not code: CSP allows it),
 *   so the shell does not fetch `/remotes.json` first;
 * - `<link rel="preload">` for the shell's start chunks (its `preload.json`), the first screen's text chunks in the
 *   visitor's likely language, and — on a remote's page — the federation runtime the shell starts, the remote's
 *   manifest, entry and exposed module, and its first texts.
 * Everything is read from the builds at run time (the shell's from disk, a remote's through the remote map, cached
 * briefly): a redeployed remote's new files are hinted on the next request, and a remote that is down simply gets no
 * hints — the page still renders its fallback. A wrong hint costs one unused download, never a broken page.
 */
import path from 'node:path';
import { responsiveSources } from '../contract/image-variants.mjs';
import { escapeHtml, jsonForScript } from './head-tags.mjs';

export const PRELOAD_FILE = 'preload.json';

/**
 * @typedef {{ start?: string[], federation?: string[], locales?: Record<string, Record<string, string[]>>, firstScreen?: Record<string, string[]>, scriptFonts?: Record<string, string[]>, pages?: Record<string, string[]>, fonts?: Record<string, string[]> }} PreloadManifest
 * @typedef {{ name: string, version?: string, assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }} SharedEntry
 * @typedef {{ name: string, assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }} ExposeEntry
 * @typedef {{ metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } }, shared?: SharedEntry[], exposes?: ExposeEntry[] }} FederationManifest
 * @typedef {{ href: string, as: 'script' | 'style' | 'fetch' | 'image' | 'font', credentials?: boolean, srcset?: string, sizes?: string, stylesheet?: boolean }} Hint
 */

/**
 * The language the browser will most likely show: `?lng=`, else the first of Accept-Language the site has (the
 * client's detector reads the URL, then its saved choice, then the browser's language), else English.
 * @param {URL} url @param {string | undefined} acceptLanguage @param {string[]} languages
 */
export function likelyLanguage(url, acceptLanguage, languages) {
  const first = (/** @type {string} */ tag) => tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
  const asked = first(url.searchParams.get('lng') ?? '');
  if (languages.includes(asked)) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = first(part);
    if (languages.includes(tag)) return tag;
  }
  return 'en';
}

/**
 * Each file once, and one of two files with the same content (a build can emit one CSS content as two chunks with the
 * same content hash; the page loads only one of them).
 * @param {string[]} files
 */
export function sameContentOnce(files) {
  const seen = new Set();
  return files.filter((file) => {
    const key = `${/\.([\da-f]{8,})\.\w+$/.exec(file)?.[1] ?? file}${path.extname(file)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** @param {string} file */
const kindOf = (file) => (file.endsWith('.css') ? 'style' : 'script');

/**
 * The text chunks of the first screen: the namespaces for every page (`*`) and for this path, in `lng`.
 * @param {PreloadManifest | undefined} preload @param {string} lng @param {string} pathname
 */
export function textChunks(preload, lng, pathname) {
  if (!preload?.locales) return [];
  const namespaces = [...(preload.firstScreen?.['*'] ?? []), ...(preload.firstScreen?.[pathname] ?? [])];
  return namespaces.flatMap((ns) => preload.locales?.[lng]?.[ns] ?? []);
}

/**
 * The shell's own hints: its start chunks and its first texts (paths from the site's root); on a page with a remote
 * (`withRemote`), the federation runtime it then starts too.
 * `stylesheets`: the page's HTML was rendered on the server, so the start stylesheets are linked (render-blocking,
 * as they must be to style that HTML) instead of preloaded; the chunk loader finds them in the page and reuses them.
 * `assetBase`: where the shell's hashed files are served from (ASSET_BASE_URL, a CDN), else the site's root.
 * @param {{ preload?: PreloadManifest, lng: string, pathname: string, stylesheets?: boolean, withRemote?: boolean, assetBase?: string }} shell
 * @returns {Hint[]}
 */
export function shellHints({
  preload,
  lng,
  pathname,
  stylesheets = false,
  withRemote = false,
  assetBase = '/',
}) {
  const files = [
    ...(preload?.start ?? []),
    // The language's own font stylesheet (Korean), which the rendered text needs as much as the start stylesheets.
    ...(stylesheets ? (preload?.scriptFonts?.[lng] ?? []) : []),
    // A lazily loaded page rendered here (/news, /search): its own chunk's stylesheets.
    ...(stylesheets ? (preload?.pages?.[pathname.toLowerCase().replace(/\/+$/, '') || '/'] ?? []) : []),
    ...(withRemote ? (preload?.federation ?? []) : []),
    ...textChunks(preload, lng, pathname),
  ];
  /** @type {Hint[]} */
  const hinted = sameContentOnce(files).map((file) => {
    const as = kindOf(file);
    return as === 'style' && stylesheets
      ? { href: `${assetBase}${file}`, as, stylesheet: true }
      : { href: `${assetBase}${file}`, as };
  });
  // The fonts the rendered text is first drawn with, fetched beside the style sheets rather than after them: there
  // when the text is first laid out, so no face swaps in after the first paint (FIRST_VIEW_FONTS).
  const fonts = stylesheets ? (preload?.fonts?.[lng] ?? []) : [];
  for (const file of fonts) hinted.push({ href: `${assetBase}${file}`, as: 'font' });
  return hinted;
}

/**
 * What the first paint of a page rendered on the server needs, and nothing else: its style sheets and its fonts.
 * @param {Hint} hint
 */
export const paintsFirst = (hint) => hint.stylesheet === true || hint.as === 'font';

/**
 * A remote's hints for a page it renders: its manifest (fetched by the federation runtime), its entry, the
 * exposed module's chunks, its first texts. Never its shared modules: the shell provides every one of them. Files are
 * where the federation runtime will load them: at the manifest's `publicPath` when the remote's server set one (its
 * CDN, REMOTE_<NAME>_ASSET_BASE), else beside the manifest.
 * @param {{ manifestUrl: string, federation?: FederationManifest, preload?: PreloadManifest, module: string, lng: string }} remote
 * @returns {Hint[]}
 */
export function remoteHints({ manifestUrl, federation, preload, module, lng }) {
  if (!federation) return [];
  const publicPath = federation.metaData?.publicPath;
  const base = publicPath && /^https?:\/\//.test(publicPath) ? publicPath : manifestUrl;
  const at = (/** @type {string} */ file) => new URL(file, base).href;
  /** @type {Hint[]} */
  const hints = [{ href: manifestUrl, as: 'fetch' }];
  const entry = federation.metaData?.remoteEntry;
  if (entry?.name) hints.push({ href: at(path.posix.join(entry.path ?? '', entry.name)), as: 'script' });
  const exposed = (federation.exposes ?? []).find((item) => item.name === module);
  const files = [
    ...(exposed?.assets?.css?.sync ?? []),
    ...(exposed?.assets?.js?.sync ?? []),
    ...textChunks(preload, lng, '*'),
  ];
  for (const file of sameContentOnce(files)) hints.push({ href: at(file), as: kindOf(file) });
  return hints;
}

/**
 * The page's first API reads (its route's `api`, see route-manifest.mjs) as the API client will ask for them: under
 * `/api`, the route's parameters filled in, `lang` last, with credentials (the client sends its cookies).
 * @param {string[] | undefined} reads @param {Record<string, string>} params @param {string} lng
 * @returns {Hint[]}
 */
export function apiHints(reads, params, lng) {
  return (reads ?? []).map((read) => {
    const filled = read.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? ''));
    return {
      href: `/api/${filled}${filled.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lng)}`,
      as: 'fetch',
      credentials: true,
    };
  });
}

/**
 * The first screen's main image (the largest paint of a product page), as its `<picture>` will ask for it: the same
 * WebP `srcset` and `sizes` (shared-ui/contract/image-variants.mjs), so the browser picks the same file, at high priority.
 * @param {string} url the upload's address @param {string} sizes
 * @returns {Hint[]}
 */
export function imageHints(url, sizes) {
  const sources = responsiveSources(url);
  return sources ? [{ href: sources.fallback, as: 'image', srcset: sources.srcSet, sizes }] : [];
}

/**
 * The tags: the remote map (data) and the preload links. `fetch` preloads are CORS requests without credentials,
 * as the federation runtime's own `fetch(manifest)`, or with them for the API; scripts and styles are plain, as the
 * chunk loaders insert them.
 * @param {{ remoteMap: unknown, hints: Hint[] }} parts
 */
export function firstViewTags({ remoteMap, hints }) {
  const links = hints.map((hint) =>
    hint.as === 'image'
      ? `<link rel="preload" href="${escapeHtml(hint.href)}" as="image" imagesrcset="${escapeHtml(hint.srcset ?? '')}" imagesizes="${escapeHtml(hint.sizes ?? '')}" fetchpriority="high" />`
      : hint.as === 'font'
        ? `<link rel="preload" href="${escapeHtml(hint.href)}" as="font" type="font/woff2" crossorigin />`
        : hint.as === 'fetch'
          ? `<link rel="preload" href="${escapeHtml(hint.href)}" as="fetch" crossorigin="${hint.credentials ? 'use-credentials' : 'anonymous'}" />`
          : hint.stylesheet
            ? `<link rel="stylesheet" href="${escapeHtml(hint.href)}" />`
            : `<link rel="preload" href="${escapeHtml(hint.href)}" as="${hint.as}" />`,
  );
  return [
    `<script type="application/json" id="remote-map">${jsonForScript(remoteMap)}</script>`,
    ...links,
  ].join('\n');
}

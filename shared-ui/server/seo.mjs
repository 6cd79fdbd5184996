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
import { readKey } from '../contract/page-data.mjs';
import { apiHints } from './first-view.mjs';
import { createPageHead } from './page-head.mjs';
import { createSeoReads } from './seo-reads.mjs';
import { matchRoute } from './seo-routes.mjs';
import { createShellPage } from './shell-page.mjs';
import { createSitemaps } from './sitemap.mjs';

// What other modules and tests import from here.
export { escapeHtml, jsonForScript } from './head-tags.mjs';
export { MANIFEST_FILE, matchRoute } from './seo-routes.mjs';
export { RENDER_SECRET_HEADER } from './shell-page.mjs';

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
  const reads = createSeoReads({ root, env, apiTarget, fetch: fetchImpl, log });
  const { shellManifest, remoteManifest, remoteTimeoutMs, api, originOf, contentVersion } = reads;
  const { pageWithHead } = createPageHead(reads);
  const { page } = createShellPage({ root, env, apiTarget, reads, pageWithHead });

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

// @ts-check
/**
 * The shell answers every page itself (seo.mjs): 200 for a real route and 404 for anything else, whatever the Accept
 * header, with the HTML's head written for the URL and its language (cached: page-cache.mjs), plus /sitemap.xml,
 * /sitemap-<lng>.xml, the record sitemaps and /robots.txt — generated answers revalidated by ETag, gzip when accepted.
 */
import { stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { withAssetBase } from './asset-base.mjs';
import { matchesEtag } from './file-server.mjs';

/**
 * What this module uses of seo.mjs's `createSeo`.
 * @typedef {Pick<ReturnType<typeof import('./seo.mjs').createSeo>,
 *   'robots' | 'sitemapIndex' | 'sitemap' | 'sitemapFile' | 'page' | 'etagOf'>} ShellSeo
 */

/**
 * @param {object} options
 * @param {ShellSeo} options.seo the page, sitemap and robots answers (seo.mjs, sitemap.mjs)
 * @param {ReturnType<typeof import('./page-cache.mjs').createPageCache>} options.pageCache
 * @param {Record<string, string>} options.baseHeaders the headers of every answer (security-headers.mjs)
 * @param {(req: import('node:http').IncomingMessage) => string} options.csp the Content-Security-Policy of a page
 * @param {string | undefined} options.ownAssetBase where the pages' hashed files are loaded from (asset-base.mjs)
 * @param {(pathname: string) => string | undefined} options.resolveInside a URL path's file in the build (file-server.mjs)
 */
export function createShellPages({ seo, pageCache, baseHeaders, csp, ownAssetBase, resolveInside }) {
  /**
   * Sends a generated text answer (HTML page, sitemap, robots.txt): revalidated by ETag, gzip when accepted.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {{ status: number, type: string, body: string }} answer
   * @param {Record<string, string>} [pageHeaders] a page's caching headers (page-cache.mjs)
   */
  function sendGenerated(req, res, answer, pageHeaders) {
    // The shell's pages name their hashed files at the CDN when there is one (the same build, any origin).
    if (answer.type.startsWith('text/html')) {
      answer = { ...answer, body: withAssetBase(answer.body, ownAssetBase) };
    }
    const etag = seo.etagOf(answer.body);
    /** @type {Record<string, string>} */
    const headers = {
      ...baseHeaders,
      'Content-Type': answer.type,
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (answer.type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = csp(req);
      // A page is rendered and hinted in the visitor's likely language (seo.mjs).
      headers.Vary = 'Accept-Encoding, Accept-Language';
    }
    Object.assign(headers, pageHeaders);
    if (answer.status === 503) headers['Retry-After'] = '60';
    if (answer.status === 200 && matchesEtag(req.headers['if-none-match'], headers.ETag ?? etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = Buffer.from(answer.body);
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The shell's generated answers; false when the path is a file of the build (served as it is).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname
   */
  async function serveShell(req, res, pathname) {
    if (pathname === '/robots.txt') {
      sendGenerated(req, res, await seo.robots(req));
      return true;
    }
    if (pathname === '/sitemap.xml') {
      sendGenerated(req, res, await seo.sitemapIndex(req));
      return true;
    }
    const recordFile = /^\/sitemap-([a-z]{2})-([a-z]+-\d+)\.xml$/.exec(pathname);
    if (recordFile) {
      const answer = await seo.sitemapFile(req, recordFile[1] ?? '', recordFile[2] ?? '');
      if (answer && 'headers' in answer) {
        res.writeHead(answer.status, { ...baseHeaders, 'Cache-Control': 'no-cache', ...answer.headers });
        if (req.method === 'HEAD') {
          answer.body.destroy();
          res.end();
        } else answer.body.on('error', () => res.destroy()).pipe(res);
        return true;
      }
      if (answer) {
        sendGenerated(req, res, answer);
        return true;
      }
    }
    const perLanguage = /^\/sitemap-([a-z]{2})\.xml$/.exec(pathname);
    if (perLanguage) {
      const answer = await seo.sitemap(req, perLanguage[1] ?? '');
      if (answer) {
        sendGenerated(req, res, answer);
        return true;
      }
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = undefined;
    }
    const file = decoded === undefined ? undefined : resolveInside(decoded);
    const info = file && pathname !== '/' ? await stat(file).catch(() => null) : null;
    // The server renderer (ssr/) is the server's own code, not a file of the site: its paths are pages (404).
    if (info?.isFile() && !/^\/ssr(\/|$)/i.test(decoded ?? '')) return false;
    const page = await pageCache.page(req, () => seo.page(req));
    if (!page) return false;
    if ('notModified' in page) {
      res.writeHead(304, {
        ...baseHeaders,
        'Content-Security-Policy': csp(req),
        ...page.headers,
      });
      res.end();
      return true;
    }
    sendGenerated(
      req,
      res,
      { status: page.status, type: 'text/html; charset=utf-8', body: page.html },
      page.headers,
    );
    return true;
  }

  return { serveShell };
}

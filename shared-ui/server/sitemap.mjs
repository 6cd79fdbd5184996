// @ts-check
/**
 * What the shell's server tells crawlers about the whole site (split from ./seo.mjs, which gives it its reads):
 * - /sitemap.xml: an index of one file per language and the API's record files;
 * - /sitemap-<lng>.xml: every public page of the route manifests with its alternates and last change;
 * - /sitemap-<lng>-<file>.xml: products and blog posts in files of at most SITEMAP_PAGE_SIZE URLs, streamed from the
 *   API as it writes them (the shell never holds one);
 * - /robots.txt: the private mounts and the API kept out, the uploads allowed, the sitemap named.
 */
import http from 'node:http';
import https from 'node:https';

/** The API's sitemap files (products and blog posts, paged by id: `products-1`, `blogs-1`, …). */
const SITEMAP_FILE = /^(products|blogs)-[1-9]\d{0,6}$/;

/**
 * What the sitemaps read of a route manifest (`routes.json`: ./seo-routes.mjs's Manifest).
 * @typedef {object} SiteManifest
 * @property {string[]} languages
 * @property {Array<{ path: string, index: boolean, data?: { kind: 'product', group: string } | { kind: 'blog', division: string } }>} routes
 * @property {Array<{ path: string, remote: string, private?: boolean }>} [mounts]
 */

/**
 * @param {{
 *   shellManifest: () => Promise<SiteManifest | undefined>,
 *   remoteManifest: (remote: string, deadline: number) => Promise<SiteManifest | undefined>,
 *   remoteTimeoutMs: number,
 *   api: (pathAndQuery: string) => Promise<{ status: number, body: any }>,
 *   apiTarget: string | undefined,
 *   originOf: (req: import('node:http').IncomingMessage) => string,
 * }} deps the shell server's reads (./seo-reads.mjs): its own manifest, the remotes', the API, the request's origin
 */
export function createSitemaps({ shellManifest, remoteManifest, remoteTimeoutMs, api, apiTarget, originOf }) {
  /** Every manifest of the site: the shell's and the public remotes' (private mounts are not listed). */
  async function publicManifests() {
    const shell = await shellManifest();
    if (!shell) return { shell: undefined, manifests: [] };
    const names = [...new Set((shell.mounts ?? []).filter((m) => !m.private).map((m) => m.remote))];
    const deadline = Date.now() + remoteTimeoutMs;
    const loaded = await Promise.all(names.map((name) => remoteManifest(name, deadline)));
    return { shell, manifests: [shell, ...loaded.filter((m) => m !== undefined)] };
  }

  /**
   * Every public page of the site (without its language) with its last change when the database knows it (a product
   * list: its group's newest product; a blog: its newest post), and the API's record files (products and blog posts,
   * paged: issue 37), served per language as /sitemap-<lng>-<name>.xml.
   * @returns {Promise<{ languages: string[], urls: Array<{ path: string, lastmod?: string }>, files: Array<{ name: string, lastmod: string }> } | undefined>}
   *   undefined when the API cannot say which products and posts exist
   */
  async function siteUrls() {
    const { shell, manifests } = await publicManifests();
    if (!shell) return undefined;
    const { status, body } = await api('/api/sitemap');
    if (status !== 200 || !body || !Array.isArray(body.files)) return undefined;
    /** @type {{ groups?: Record<string, string>, blogs?: Record<string, string> }} */
    const newest = body.lastmod ?? {};
    /** @type {Map<string, string>} path → lastmod */
    const lastmod = new Map();
    const later = (/** @type {string | undefined} */ a, /** @type {string | undefined} */ b) =>
      a && (!b || a > b) ? a : b;
    for (const manifest of manifests) {
      for (const route of manifest.routes) {
        const parent = route.path.split('/').slice(0, -1).join('/');
        let changed;
        if (route.data?.kind === 'product') changed = newest.groups?.[route.data.group];
        else if (route.data?.kind === 'blog')
          changed = later(newest.blogs?.[route.data.division], newest.blogs?.all);
        const value = later(lastmod.get(parent), changed);
        if (value) lastmod.set(parent, value);
      }
    }
    const pages = manifests.flatMap((manifest) =>
      manifest.routes.filter((route) => route.index).map((route) => route.path),
    );
    return {
      languages: shell.languages,
      urls: pages.map((page) => ({
        path: page,
        ...(lastmod.has(page) ? { lastmod: lastmod.get(page) } : {}),
      })),
      /** @type {Array<{ name: string, lastmod: string }>} */
      files: body.files.filter(
        (/** @type {{ name: unknown }} */ f) => typeof f.name === 'string' && SITEMAP_FILE.test(f.name),
      ),
    };
  }

  /** @param {string} text */
  const xml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  /** @param {import('node:http').IncomingMessage} req @returns {Promise<{ status: number, type: string, body: string }>} */
  async function sitemapIndex(req) {
    const site = await siteUrls();
    if (!site) return unavailable();
    const origin = originOf(req);
    const newest = site.urls.reduce((max, url) => (url.lastmod && url.lastmod > max ? url.lastmod : max), '');
    const entry = (/** @type {string} */ name, /** @type {string} */ lastmod) =>
      `<sitemap><loc>${xml(`${origin}/${name}.xml`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</sitemap>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...site.languages.flatMap((lng) => [
        entry(`sitemap-${lng}`, newest),
        ...site.files.map((file) => entry(`sitemap-${lng}-${file.name}`, file.lastmod)),
      ]),
      '</sitemapindex>',
      '',
    ].join('\n');
    return { status: 200, type: 'application/xml; charset=utf-8', body };
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {string} lng
   * @returns {Promise<{ status: number, type: string, body: string } | undefined>} undefined: no such language
   */
  async function sitemap(req, lng) {
    const shell = await shellManifest();
    if (!shell?.languages.includes(lng)) return undefined;
    const site = await siteUrls();
    if (!site) return unavailable();
    const origin = originOf(req);
    const href = (/** @type {string} */ page, /** @type {string | undefined} */ language) =>
      xml(`${origin}${page}${language ? `?lng=${language}` : ''}`);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...site.urls.map((url) =>
        [
          `<url><loc>${href(url.path, lng)}</loc>`,
          url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '',
          ...site.languages.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${language}" href="${href(url.path, language)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(url.path, undefined)}"/>`,
          '</url>',
        ].join(''),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return { status: 200, type: 'application/xml; charset=utf-8', body };
  }

  /**
   * A record file of the sitemap, streamed from the API as is (gzip when the crawler accepts it; ETag revalidation
   * passed through): the shell never holds the file. undefined: no such language or file name.
   * @param {import('node:http').IncomingMessage} req @param {string} lng @param {string} name
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: import('node:stream').Readable } | { status: number, type: string, body: string } | undefined>}
   */
  async function sitemapFile(req, lng, name) {
    const shell = await shellManifest();
    if (!shell?.languages.includes(lng) || !SITEMAP_FILE.test(name)) return undefined;
    if (!apiTarget) return unavailable();
    const url = new URL(
      `/api/sitemap/${lng}/${name}.xml?origin=${encodeURIComponent(originOf(req))}`,
      apiTarget,
    );
    /** @type {Record<string, string>} */
    const headers = {};
    for (const header of ['accept-encoding', 'if-none-match']) {
      const value = req.headers[header];
      if (typeof value === 'string') headers[header] = value;
    }
    /** @type {import('node:http').IncomingMessage | undefined} */
    const answer = await new Promise((resolve) => {
      const upstream = (url.protocol === 'https:' ? https : http).get(
        url,
        { headers, timeout: 5000 },
        resolve,
      );
      upstream.on('timeout', () => upstream.destroy());
      upstream.on('error', () => resolve(undefined));
    });
    if (!answer) return unavailable();
    const status = answer.statusCode ?? 502;
    if (status === 404) {
      answer.resume();
      return undefined;
    }
    if (status !== 200 && status !== 304) {
      answer.resume();
      return unavailable();
    }
    /** @type {import('node:http').IncomingHttpHeaders} */
    const passed = {};
    for (const header of ['content-type', 'content-encoding', 'etag', 'last-modified', 'vary']) {
      if (answer.headers[header] !== undefined) passed[header] = answer.headers[header];
    }
    return { status, headers: passed, body: answer };
  }

  function unavailable() {
    return {
      status: 503,
      type: 'text/plain; charset=utf-8',
      body: 'The sitemap is unavailable while the API is down.\n',
    };
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function robots(req) {
    const shell = await shellManifest();
    const privatePaths = (shell?.mounts ?? []).filter((m) => m.private).map((m) => m.path);
    const body = [
      'User-agent: *',
      ...privatePaths.map((p) => `Disallow: ${p}`),
      'Disallow: /api/',
      // Product and blog images are public content, shown in link previews.
      'Allow: /api/uploads/',
      '',
      `Sitemap: ${originOf(req)}/sitemap.xml`,
      '',
    ].join('\n');
    return { status: 200, type: 'text/plain; charset=utf-8', body };
  }

  return { sitemapIndex, sitemap, sitemapFile, robots };
}

// @ts-check
/**
 * Route manifests: what each front end publishes about its pages, as `routes.json` beside its build (a remote's
 * lies next to its `mf-manifest.json`). The shell's server reads them at run time — its own from disk, the remotes'
 * through the remote map — to answer honest status codes (a path that is no route is a 404) and to write each
 * page's title, description and links into the HTML before any script runs. The texts are the pages' own: the same
 * translation keys, resolved here from the same locale files for every language. A redeployed remote publishes its
 * new routes with it; the shell needs no rebuild.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMAGE_SIZES } from '@aurinko/contract/image-variants';
import { directionOf, LANGUAGES } from '@aurinko/contract/languages';

export const MANIFEST_FILE = 'routes.json';

const packageRoot = (/** @type {string} */ name) =>
  path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const sharedUi = packageRoot('@aurinko/shared-ui');
const divisionPages = packageRoot('@aurinko/division-pages');
/** Locale folders of the packages every app reads: the division pages' namespaces and the core's (company, common). */
export const SHARED_LOCALE_DIRS = [path.join(divisionPages, 'locales'), path.join(sharedUi, 'src/locales')];

/**
 * The division pages' TypeScript tables (@aurinko/division-pages), loaded as they are (Node strips the types), so the
 * build and the pages read one source. The paths are built at run time: they are modules of the site, not of this
 * build script.
 * @param {string} relative path from the package's folder (shared-ui/division)
 * @returns {Promise<any>}
 */
const divisionModule = (relative) => import(pathToFileURL(path.join(divisionPages, relative)).href);

/**
 * @typedef {{ title: string, description: string, template?: string }} MetaKeys translation keys `ns:key`;
 *   `template` (with `{{page}}`) makes the tab title, else "<title> – <company short name>"
 * @typedef {{ kind: 'product', group: string } | { kind: 'blog', division: string }} RouteData a page showing one
 *   record of the API: the server checks that it exists (else 404) and takes its name, text and image
 * @typedef {{ read: string, field: string, sizes: string }} ListImage the first item's `field` (an upload's address)
 *   of the list `read` (one of the route's `api`), shown with `sizes`
 * @typedef {object} RouteSpec a route as an app declares it
 * @property {string} path e.g. `/human/about`, `/human/Wellness/:productId`
 * @property {MetaKeys} [meta] the page's texts (pages without `data`)
 * @property {RouteData} [data]
 * @property {boolean} [noindex] kept out of search engines and the sitemap
 * @property {string} [banner] page-banner key whose image is the page's preview image
 * @property {string[]} [jsonLd] structured data the server adds (`organization`)
 * @property {ListImage} [image] the page's largest paint is the first item of one of its reads (a range's first product):
 *   the server hints that picture (`<link rel="preload" imagesrcset>`), as the page will ask for it
 * @property {string[]} [api] the API reads the page makes first, relative to `/api` with the route's `:params` and
 *   the query as the page's API client writes it (the client adds `lang`): the shell's server hints them in the HTML
 *   so the data is on its way before the scripts that ask for it run (shared-ui/server/first-view.mjs)
 */

/**
 * Reads translations from locale folders (`<dir>/<lng>/<namespace>.json`, the first folder having the namespace
 * wins); `t(lng, 'ns:a.b.0', {name})` like i18next's keys, English when a key is missing.
 * @param {string[]} dirs
 */
export function localeTexts(dirs) {
  /** @type {Map<string, unknown>} */
  const files = new Map();
  /** @param {string} lng @param {string} ns */
  const namespace = (lng, ns) => {
    const key = `${lng}/${ns}`;
    if (!files.has(key)) {
      const dir = dirs.find((candidate) => existsSync(path.join(candidate, lng, `${ns}.json`)));
      files.set(key, dir ? JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) : undefined);
    }
    return files.get(key);
  };
  /** @param {string} lng @param {string} key @param {Record<string, string>} [values] @returns {string} */
  const t = (lng, key, values = {}) => {
    const [ns = '', rest = ''] = key.split(':');
    /** @param {string} language */
    const find = (language) =>
      rest
        .split('.')
        .reduce(
          (/** @type {any} */ node, part) => (node && typeof node === 'object' ? node[part] : undefined),
          namespace(language, ns),
        );
    const found = find(lng);
    const text = typeof found === 'string' ? found : find('en');
    if (typeof text !== 'string') throw new Error(`route manifest: no text for "${key}" (${lng})`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '');
  };
  /** @param {string} lng @param {string} key @returns {unknown} */
  const raw = (lng, key) => {
    const [ns = '', rest = ''] = key.split(':');
    return rest.split('.').reduce((/** @type {any} */ node, part) => node?.[part], namespace(lng, ns));
  };
  return { t, raw };
}

/**
 * Media lists whose first item's picture is the largest paint: which of the page's reads is the list, the item's
 * field and the picture's `sizes` (media-pages.tsx), so the server hints it with its srcset (issue 36).
 * @type {Record<string, { list: number, field: string, sizes: string }>}
 */
const LIST_IMAGES = {
  blog: { list: 1, field: 'cover', sizes: IMAGE_SIZES.blogCard },
  photo_gallery: { list: 2, field: 'image', sizes: IMAGE_SIZES.galleryPhoto },
};

/** The routes of a division remote: home, the shared pages, its product pages and their products, blog posts. */
export async function divisionRoutes(/** @type {string} */ division) {
  const { PRODUCT_PAGES, SHARED_PAGES, relatedProductsQuery } = await divisionModule(
    'catalogue/product-pages.ts',
  );
  const { SHARED_PAGE_META, divisionHomeMeta, productPageMeta } = await divisionModule('seo/page-meta.ts');
  // Each page's first reads (page-reads.ts, the pages' own): the server renders the page whole with their answers.
  const { rangePageReads, sharedPageReads, blogPostReads, divisionFrameReads, divisionHomeReads } =
    await divisionModule('pages/page-reads.ts');
  /** @type {RouteSpec[]} */
  const routes = [
    {
      path: `/${division}`,
      meta: divisionHomeMeta(division),
      // The home's hero, slider and banners (contentApi.banners), its first screen.
      api: divisionHomeReads(division),
      // Its largest paint is the hero picture (the first read's first banner): hinted with its srcset.
      image: { read: divisionHomeReads(division)[0], field: 'image', sizes: IMAGE_SIZES.divisionHero },
    },
  ];
  for (const page of /** @type {string[]} */ (SHARED_PAGES)) {
    routes.push({
      path: `/${division}/${page}`,
      meta: SHARED_PAGE_META[page],
      api: sharedPageReads(division, page),
      // The list's read comes after the banners' (sharedPageReads).
      ...(LIST_IMAGES[page]
        ? {
            image: {
              read: sharedPageReads(division, page)[LIST_IMAGES[page].list],
              field: LIST_IMAGES[page].field,
              sizes: LIST_IMAGES[page].sizes,
            },
          }
        : {}),
    });
  }
  routes.push({
    path: `/${division}/blog/:slug`,
    data: { kind: 'blog', division },
    api: blogPostReads(division),
  });
  for (const page of PRODUCT_PAGES[division]) {
    routes.push({
      path: `/${division}/${page.routeKey}`,
      meta: productPageMeta(page.titleKey),
      banner: `${division}/${page.routeKey}`,
      api: rangePageReads(division, page.routeKey, page.group),
      // The first product's picture is the range page's largest paint on a phone: hinted with its srcset.
      image: {
        read: rangePageReads(division, page.routeKey, page.group)[1],
        field: 'image',
        sizes: IMAGE_SIZES.productCard,
      },
    });
    routes.push({
      path: `/${division}/${page.routeKey}/:productId`,
      data: { kind: 'product', group: page.group },
      // The product, and the "more in this range" list beside it (ProductDetailPage).
      api: [
        'products/:productId',
        `products?${new URLSearchParams(Object.entries(relatedProductsQuery(page.group)).map(([k, v]) => [k, String(v)]))}`,
        ...divisionFrameReads(division),
      ],
    });
  }
  return routes;
}

/**
 * The route manifest of a division remote, as its build writes it (its routes, no locale folders of its own): what
 * the remotes' contract test (`@aurinko/division-pages/testing`) checks the pages' titles against.
 * @param {string} division
 */
export async function divisionRouteManifest(division) {
  return buildRouteManifest({ app: division, routes: await divisionRoutes(division), localeDirs: [] });
}

/**
 * The manifest of one app: its routes with their texts in every language, each page's breadcrumb trail (the
 * routes its path passes through, from the site's home), and the title format of pages named by their data.
 * `extra` adds site-wide data (the shell: mounts, not-found texts, organization).
 * @param {{ app: string, routes: RouteSpec[], localeDirs: string[], extra?: (texts: ReturnType<typeof localeTexts>, languages: readonly string[]) => Record<string, unknown> | Promise<Record<string, unknown>> }} options
 */
export async function buildRouteManifest({ app, routes, localeDirs, extra }) {
  const { TITLE_TEMPLATE } = await divisionModule('seo/page-meta.ts');
  /** @type {readonly string[]} */
  const languages = LANGUAGES;
  const texts = localeTexts([...localeDirs, ...SHARED_LOCALE_DIRS]);
  const { t } = texts;
  /** @template T @param {(lng: string) => T} value @returns {Record<string, T>} */
  const each = (value) => Object.fromEntries(languages.map((lng) => [lng, value(lng)]));
  /** @param {MetaKeys | undefined} meta @param {string} lng */
  const titleFormat = (meta, lng) => {
    if (!meta?.template) return `{{page}}${TITLE_TEMPLATE.join}${t(lng, TITLE_TEMPLATE.key)}`;
    return meta.template.includes('{{') ? meta.template : t(lng, meta.template, { page: '{{page}}' });
  };
  const byPath = new Map(routes.map((route) => [route.path.toLowerCase(), route]));
  const home = { path: '/', name: each((lng) => t(lng, 'company:shortName')) };
  return {
    version: 1,
    app,
    languages,
    directions: each((lng) =>
      directionOf(/** @type {import('@aurinko/contract/languages').Language} */ (lng)),
    ),
    titleFormat: each((lng) => titleFormat(undefined, lng)),
    routes: routes.map((route) => {
      const meta = route.meta;
      const segments = route.path.split('/').filter(Boolean);
      const trail = segments
        .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
        .map((prefix) => byPath.get(prefix.toLowerCase()))
        .filter((step) => step?.meta)
        .map((step) => ({ path: step?.path, name: each((lng) => t(lng, step?.meta?.title ?? '')) }));
      return {
        path: route.path,
        ...(route.noindex || route.path.includes(':') ? { index: false } : { index: true }),
        ...(route.noindex ? { noindex: true } : {}),
        ...(route.data ? { data: route.data } : {}),
        ...(route.banner ? { banner: route.banner } : {}),
        ...(route.jsonLd ? { jsonLd: route.jsonLd } : {}),
        ...(route.api ? { api: route.api } : {}),
        ...(route.image ? { image: route.image } : {}),
        ...(meta
          ? {
              meta: each((lng) => ({
                title: titleFormat(meta, lng).replace('{{page}}', t(lng, meta.title)),
                description: t(lng, meta.description),
              })),
            }
          : { titleFormat: each((lng) => titleFormat(meta, lng)) }),
        breadcrumb: route.path === '/' ? [] : [home, ...trail],
      };
    }),
    ...(extra ? await extra(texts, languages) : {}),
  };
}

/**
 * Rsbuild plugin: writes the app's `routes.json` into its build folder after each production build.
 * @param {{ app: string, routes: () => Promise<RouteSpec[]> | RouteSpec[], localeDirs?: string[], extra?: Parameters<typeof buildRouteManifest>[0]['extra'] }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginRouteManifest({ app, routes, localeDirs = [], extra }) {
  return {
    name: 'aurinko:route-manifest',
    setup(api) {
      api.onAfterBuild(async () => {
        const manifest = await buildRouteManifest({ app, routes: await routes(), localeDirs, extra });
        writeFileSync(path.join(api.context.distPath, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
      });
    },
  };
}

// @ts-check
/**
 * Preload manifests: which files of a build a first view needs before its scripts could ask for them, as
 * `preload.json` beside the build's `mf-manifest.json`. The shell's server reads its own and the route's remote's
 * (through the remote map, like `routes.json`) and writes `<link rel="preload">` hints into the HTML, so the browser
 * fetches the whole chain — the shell's start chunks, the remote's entry and exposed module, the language's texts —
 * at once instead of one round trip after another. Hints only: a stale or missing manifest costs a wasted or a
 * missing early fetch, never a broken page, and a redeployed remote publishes its new files with it.
 *
 * {
 *   "start": ["static/js/async/5f.js", "static/css/async/5f.css"],   // the chunk of `startModule` and its siblings
 *   "federation": ["static/js/async/2d.js"],                            // the same for `federationModule` (shell)
 *   "locales": { "en": { "navbar": ["static/js/async/26.js"] } },       // per language and namespace
 *   "firstScreen": { "*": ["navbar", "common"], "/": ["home"] },        // namespaces every page / one path needs
 *   "pages": { "/news": ["static/css/async/7a.css"] },                  // a page's own chunk's stylesheets (shell)
 *   "fonts": { "ar": ["static/font/noto-sans-arabic-first.5c.woff2"] }  // the fonts a language's first view draws with
 * }
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sameContentOnce } from '@aurinko/web-server/first-view';

export const PRELOAD_FILE = 'preload.json';

/** A translation file of the site: `…/locales/<lng>/<namespace>.json`. */
const LOCALE_MODULE = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/**
 * @typedef {object} PreloadManifest
 * @property {string[]} start
 * @property {string[]} [federation] the chunks of the federation runtime (the shell's), needed by a page with a remote
 * @property {Record<string, Record<string, string[]>>} locales
 * @property {Record<string, string[]>} firstScreen
 * @property {Record<string, string[]>} scriptFonts language → the stylesheets of its own fonts (fonts-<lng>.css)
 * @property {Record<string, string[]>} [fonts] language → the font files its first view draws with (FIRST_VIEW_FONTS)
 * @property {Record<string, string[]>} [pages] path → the stylesheets of the page's own chunk (a lazily loaded page the
 *   server renders whole: its HTML needs them as much as the start stylesheets)
 */

/**
 * The fonts each language's first view draws with: the faces its stack lists first (shared-ui/src/styles/tokens.css,
 * the first-view subsets of first/ for Arabic, Korean and Russian, the full Latin face for the others), by file name.
 * A page the server rendered preloads them with its stylesheets, so they are there when the text is first laid out:
 * discovered only once the style sheet is parsed and the text laid out, they arrived after the first paint and
 * swapped in — the fallback faces keep each line's length only on average, and a paragraph of Arabic or Korean with
 * Latin names in it broke its lines differently (the About page in Arabic: CLS 0.23; the Korean blog: 0.18).
 * Adding a language: one entry here (with its fonts).
 * @type {Record<string, string[]>}
 */
export const FIRST_VIEW_FONTS = {
  en: ['noto-sans-latin-wght-normal'],
  fr: ['noto-sans-latin-wght-normal'],
  es: ['noto-sans-latin-wght-normal'],
  ar: ['noto-sans-latin-first', 'noto-sans-arabic-first'],
  ko: ['noto-sans-latin-first', 'noto-sans-kr-first-400', 'noto-sans-kr-first-700'],
  ru: ['noto-sans-latin-first', 'noto-sans-cyrillic-first'],
};

/**
 * The emitted files of FIRST_VIEW_FONTS, per language (`name.<hash>.woff2` in the build's assets).
 * @param {Array<{ name?: string }> | undefined} assets @param {Record<string, string[]>} fonts
 * @returns {Record<string, string[]>}
 */
export function firstViewFontFiles(assets, fonts = FIRST_VIEW_FONTS) {
  const names = (assets ?? []).map((asset) => asset.name ?? '').filter((name) => name.endsWith('.woff2'));
  return Object.fromEntries(
    Object.entries(fonts).map(([lng, stems]) => [
      lng,
      stems.flatMap((stem) =>
        names.filter((name) => new RegExp(`(^|/)${stem}\\.[\\da-f]+\\.woff2$`).test(name)),
      ),
    ]),
  );
}

/**
 * Builds the manifest from the compilation's chunk list (rspack stats JSON, `chunks` with `modules`).
 * @param {{ assets?: Array<{ name?: string }>, chunks?: Array<{ id?: string | number | null, files?: string[], siblings?: Array<string | number>, modules?: Array<{ name?: string, identifier?: string, modules?: Array<{ name?: string, identifier?: string }> }> }> }} stats
 * @param {{ startModule?: RegExp, federationModule?: RegExp, firstScreen?: Record<string, string[]>, pages?: Record<string, RegExp>, fonts?: boolean }} options
 *   `fonts`: list the first-view fonts (the app that serves the page's HTML and its style sheets: the shell)
 * @returns {PreloadManifest}
 */
export function buildPreloadManifest(
  stats,
  { startModule, federationModule, firstScreen = {}, pages, fonts = false },
) {
  const chunks = stats.chunks ?? [];
  /** @param {(typeof chunks)[number]} chunk */
  const moduleNames = (chunk) =>
    (chunk.modules ?? []).flatMap((module) => [
      module.name ?? module.identifier ?? '',
      ...(module.modules ?? []).map((inner) => inner.name ?? inner.identifier ?? ''),
    ]);
  /** @param {(typeof chunks)[number]} chunk */
  const filesOf = (chunk) => (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file));

  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  /**
   * The files of the chunk holding `module` and of the chunks loaded with it (its siblings: react, the router, …).
   * @param {RegExp | undefined} module
   */
  const loadedWith = (module) => {
    const first = module && chunks.find((chunk) => moduleNames(chunk).some((name) => module.test(name)));
    if (!first) return [];
    return sameContentOnce(
      [
        first,
        ...(first.siblings ?? []).map((id) => byId.get(String(id))).filter((chunk) => chunk !== undefined),
      ].flatMap(filesOf),
    ).sort();
  };
  const start = loadedWith(startModule);
  // The federation runtime the shell starts when a page first needs a remote (shell/src/federation/host.ts): the
  // files it needs beyond the start's.
  const federation = loadedWith(federationModule).filter((file) => !start.includes(file));

  /** @type {Record<string, Record<string, string[]>>} */
  const locales = {};
  for (const chunk of chunks) {
    for (const name of moduleNames(chunk)) {
      const match = LOCALE_MODULE.exec(name);
      if (!match) continue;
      const [, lng = '', ns = ''] = match;
      const language = locales[lng] ?? {};
      locales[lng] = language;
      const files = language[ns] ?? [];
      language[ns] = files;
      for (const file of filesOf(chunk)) if (!files.includes(file)) files.push(file);
    }
  }
  // The stylesheets of a script's fonts loaded only for its language (shared-ui/src/styles/fonts-<lng>.css): a page
  // the server renders in that language links them, as the browser would load them once it runs.
  /** @type {Record<string, string[]>} */
  const scriptFonts = {};
  for (const chunk of chunks) {
    for (const name of moduleNames(chunk)) {
      const lng = /[\\/]fonts-([a-z]{2})\.css$/.exec(name)?.[1];
      if (!lng) continue;
      const files = scriptFonts[lng] ?? [];
      scriptFonts[lng] = files;
      // Its chunk and the chunks loaded with it (the font package's own stylesheet is split off as a vendor chunk).
      const group = [
        chunk,
        ...(chunk.siblings ?? []).map((id) => chunks.find((c) => String(c.id) === String(id))),
      ];
      for (const file of group.flatMap((member) => (member ? filesOf(member) : []))) {
        if (file.endsWith('.css') && !files.includes(file)) files.push(file);
      }
    }
  }
  // A lazily loaded page's stylesheets beyond the start's (its chunk and the chunks loaded with it).
  /** @type {Record<string, string[]>} */
  const pageStyles = {};
  for (const [pagePath, module] of Object.entries(pages ?? {})) {
    pageStyles[pagePath] = loadedWith(module).filter(
      (file) => file.endsWith('.css') && !start.includes(file),
    );
  }
  return {
    start,
    ...(federationModule ? { federation } : {}),
    locales,
    firstScreen,
    scriptFonts,
    ...(pages ? { pages: pageStyles } : {}),
    ...(fonts ? { fonts: firstViewFontFiles(stats.assets) } : {}),
  };
}

/**
 * Writes `preload.json` after each production build.
 * @param {{ startModule?: RegExp, federationModule?: RegExp, firstScreen?: Record<string, string[]>, pages?: Record<string, RegExp>, fonts?: boolean }} options
 *   `startModule`: the module the entry imports asynchronously (the shell's bootstrap); `federationModule`: the
 *   module that starts the federation runtime (the shell's host.ts), whose chunks a page with a remote needs;
 *   `firstScreen`: translation namespaces a first view
 *   loads, on every page (`*`) or one path; `pages`: path → the module of a lazily loaded page the server renders.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPreloadManifest(options) {
  return {
    name: 'aurinko:preload-manifest',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const json = /** @type {any} */ (stats).toJson({
          all: false,
          assets: true,
          chunks: true,
          chunkModules: true,
          chunkRelations: true,
          ids: true,
        });
        const single = json.children?.[0] ?? json;
        const manifest = buildPreloadManifest(single, options);
        writeFileSync(path.join(api.context.distPath, PRELOAD_FILE), `${JSON.stringify(manifest)}\n`);
      });
    },
  };
}

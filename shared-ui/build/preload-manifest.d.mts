/**
 * The emitted files of FIRST_VIEW_FONTS, per language (`name.<hash>.woff2` in the build's assets).
 * @param {Array<{ name?: string }> | undefined} assets @param {Record<string, string[]>} fonts
 * @returns {Record<string, string[]>}
 */
export function firstViewFontFiles(assets: Array<{
    name?: string;
}> | undefined, fonts?: Record<string, string[]>): Record<string, string[]>;
/**
 * Builds the manifest from the compilation's chunk list (rspack stats JSON, `chunks` with `modules`).
 * @param {{ assets?: Array<{ name?: string }>, chunks?: Array<{ id?: string | number | null, files?: string[], siblings?: Array<string | number>, modules?: Array<{ name?: string, identifier?: string, modules?: Array<{ name?: string, identifier?: string }> }> }> }} stats
 * @param {{ startModule?: RegExp, federationModule?: RegExp, firstScreen?: Record<string, string[]>, pages?: Record<string, RegExp>, fonts?: boolean }} options
 *   `fonts`: list the first-view fonts (the app that serves the page's HTML and its style sheets: the shell)
 * @returns {PreloadManifest}
 */
export function buildPreloadManifest(stats: {
    assets?: Array<{
        name?: string;
    }>;
    chunks?: Array<{
        id?: string | number | null;
        files?: string[];
        siblings?: Array<string | number>;
        modules?: Array<{
            name?: string;
            identifier?: string;
            modules?: Array<{
                name?: string;
                identifier?: string;
            }>;
        }>;
    }>;
}, { startModule, federationModule, firstScreen, pages, fonts }: {
    startModule?: RegExp;
    federationModule?: RegExp;
    firstScreen?: Record<string, string[]>;
    pages?: Record<string, RegExp>;
    fonts?: boolean;
}): PreloadManifest;
/**
 * Writes `preload.json` after each production build.
 * @param {{ startModule?: RegExp, federationModule?: RegExp, firstScreen?: Record<string, string[]>, pages?: Record<string, RegExp>, fonts?: boolean }} options
 *   `startModule`: the module the entry imports asynchronously (the shell's bootstrap); `federationModule`: the
 *   module that starts the federation runtime (the shell's host.ts), whose chunks a page with a remote needs;
 *   `firstScreen`: translation namespaces a first view
 *   loads, on every page (`*`) or one path; `pages`: path → the module of a lazily loaded page the server renders.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPreloadManifest(options: {
    startModule?: RegExp;
    federationModule?: RegExp;
    firstScreen?: Record<string, string[]>;
    pages?: Record<string, RegExp>;
    fonts?: boolean;
}): import("@rsbuild/core").RsbuildPlugin;
export const PRELOAD_FILE: "preload.json";
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
export const FIRST_VIEW_FONTS: Record<string, string[]>;
export type PreloadManifest = {
    start: string[];
    /**
     * the chunks of the federation runtime (the shell's), needed by a page with a remote
     */
    federation?: string[] | undefined;
    locales: Record<string, Record<string, string[]>>;
    firstScreen: Record<string, string[]>;
    /**
     * language → the stylesheets of its own fonts (fonts-<lng>.css)
     */
    scriptFonts: Record<string, string[]>;
    /**
     * language → the font files its first view draws with (FIRST_VIEW_FONTS)
     */
    fonts?: Record<string, string[]> | undefined;
    /**
     * path → the stylesheets of the page's own chunk (a lazily loaded page the
     * server renders whole: its HTML needs them as much as the start stylesheets)
     */
    pages?: Record<string, string[]> | undefined;
};

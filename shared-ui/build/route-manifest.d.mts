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
export function localeTexts(dirs: string[]): {
    t: (lng: string, key: string, values?: Record<string, string>) => string;
    raw: (lng: string, key: string) => unknown;
};
/** The routes of a division remote: home, the shared pages, its product pages and their products, blog posts. */
export function divisionRoutes(division: string): Promise<RouteSpec[]>;
/**
 * The route manifest of a division remote, as its build writes it (its routes, no locale folders of its own): what
 * the remotes' contract test (`@aurinko/division-pages/testing`) checks the pages' titles against.
 * @param {string} division
 */
export function divisionRouteManifest(division: string): Promise<{
    version: number;
    app: string;
    languages: readonly string[];
    directions: Record<string, "ltr" | "rtl">;
    titleFormat: Record<string, string>;
    routes: ({
        breadcrumb: {
            path: string | undefined;
            name: Record<string, string>;
        }[];
        meta: Record<string, {
            title: string;
            description: string;
        }>;
        image?: ListImage | undefined;
        api?: string[] | undefined;
        jsonLd?: string[] | undefined;
        banner?: string | undefined;
        data?: RouteData | undefined;
        noindex?: boolean | undefined;
        index: boolean;
        path: string;
    } | {
        breadcrumb: {
            path: string | undefined;
            name: Record<string, string>;
        }[];
        titleFormat: Record<string, string>;
        image?: ListImage | undefined;
        api?: string[] | undefined;
        jsonLd?: string[] | undefined;
        banner?: string | undefined;
        data?: RouteData | undefined;
        noindex?: boolean | undefined;
        index: boolean;
        path: string;
    })[];
}>;
/**
 * The manifest of one app: its routes with their texts in every language, each page's breadcrumb trail (the
 * routes its path passes through, from the site's home), and the title format of pages named by their data.
 * `extra` adds site-wide data (the shell: mounts, not-found texts, organization).
 * @param {{ app: string, routes: RouteSpec[], localeDirs: string[], extra?: (texts: ReturnType<typeof localeTexts>, languages: readonly string[]) => Record<string, unknown> | Promise<Record<string, unknown>> }} options
 */
export function buildRouteManifest({ app, routes, localeDirs, extra }: {
    app: string;
    routes: RouteSpec[];
    localeDirs: string[];
    extra?: (texts: ReturnType<typeof localeTexts>, languages: readonly string[]) => Record<string, unknown> | Promise<Record<string, unknown>>;
}): Promise<{
    version: number;
    app: string;
    languages: readonly string[];
    directions: Record<string, "ltr" | "rtl">;
    titleFormat: Record<string, string>;
    routes: ({
        breadcrumb: {
            path: string | undefined;
            name: Record<string, string>;
        }[];
        meta: Record<string, {
            title: string;
            description: string;
        }>;
        image?: ListImage | undefined;
        api?: string[] | undefined;
        jsonLd?: string[] | undefined;
        banner?: string | undefined;
        data?: RouteData | undefined;
        noindex?: boolean | undefined;
        index: boolean;
        path: string;
    } | {
        breadcrumb: {
            path: string | undefined;
            name: Record<string, string>;
        }[];
        titleFormat: Record<string, string>;
        image?: ListImage | undefined;
        api?: string[] | undefined;
        jsonLd?: string[] | undefined;
        banner?: string | undefined;
        data?: RouteData | undefined;
        noindex?: boolean | undefined;
        index: boolean;
        path: string;
    })[];
}>;
/**
 * Rsbuild plugin: writes the app's `routes.json` into its build folder after each production build.
 * @param {{ app: string, routes: () => Promise<RouteSpec[]> | RouteSpec[], localeDirs?: string[], extra?: Parameters<typeof buildRouteManifest>[0]['extra'] }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginRouteManifest({ app, routes, localeDirs, extra }: {
    app: string;
    routes: () => Promise<RouteSpec[]> | RouteSpec[];
    localeDirs?: string[];
    extra?: Parameters<typeof buildRouteManifest>[0]["extra"];
}): import("@rsbuild/core").RsbuildPlugin;
export const MANIFEST_FILE: "routes.json";
/** Locale folders of the packages every app reads: the division pages' namespaces and the core's (company, common). */
export const SHARED_LOCALE_DIRS: string[];
/**
 * translation keys `ns:key`;
 *   `template` (with `{{page}}`) makes the tab title, else "<title> – <company short name>"
 */
export type MetaKeys = {
    title: string;
    description: string;
    template?: string;
};
/**
 * a page showing one
 *   record of the API: the server checks that it exists (else 404) and takes its name, text and image
 */
export type RouteData = {
    kind: "product";
    group: string;
} | {
    kind: "blog";
    division: string;
};
/**
 * the first item's `field` (an upload's address)
 *   of the list `read` (one of the route's `api`), shown with `sizes`
 */
export type ListImage = {
    read: string;
    field: string;
    sizes: string;
};
/**
 * a route as an app declares it
 */
export type RouteSpec = {
    /**
     * e.g. `/human/about`, `/human/Wellness/:productId`
     */
    path: string;
    /**
     * the page's texts (pages without `data`)
     */
    meta?: MetaKeys | undefined;
    data?: RouteData | undefined;
    /**
     * kept out of search engines and the sitemap
     */
    noindex?: boolean | undefined;
    /**
     * page-banner key whose image is the page's preview image
     */
    banner?: string | undefined;
    /**
     * structured data the server adds (`organization`)
     */
    jsonLd?: string[] | undefined;
    /**
     * the page's largest paint is the first item of one of its reads (a range's first product):
     * the server hints that picture (`<link rel="preload" imagesrcset>`), as the page will ask for it
     */
    image?: ListImage | undefined;
    /**
     * the API reads the page makes first, relative to `/api` with the route's `:params` and
     * the query as the page's API client writes it (the client adds `lang`): the shell's server hints them in the HTML
     * so the data is on its way before the scripts that ask for it run (shared-ui/server/first-view.mjs)
     */
    api?: string[] | undefined;
};

/** @param {string} group @returns {ProductGroup | undefined} */
export function productGroup(group: string): ProductGroup | undefined;
/** @param {Division} division @returns {ProductGroup[]} */
export function groupsOf(division: Division): ProductGroup[];
/**
 * The division page listing a group's products (its range page), e.g. `/veterinary/livestock`; throws on an unknown
 * group, so a menu or index naming a group the catalogue lacks fails where it is declared.
 * @param {string} group
 * @returns {string}
 */
export function rangePath(group: string): string;
/** @param {Technology} technology @returns {string} */
export function technologyPath(technology: Technology): string;
/**
 * Shareable site path of a product detail page.
 * @param {string} group
 * @param {number | string} id
 * @returns {string}
 */
export function productPath(group: string, id: number | string): string;
/** @param {unknown} key @returns {key is string} */
export function isPageKey(key: unknown): key is string;
/**
 * The product catalogue's shape, in one place: the three divisions and the 22 product groups. The API (validation,
 * product paths, the seed), the dashboard (add and manage routes, navigation) and the division pages (route keys,
 * technology explainers) all read this table, and the list of public division pages derived from it (page banners).
 * Plain JavaScript so the API can import it without a bundler.
 */
export const DIVISIONS: readonly ["human", "veterinary", "agriculture"];
/**
 * Every product group, in the order the site and the dashboard show them.
 * @type {readonly ProductGroup[]}
 */
export const PRODUCT_GROUPS: readonly ProductGroup[];
/** @type {readonly string[]} */
export const GROUP_NAMES: readonly string[];
/**
 * The nano-technologies the catalogue explains, in its order, each with the page that explains it: the range page of
 * the first group of that technology (e.g. neunamins → `/veterinary/Neuna_mins`).
 * @type {readonly { readonly technology: Technology, readonly path: string }[]}
 */
export const TECHNOLOGY_PAGES: readonly {
    readonly technology: Technology;
    readonly path: string;
}[];
/** The sub-pages every division shares (path = key under `/<division>/`; `blog/:slug` is added by the router). */
export const SHARED_PAGES: readonly ["about", "facultySection", "vision", "manufacturing", "research", "export", "certificates", "report", "gallery", "review", "photo_gallery", "videos", "brochures", "blog", "articles", "ingredients", "contact_us"];
/** @typedef {(typeof SHARED_PAGES)[number]} SharedPage */
/**
 * Every public division page a page banner can belong to, keyed `<division>/<routeKey>`: per division, the shared
 * pages, then its product pages (from the table above). The division homes (they have the image slider) and detail
 * pages (one product, one blog post) are not in it. The API validates page-banner keys against this list and the
 * dashboard offers it as the page select.
 * @type {readonly DivisionPage[]}
 */
export const DIVISION_PAGES: readonly DivisionPage[];
/** @type {readonly string[]} */
export const PAGE_KEYS: readonly string[];
/**
 * A division of the company: each has its public area `/<division>` served by its own remote `mf-<division>`.
 */
export type Division = (typeof DIVISIONS)[number];
/**
 * Nano-technology whose explanation (namespace `nanotech`) is shown above a page's products.
 */
export type Technology = "nanophosphosome" | "neunaparticles" | "neunamins";
/**
 * A product group's link in the main menu: its label (key under `navbar:`) and place (1 first) in the submenu.
 */
export type MenuPlace = {
    readonly label: string;
    readonly position: number;
};
/**
 * A product group: `group` is the dashboard group name (add page `/dashboard/<group>`), stored on each product, and
 * fixes the division; `routeKey` the division page that lists it (`/<division>/<routeKey>`); `managePath` its manage
 * page (`/dashboard/<managePath>`); `menu` its link in its division's submenu of the main menu, if the menu lists it.
 */
export type ProductGroup = {
    readonly group: string;
    readonly division: Division;
    readonly routeKey: string;
    readonly managePath: string;
    readonly technology?: Technology;
    readonly menu?: MenuPlace;
};
/**
 * A public division page a page banner can belong to: `key` is `<division>/<routeKey>` (e.g. `human/about`,
 * `veterinary/livestock`), `routeKey` the path under the division, `group` (product pages only) the group it lists.
 */
export type DivisionPage = {
    readonly key: string;
    readonly division: Division;
    readonly routeKey: string;
    readonly group?: string;
};
export type SharedPage = (typeof SHARED_PAGES)[number];

/** Nano-technology whose explanation (namespace `nanotech`) is shown above a page's products. */
export type Technology = 'nanophosphosome' | 'neunaparticles' | 'neunamins';
export interface ProductGroup {
  /** Dashboard group name (add page `/dashboard/<group>`), stored on each product; it fixes the division. */
  readonly group: string;
  readonly division: Division;
  /** The division page that lists the group: `/<division>/<routeKey>`. */
  readonly routeKey: string;
  /** The group's manage page: `/dashboard/<managePath>`. */
  readonly managePath: string;
  readonly technology?: Technology;
  /** Its link in its division's submenu of the main menu, if the menu lists it. */
  readonly menu?: MenuPlace;
}
/** A product group's link in the main menu: its label (key under `navbar:`) and place (1 first) in the submenu. */
export interface MenuPlace {
  readonly label: string;
  readonly position: number;
}
export declare const DIVISIONS: readonly ['human', 'veterinary', 'agriculture'];
/** A division of the company: each has its public area `/<division>` served by its own remote `mf-<division>`. */
export type Division = (typeof DIVISIONS)[number];
export declare const PRODUCT_GROUPS: readonly ProductGroup[];
export declare const GROUP_NAMES: readonly string[];
export declare function productGroup(group: string): ProductGroup | undefined;
export declare function groupsOf(division: Division): ProductGroup[];
/** The range page listing a group's products, `/<division>/<routeKey>`; throws on an unknown group. */
export declare function rangePath(group: string): string;
/** Each nano-technology the catalogue explains, with its page: the range page of its first group. */
export declare const TECHNOLOGY_PAGES: readonly { readonly technology: Technology; readonly path: string }[];
export declare function technologyPath(technology: Technology): string;
export declare function productPath(group: string, id: number | string): string;
export type SharedPage =
  | 'about'
  | 'facultySection'
  | 'vision'
  | 'manufacturing'
  | 'research'
  | 'export'
  | 'certificates'
  | 'report'
  | 'gallery'
  | 'review'
  | 'photo_gallery'
  | 'videos'
  | 'brochures'
  | 'blog'
  | 'articles'
  | 'ingredients'
  | 'contact_us';
/** A public division page a page banner can belong to. */
export interface DivisionPage {
  /** `<division>/<routeKey>`, e.g. `human/about`, `veterinary/livestock`. */
  readonly key: string;
  readonly division: Division;
  /** The path under the division: `/<division>/<routeKey>`. */
  readonly routeKey: string;
  /** Product pages only: the group the page lists. */
  readonly group?: string;
}
export declare const SHARED_PAGES: readonly SharedPage[];
export declare const DIVISION_PAGES: readonly DivisionPage[];
export declare const PAGE_KEYS: readonly string[];
export declare function isPageKey(key: unknown): key is string;

import { DIVISIONS, groupsOf, type Technology } from '@aurinko/contract/catalogue';
import type { Division } from '../namespaces';

export type { Technology };

export interface ProductPage {
  /** Path segment under the division, e.g. `Wellness` (the page `/<division>/Wellness`). */
  routeKey: string;
  /** Product group of the API (`GET /api/products?group=`), one of the 22 dashboard groups. */
  group: string;
  /** Key (namespace `division`) of the page's title and intro: `<titleKey>.title`, `<titleKey>.intro`. */
  titleKey: string;
  technology?: Technology;
}

/** Every product page of every division, derived from the one catalogue table (route key → group → texts). */
const pagesOf = (division: Division): readonly ProductPage[] =>
  groupsOf(division).map(({ routeKey, group, technology }) => ({
    routeKey,
    group,
    titleKey: `productPages.${division}.${routeKey}`,
    ...(technology ? { technology } : {}),
  }));

/** How many other products of its range a product page shows ("more in this range"). */
export const RELATED_PRODUCTS = 3;

/**
 * The read of a product page's "more in this range": the range's first page, one longer than shown (the product
 * itself may be among them). Listed in the product route's `api` (shared-ui/build/route-manifest.mjs), so the server
 * renders the page with it.
 */
export const relatedProductsQuery = (group: string) => ({ group, page: 1, pageSize: RELATED_PRODUCTS + 1 });

export const PRODUCT_PAGES = Object.fromEntries(
  DIVISIONS.map((division) => [division, pagesOf(division)]),
) as Record<Division, readonly ProductPage[]>;

/** The sub-pages every division shares: defined with the catalogue table (they are page-banner keys too). */
export { SHARED_PAGES, type SharedPage } from '@aurinko/contract/catalogue';

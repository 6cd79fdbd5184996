import { groupsOf, type Technology } from '@aurinko/shared-ui/catalogue';
import type { Division } from '../namespaces';

export type { Technology };

export interface ProductPage {
  /** Path segment under the division, e.g. `/human/Wellness`. */
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

export const PRODUCT_PAGES: Record<Division, readonly ProductPage[]> = {
  human: pagesOf('human'),
  veterinary: pagesOf('veterinary'),
  agriculture: pagesOf('agriculture'),
};

/** The sub-pages every division shares: defined with the catalogue table (they are page-banner keys too). */
export { SHARED_PAGES, type SharedPage } from '@aurinko/shared-ui/catalogue';

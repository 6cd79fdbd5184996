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

/** The sub-pages every division shares (path = key; `blog/:slug` is added by the router). */
export const SHARED_PAGES = [
  'about',
  'facultySection',
  'vision',
  'manufacturing',
  'research',
  'export',
  'certificates',
  'report',
  'gallery',
  'review',
  'photo_gallery',
  'videos',
  'brochures',
  'blog',
  'articles',
  'ingredients',
  'contact_us',
] as const;
export type SharedPage = (typeof SHARED_PAGES)[number];

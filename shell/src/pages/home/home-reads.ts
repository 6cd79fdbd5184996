/**
 * The home page's API reads, as its components make them (home-api.ts): the server reads them when it renders the
 * page, renders it with their answers and puts those in the page (the route's `api` in site-routes.ts), so the
 * headlines, product cards, partner logos and newest reviews are in the HTML and the browser does not read them again.
 * No imports: the build reads this file (through site-routes.ts) to write the route manifest.
 */

/** How many of the newest approved reviews the home page shows. */
export const HOME_REVIEWS = 6;

/** How many of the newest events the home page's "News and events" shows. */
export const HOME_EVENTS = 3;

export const HOME_READS = {
  events: 'events',
  headlines: 'headline/all',
  logos: 'logo/logos',
  productCards: 'product-cards',
  reviews: 'reviews',
} as const;

/** The reviews' page: the first, HOME_REVIEWS long. */
export const HOME_REVIEWS_QUERY = { page: 1, pageSize: HOME_REVIEWS } as const;

/** The same reads as the route manifest lists them (path and query, relative to /api). */
export const HOME_API = [
  HOME_READS.headlines,
  HOME_READS.logos,
  HOME_READS.productCards,
  `${HOME_READS.reviews}?page=${HOME_REVIEWS_QUERY.page}&pageSize=${HOME_REVIEWS_QUERY.pageSize}`,
  // "News and events", high on the page: rendered on the server, so it does not arrive late and push the page down.
  `${HOME_READS.events}?page=1&pageSize=${HOME_EVENTS}`,
];

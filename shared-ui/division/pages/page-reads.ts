import type { Division } from '../namespaces';

/**
 * The first API reads of the division pages, written once for the pages (their `useApi` calls) and for the route
 * list (shared-ui/build/route-manifest.mjs `api`), so the shell's server reads the same answers, the remote renders
 * the whole page with them and the browser's first render starts from them (shared-ui/contract/page-data.mjs): a range or a
 * media list arrives with its items in the HTML instead of a loader. Dependency-free (the build loads it as it is).
 */

/** Items per page of a range's products and of every media list. */
export const LIST_PAGE_SIZE = 12;

/** How many other posts a blog post shows beside it ("more posts"). */
export const RELATED_POSTS = 3;

/** The first page of a list, as `usePageParam` starts. */
export const firstPage = { page: 1, pageSize: LIST_PAGE_SIZE } as const;

/** A read as the API client writes it: the path under `/api` and its parameters (the client adds `lang`). */
const read = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`;

/** Reads on every page of a division: its banners below the page (DivisionBanners). */
export const divisionFrameReads = (division: Division): string[] => [
  read('banners', { division, placement: 'banner' }),
];

/** A division home (DivisionHome): its hero picture (the page's largest paint), its slider and the frame's banners. */
export const divisionHomeReads = (division: Division): string[] => [
  read('banners', { division, placement: 'hero' }),
  read('banners', { division, placement: 'slider' }),
  ...divisionFrameReads(division),
];

/** A range page (ProductListPage): its banner and its first page of products. */
export const rangePageReads = (division: Division, routeKey: string, group: string): string[] => [
  read('page-banners', { key: `${division}/${routeKey}` }),
  read('products', { group, ...firstPage }),
  ...divisionFrameReads(division),
];

/**
 * A shared page (`/<division>/about`, `/<division>/report`, …): the admin's banner above it (SharedPageBanner,
 * every division banner in one read), and the page's own list where it has one (media-pages.tsx).
 */
export function sharedPageReads(division: Division, page: string): string[] {
  const own: Record<string, string[]> = {
    report: [read('reports', { division, category: 'Reports', ...firstPage })],
    articles: [read('reports', { division, category: 'Articles', ...firstPage })],
    brochures: [read('brochures', { division, ...firstPage })],
    videos: [read('videos', { division, ...firstPage })],
    photo_gallery: [read('gallery/categories', { division }), read('gallery', { division, ...firstPage })],
    // The company's one blog (BlogListPage): every division's posts, unfiltered on first view.
    blog: [read('blogs', firstPage)],
    facultySection: ['faculty'],
    // The company's certificates (CertificatesPage).
    certificates: ['certificates'],
  };
  return [read('page-banners/all', { division }), ...(own[page] ?? []), ...divisionFrameReads(division)];
}

/** A blog post (BlogPostPage): the post (`:slug` from the route) and the division's newest posts beside it. */
export const blogPostReads = (division: Division): string[] => [
  'blogs/:slug',
  read('blogs', { division, page: 1, pageSize: RELATED_POSTS + 1 }),
  ...divisionFrameReads(division),
];

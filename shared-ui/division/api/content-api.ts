import { type ApiSchema, apiClient } from '@aurinko/shared-ui';
import type { Division } from '../namespaces';

/** Shapes of the public content API (see the issue 6 contract); ids are strings. */
export type Paginated<T> = { items: T[]; total: number; page: number; pageSize: number };

// The API's answers, as its OpenAPI document names them (generated: shared-ui/src/api/openapi-types.ts).
export type Product = ApiSchema<'Product'>;
export type Report = ApiSchema<'Report'>;
export type GalleryCategory = ApiSchema<'GalleryCategory'>;
export type GalleryPhoto = ApiSchema<'GalleryPhoto'>;
export type Video = ApiSchema<'Video'>;
export type Brochure = ApiSchema<'Brochure'>;
export type BlogSummary = ApiSchema<'BlogSummary'>;
/** `author`: where a post records one (the API has none yet: the byline then shows date and time). */
export type BlogPost = ApiSchema<'BlogPost'> & { author?: string | null };
export type FacultyMember = ApiSchema<'FacultyMember'>;
export type Certificate = ApiSchema<'Certificate'>;
export type Review = ApiSchema<'Review'>;
export type PageBanner = ApiSchema<'PageBanner'>;
/** An image of the division slider, a division banner or a division home's hero, in the visitor's language. */
export type Banner = ApiSchema<'Banner'>;

export interface NewReview {
  name: string;
  email: string;
  rating: number;
  comment: string;
  product?: string;
  website: string;
}

export interface ContactMessage {
  name: string;
  mobile: string;
  email: string;
  message: string;
  /** The division whose contact page sends it. */
  division?: Division;
  website: string;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

const query = <Q extends object>(q: Q) => ({ params: { query: q } });

export const contentApi = {
  // `as never`: the catalogue types a group name as string; the document's enum is the same catalogue's names.
  products: (group: string, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/products', query({ group: group as never, page, pageSize })),
  product: (id: string) => apiClient.GET('/api/products/{id}', { params: { path: { id: Number(id) } } }),
  /** Where a product's data sheet (PDF) in the UI language is downloaded: a link, not a call. */
  /** In the page's language (the render's, on a server: not the browser's global one). */
  datasheetUrl: (id: string, lang: string) =>
    `/api/products/${encodeURIComponent(id)}/datasheet.pdf?lang=${encodeURIComponent(lang)}`,
  reports: (division: Division, category: Report['category'], { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/reports', query({ division, category, page, pageSize })),
  galleryCategories: (division: Division) => apiClient.GET('/api/gallery/categories', query({ division })),
  gallery: (division: Division, category: string, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/gallery', query({ division, ...(category ? { category } : {}), page, pageSize })),
  videos: (division: Division, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/videos', query({ division, page, pageSize })),
  brochures: (division: Division, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/brochures', query({ division, page, pageSize })),
  /** A division's posts (with the company-wide ones), or with `null` every post of the company's blog. */
  blogs: (division: Division | null, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/blogs', query(division ? { division, page, pageSize } : { page, pageSize })),
  blog: (slug: string): Promise<BlogPost> =>
    apiClient.GET('/api/blogs/{slug}', { params: { path: { slug } } }),
  faculty: () => apiClient.GET('/api/faculty'),
  certificates: () => apiClient.GET('/api/certificates'),
  reviews: (product: string | undefined, { page, pageSize }: PageQuery) =>
    apiClient.GET('/api/reviews', query({ ...(product ? { product } : {}), page, pageSize })),
  postReview: (review: NewReview) => apiClient.POST('/api/reviews', { body: review }),
  pageBanner: (key: string) => apiClient.GET('/api/page-banners', query({ key })),
  /** Every page banner of a division (never a 404: the shared pages show theirs when there is one). */
  pageBanners: (division: Division) => apiClient.GET('/api/page-banners/all', query({ division })),
  /** The division home's slider or hero picture, or the banners of every division page. */
  banners: (division: Division, placement: 'slider' | 'banner' | 'hero') =>
    apiClient.GET('/api/banners', query({ division, placement })),
  postContact: (message: ContactMessage) => apiClient.POST('/api/contact', { body: message }),
};

import { currentLanguage, type FocalPoint, http } from '@aurinko/shared-ui';
import type { Division } from '../namespaces';

/** Shapes of the public content API (see the issue 6 contract); ids are strings. */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Product {
  _id: string;
  group: string;
  division: Division;
  name: string;
  details: string;
  segment: string;
  type: string;
  category: string;
  packing: string;
  composition: string;
  indications: string;
  usage: string;
  image: string | null;
  logo: string | null;
  report: string | null;
  brochure: string | null;
}

export interface Report {
  _id: string;
  title: string;
  details: string;
  category: 'Reports' | 'Articles';
  division: Division;
  /** The PDF, null while none is uploaded. */
  file: string | null;
}

export interface GalleryCategory {
  category: string;
  label: string;
  count: number;
}

export interface GalleryPhoto {
  _id: string;
  category: string;
  division: Division;
  caption: string;
  image: string;
}

export interface Video {
  _id: string;
  title: string;
  division: Division;
  url: string;
  poster: string | null;
  kind: 'file' | 'external';
  /** An external video's privacy-friendly player address (youtube-nocookie.com, player.vimeo.com), else null. */
  embed?: string | null;
}

export interface Brochure {
  _id: string;
  name: string;
  category: string;
  /** null: a brochure of every division. */
  division: Division | null;
  /** The PDF, null while none is uploaded. */
  file: string | null;
}

export interface BlogSummary {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover: string | null;
  /** Where the cover's subject is; null = the centre. */
  coverFocus?: FocalPoint | null;
  category: string;
  division: Division;
  publishedAt: string;
}

export interface BlogPost extends BlogSummary {
  sections: Array<{ heading: string; paragraphs: string[] }>;
  /** The author's name where the post records one (the API has none yet: the byline then shows date and time). */
  author?: string | null;
}

export interface FacultyMember {
  _id: string;
  name: string;
  designation: string;
  bio: string;
  photo: string | null;
}

export interface Review {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  product: string | null;
  createdAt: string;
}

export interface PageBanner {
  key: string;
  image: string | null;
  imageFocus?: FocalPoint | null;
  title: string;
}

/** An image of the division slider or a division banner, in the visitor's language (or every language). */
export interface Banner {
  _id: string;
  division: Division;
  image: string;
  imageFocus?: FocalPoint | null;
  /** A site path or an https address, or null. */
  link: string | null;
  /** The image's text alternative in the request language. */
  alt: string;
  sortOrder: number;
}

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

export const contentApi = {
  products: (group: string, { page, pageSize }: PageQuery) =>
    http.get<Paginated<Product>>('products', { group, page, pageSize }),
  product: (id: string) => http.get<Product>(`products/${encodeURIComponent(id)}`),
  /** Where a product's data sheet (PDF) in the UI language is downloaded: a link, not a call. */
  datasheetUrl: (id: string) =>
    `/api/products/${encodeURIComponent(id)}/datasheet.pdf?lang=${encodeURIComponent(currentLanguage())}`,
  reports: (division: Division, category: Report['category'], { page, pageSize }: PageQuery) =>
    http.get<Paginated<Report>>('reports', { division, category, page, pageSize }),
  galleryCategories: (division: Division) => http.get<GalleryCategory[]>('gallery/categories', { division }),
  gallery: (division: Division, category: string, { page, pageSize }: PageQuery) =>
    http.get<Paginated<GalleryPhoto>>('gallery', {
      division,
      ...(category ? { category } : {}),
      page,
      pageSize,
    }),
  videos: (division: Division, { page, pageSize }: PageQuery) =>
    http.get<Paginated<Video>>('videos', { division, page, pageSize }),
  brochures: (division: Division, { page, pageSize }: PageQuery) =>
    http.get<Paginated<Brochure>>('brochures', { division, page, pageSize }),
  /** A division's posts (with the company-wide ones), or with `null` every post of the company's blog. */
  blogs: (division: Division | null, { page, pageSize }: PageQuery) =>
    http.get<Paginated<BlogSummary>>('blogs', division ? { division, page, pageSize } : { page, pageSize }),
  blog: (slug: string) => http.get<BlogPost>(`blogs/${encodeURIComponent(slug)}`),
  faculty: () => http.get<FacultyMember[]>('faculty'),
  reviews: (product: string | undefined, { page, pageSize }: PageQuery) =>
    http.get<Paginated<Review>>('reviews', { ...(product ? { product } : {}), page, pageSize }),
  postReview: (review: NewReview) => http.post<{ message: string }>('reviews', review),
  pageBanner: (key: string) => http.get<PageBanner>('page-banners', { key }),
  /** Every page banner of a division (never a 404: the shared pages show theirs when there is one). */
  pageBanners: (division: Division) => http.get<PageBanner[]>('page-banners/all', { division }),
  /** The division home's slider, or the banners of every division page. */
  banners: (division: Division, placement: 'slider' | 'banner') =>
    http.get<Banner[]>('banners', { division, placement }),
  postContact: (message: ContactMessage) => http.post<{ message: string }>('contact', message),
};

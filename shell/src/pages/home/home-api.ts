import { http } from '@aurinko/shared-ui';

export interface Headline {
  _id: string;
  headline1: string;
}

export interface PartnerLogo {
  _id: string;
  url: string;
  imageName: string;
}

export const fetchHeadlines = () => http.get<Headline[]>('headline/all');
export const fetchLogos = () => http.get<PartnerLogo[]>('logo/logos');

export interface ProductCard {
  _id: string;
  name: string;
  details: string;
  category: string;
  rating: number;
  image: string | null;
}

export const fetchProductCards = () => http.get<ProductCard[]>('product-cards');

/** A visitor's review as the public API answers it: approved ones only, never the e-mail. */
export interface ApprovedReview {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  product: string | null;
  createdAt: string;
}

/** How many of the newest approved reviews the home page shows. */
export const HOME_REVIEWS = 6;

export const fetchApprovedReviews = () =>
  http.get<{ items: ApprovedReview[]; total: number }>('reviews', { page: 1, pageSize: HOME_REVIEWS });

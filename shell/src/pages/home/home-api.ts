import { http } from '@aurinko/shared-ui';
import { HOME_READS, HOME_REVIEWS_QUERY } from './home-reads';

export interface Headline {
  _id: string;
  headline1: string;
}

export interface PartnerLogo {
  _id: string;
  url: string;
  imageName: string;
}

export const fetchHeadlines = () => http.get<Headline[]>(HOME_READS.headlines);
export const fetchLogos = () => http.get<PartnerLogo[]>(HOME_READS.logos);

export interface ProductCard {
  _id: string;
  name: string;
  details: string;
  category: string;
  rating: number;
  image: string | null;
}

export const fetchProductCards = () => http.get<ProductCard[]>(HOME_READS.productCards);

/** A visitor's review as the public API answers it: approved ones only, never the e-mail. */
export interface ApprovedReview {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  product: string | null;
  createdAt: string;
}

export const fetchApprovedReviews = () =>
  http.get<{ items: ApprovedReview[]; total: number }>(HOME_READS.reviews, { ...HOME_REVIEWS_QUERY });

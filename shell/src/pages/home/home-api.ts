import { type ApiSchema, apiClient } from '@aurinko/shared-ui';
import { HOME_READS, HOME_REVIEWS_QUERY } from './home-reads';

export type Headline = ApiSchema<'Headline'>;
export type PartnerLogo = ApiSchema<'Logo'>;
export type ProductCard = ApiSchema<'ProductCard'>;
export type ApprovedReview = ApiSchema<'Review'>;

// The paths are the document's (`/api/` + HOME_READS, which the server's first-view reads name).
export const fetchHeadlines = () => apiClient.GET(`/api/${HOME_READS.headlines}`);
export const fetchLogos = () => apiClient.GET(`/api/${HOME_READS.logos}`);
export const fetchProductCards = () => apiClient.GET(`/api/${HOME_READS.productCards}`);
export const fetchApprovedReviews = () =>
  apiClient.GET(`/api/${HOME_READS.reviews}`, { params: { query: { ...HOME_REVIEWS_QUERY } } });

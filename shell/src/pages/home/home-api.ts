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

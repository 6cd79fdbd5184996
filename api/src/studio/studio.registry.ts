import {
  DIVISION_BANNERS_STUDIO,
  DIVISION_HERO_STUDIO,
  IMAGE_SLIDER_STUDIO,
  PAGE_BANNERS_STUDIO,
} from '../content/banners/banner.studio.js';
import { BLOGS_STUDIO } from '../content/blogs/blog-post.studio.js';
import { BROCHURES_STUDIO } from '../content/brochures/brochure.studio.js';
import { CERTIFICATES_STUDIO } from '../content/certificates/certificate.studio.js';
import { EVENTS_STUDIO } from '../content/events/event.studio.js';
import { FACULTY_STUDIO } from '../content/faculty/faculty.studio.js';
import { GALLERY_CATEGORIES_STUDIO, GALLERY_PHOTOS_STUDIO } from '../content/gallery/gallery.studio.js';
import { PRODUCT_CARDS_STUDIO } from '../content/product-cards/product-card.studio.js';
import { PRODUCTS_STUDIO } from '../content/products/product.studio.js';
import { REPORTS_STUDIO } from '../content/reports/report.studio.js';
import { VIDEOS_STUDIO } from '../content/videos/video.studio.js';
import { GENERIC_RESOURCES } from './generic/generic-resource.js';
import type { StudioDefinition } from './studio-definition.js';

/**
 * Every resource of the admin studio: the hand-written definitions, then every resource the contract marks `generic`
 * (built from its declaration alone: generic/generic-resource.ts).
 */
export const STUDIO_RESOURCES: readonly StudioDefinition[] = [
  PRODUCTS_STUDIO,
  PRODUCT_CARDS_STUDIO,
  BLOGS_STUDIO,
  EVENTS_STUDIO,
  GALLERY_PHOTOS_STUDIO,
  GALLERY_CATEGORIES_STUDIO,
  VIDEOS_STUDIO,
  REPORTS_STUDIO,
  BROCHURES_STUDIO,
  FACULTY_STUDIO,
  CERTIFICATES_STUDIO,
  IMAGE_SLIDER_STUDIO,
  DIVISION_BANNERS_STUDIO,
  DIVISION_HERO_STUDIO,
  PAGE_BANNERS_STUDIO,
  ...GENERIC_RESOURCES.map((generic) => generic.definition),
];

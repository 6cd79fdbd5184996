import {
  DIVISION_BANNERS_STUDIO,
  IMAGE_SLIDER_STUDIO,
  PAGE_BANNERS_STUDIO,
} from '../content/banners/banner.studio.js';
import { BROCHURES_STUDIO } from '../content/brochures/brochure.studio.js';
import { FACULTY_STUDIO } from '../content/faculty/faculty.studio.js';
import { PRODUCT_CARDS_STUDIO } from '../content/product-cards/product-card.studio.js';
import { PRODUCTS_STUDIO } from '../content/products/product.studio.js';
import { REPORTS_STUDIO } from '../content/reports/report.studio.js';
import type { StudioDefinition } from './studio-definition.js';

/** Every resource of the admin studio. A new resource: its entity, DTOs and definition, appended here. */
export const STUDIO_RESOURCES: readonly StudioDefinition[] = [
  PRODUCTS_STUDIO,
  PRODUCT_CARDS_STUDIO,
  REPORTS_STUDIO,
  BROCHURES_STUDIO,
  FACULTY_STUDIO,
  IMAGE_SLIDER_STUDIO,
  DIVISION_BANNERS_STUDIO,
  PAGE_BANNERS_STUDIO,
];

import { BLOGS_STUDIO } from '../content/blogs/blog-post.studio.js';
import { EVENTS_STUDIO } from '../content/events/event.studio.js';
import { GALLERY_CATEGORIES_STUDIO, GALLERY_PHOTOS_STUDIO } from '../content/gallery/gallery.studio.js';
import { PRODUCT_CARDS_STUDIO } from '../content/product-cards/product-card.studio.js';
import { PRODUCTS_STUDIO } from '../content/products/product.studio.js';
import { VIDEOS_STUDIO } from '../content/videos/video.studio.js';
import type { StudioDefinition } from './studio-definition.js';

/** Every resource of the admin studio. A new resource: its entity, DTOs and definition, appended here. */
export const STUDIO_RESOURCES: readonly StudioDefinition[] = [
  PRODUCTS_STUDIO,
  PRODUCT_CARDS_STUDIO,
  BLOGS_STUDIO,
  EVENTS_STUDIO,
  GALLERY_PHOTOS_STUDIO,
  GALLERY_CATEGORIES_STUDIO,
  VIDEOS_STUDIO,
];

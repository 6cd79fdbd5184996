import { defineResource } from '../../studio/studio-definition.js';
import { ProductCardEntity } from './product-card.entity.js';

/** The home page's product cards: one order for all of them. */
export const PRODUCT_CARDS_STUDIO = defineResource({
  resource: 'product-cards',
  entity: ProductCardEntity,
  scope: [],
  search: ['name'],
});

import type { T6 } from './i18n.js';
import { type FactsSeed, packingText } from './product-facts.data.js';
import type { FormKey, ProductSeed } from './products.common.js';

/** A product of the completed ranges (issue 35): its packing text is written from its pack sizes. */
export function rangeProduct(product: {
  group: string;
  name: T6;
  form: FormKey;
  details: T6;
  composition: T6;
  indications: T6;
  usage: T6;
  facts: FactsSeed;
}): ProductSeed {
  return { ...product, packing: packingText(product.facts.packs) };
}

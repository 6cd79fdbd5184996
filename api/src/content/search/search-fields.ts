import { BlogPostEntity } from '../blogs/blog-post.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { ReportEntity } from '../reports/report.entity.js';

/**
 * The translated fields the public search (`/api/search`) reads, per entity. The search-text table
 * (studio/search-texts.ts) holds these and every studio resource's `search` fields, one row per record, field and
 * language.
 */
export const PUBLIC_SEARCH = {
  products: { entity: ProductEntity, fields: ['name', 'details', 'category', 'composition', 'indications'] },
  blogs: { entity: BlogPostEntity, fields: ['title', 'excerpt', 'sections'] },
  reports: { entity: ReportEntity, fields: ['title', 'details'] },
} as const;

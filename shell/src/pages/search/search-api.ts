import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

export type SearchItem = ApiSchema<'SearchHit'>;
export type SearchItemType = SearchItem['type'];

export type SearchResponse = ApiSchema<'SearchHitPage'>;

/** Products, blog posts, reports and articles matching `q`, in the current language. */
export const searchContent = (q: string) => apiClient.GET('/api/search', { params: { query: { q } } });

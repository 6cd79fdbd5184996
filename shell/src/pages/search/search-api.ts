import { http } from '@aurinko/shared-ui';

export type SearchItemType = 'product' | 'blog' | 'report' | 'article';

export interface SearchItem {
  type: SearchItemType;
  title: string;
  excerpt: string;
  url: string;
}

export interface SearchResponse {
  items: SearchItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Products, blog posts, reports and articles matching `q`, in the current language. */
export const searchContent = (q: string) => http.get<SearchResponse>('search', { q });

import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  q: string;
  page: number;
  published: '' | 'true' | 'false';
  division: string;
  group: string;
  /** The column the list is sorted by (`-name`: descending); '' = the resource's own order. */
  sort: string;
  /** Rows per page, one of PAGE_SIZES. */
  pageSize: number;
}

/** The page sizes a list offers (`?size=`); without it, DEFAULT_PAGE_SIZE. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const KEYS = ['q', 'published', 'division', 'group', 'sort', 'size'] as const;

/** A list's text filters (strings, '' = not set) and its page. */
export type QueryParams<K extends string> = Record<K, string> & { page: number };
export type QueryChange<K extends string> = Partial<Record<K, string>> & { page?: number };

/**
 * Any admin list's search, filters and page live in the address (shareable, kept on reload and Back): each key is a
 * string query parameter, left out when empty; `page` is a positive integer, left out when 1. Any change but a page
 * change starts again at page 1.
 */
export function useQueryParams<K extends string>(
  keys: readonly K[],
): [QueryParams<K>, (change: QueryChange<K>) => void] {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page') ?? '1');
  const current = {
    ...(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>),
    page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1,
  } as QueryParams<K>;
  // The address as the last change left it: the router's functional update reads the address this render saw, so
  // two changes before the next render (a filter, then another) would lose the first.
  const latest = useRef(params);
  latest.current = params;
  const update = (change: QueryChange<K>) => {
    const next = new URLSearchParams(latest.current);
    const merged: Record<string, unknown> = { ...('page' in change ? {} : { page: 1 }), ...change };
    for (const [key, raw] of Object.entries(merged)) {
      const value = String(raw ?? '');
      if (value === '' || (key === 'page' && value === '1')) next.delete(key);
      else next.set(key, value);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };
  return [current, update];
}

/** The studio list's parameters (search, published, division, group, sort, page size as `size`, page). */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, update] = useQueryParams(KEYS);
  const { published, size, ...rest } = params;
  const pageSize = Number(size);
  const current: ListParams = {
    ...rest,
    published: published === 'true' || published === 'false' ? published : '',
    sort: /^-?[A-Za-z][A-Za-z0-9]*$/.test(params.sort) ? params.sort : '',
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  return [
    current,
    ({ pageSize: nextSize, ...change }) =>
      update({
        ...change,
        ...(nextSize === undefined ? {} : { size: nextSize === DEFAULT_PAGE_SIZE ? '' : String(nextSize) }),
      } as QueryChange<(typeof KEYS)[number]>),
  ];
}

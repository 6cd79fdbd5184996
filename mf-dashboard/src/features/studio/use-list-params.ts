import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  q: string;
  page: number;
  published: '' | 'true' | 'false';
  division: string;
  group: string;
}

const KEYS = ['q', 'published', 'division', 'group'] as const;

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
  const update = (change: QueryChange<K>) =>
    setParams(
      (existing) => {
        const next = new URLSearchParams(existing);
        const merged: Record<string, unknown> = {
          ...current,
          ...('page' in change ? {} : { page: 1 }),
          ...change,
        };
        for (const key of [...keys, 'page']) {
          const value = String(merged[key] ?? '');
          if (value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [current, update];
}

/** The studio list's parameters (search, published, division, group, page). */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, update] = useQueryParams(KEYS);
  const published = params.published;
  const current: ListParams = {
    ...params,
    published: published === 'true' || published === 'false' ? published : '',
  };
  return [current, (change) => update(change as QueryChange<(typeof KEYS)[number]>)];
}

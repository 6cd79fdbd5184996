import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  q: string;
  page: number;
  published: '' | 'true' | 'false';
  division: string;
  group: string;
}

const KEYS = ['q', 'page', 'published', 'division', 'group'] as const;

/** A list's search, filters and page live in the address (shareable, kept on reload and Back). */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page') ?? '1');
  const published = params.get('published');
  const current: ListParams = {
    q: params.get('q') ?? '',
    page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1,
    published: published === 'true' || published === 'false' ? published : '',
    division: params.get('division') ?? '',
    group: params.get('group') ?? '',
  };
  const update = (change: Partial<ListParams>) =>
    setParams(
      (existing) => {
        const next = new URLSearchParams(existing);
        // Any change but a page change starts again at page 1.
        const merged = { ...current, ...('page' in change ? {} : { page: 1 }), ...change };
        for (const key of KEYS) {
          const value = String(merged[key]);
          if (value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [current, update];
}

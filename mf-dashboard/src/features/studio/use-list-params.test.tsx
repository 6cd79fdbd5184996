import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useQueryParams } from './use-list-params';

const KEYS = ['entity', 'action', 'q'] as const;

function useParamsAndAddress() {
  const [params, update] = useQueryParams(KEYS);
  const { search } = useLocation();
  return { params, update, search };
}

const at = (entry: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

describe('list parameters in the address', () => {
  it('reads the keys (empty when absent) and a positive page', () => {
    const { result } = renderHook(useParamsAndAddress, {
      wrapper: at('/list?entity=reviews&page=3&other=x'),
    });
    expect(result.current.params).toEqual({ entity: 'reviews', action: '', q: '', page: 3 });
    const bad = renderHook(useParamsAndAddress, { wrapper: at('/list?page=-2') });
    expect(bad.result.current.params.page).toBe(1);
  });

  it('keeps two changes made in a row, leaves empty values out and starts again at page 1', () => {
    const { result } = renderHook(useParamsAndAddress, {
      wrapper: at('/list?entity=reviews&page=3&other=x'),
    });
    act(() => {
      result.current.update({ entity: 'contact-messages' });
      result.current.update({ action: 'mark-handled' });
    });
    expect(result.current.search).toBe('?entity=contact-messages&other=x&action=mark-handled');
    act(() => result.current.update({ page: 2 }));
    expect(result.current.params.page).toBe(2);
    act(() => result.current.update({ entity: '' }));
    expect(result.current.search).toBe('?other=x&action=mark-handled');
  });
});

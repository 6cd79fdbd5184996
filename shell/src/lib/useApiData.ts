import { ApiError, toApiError } from '@aurinko/shared-ui';
import { useEffect, useState } from 'react';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

/** Runs one read through the shared API client and tracks its state; re-runs when `key` changes. */
export function useApiData<T>(load: () => Promise<T>, key: string): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error: toApiError(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

export { ApiError };

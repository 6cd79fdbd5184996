import { ApiError, toApiError } from '@aurinko/shared-ui';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ApiState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError }
  | { status: 'success'; data: T; error: undefined };

/**
 * Loading / error / data of one API read. Re-runs when `deps` or the UI language change, so content
 * switches language at once; answers of superseded requests are dropped.
 */
export function useApi<T>(fn: () => Promise<T>, deps: DependencyList): ApiState<T> & { reload: () => void } {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiState<T>>({ status: 'loading', data: undefined, error: undefined });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', data: undefined, error: undefined });
    fn().then(
      (data) => {
        if (current) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', data: undefined, error: toApiError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, language, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

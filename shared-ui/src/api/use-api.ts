import { type DependencyList, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from './client';
import { documentReads, forgetPageRead, PageReadsContext, readFromPage } from './page-data';

export type ApiState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError }
  | { status: 'success'; data: T; error: undefined };

export interface ApiRead {
  /** Shows the loading state again and re-reads (after an error: "Try again"). */
  reload: () => void;
  /**
   * Re-reads while the current data stays on screen (after a write), so focus and scroll survive; resolves once
   * the new data is in, rejects with the ApiError when the read fails (the old data stays).
   */
  refresh: () => Promise<void>;
}

export interface ApiReadOptions {
  /**
   * Re-read when the UI language changes (default): public content comes back in `lang`. An editor reading every
   * language at once says false, so a language switch does not reload (and reset) the form.
   */
  perLanguage?: boolean;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loading / error / data of one API read, the one fetch hook of every front end. Re-runs when `deps` or the UI
 * language change, so content switches language at once; answers of superseded requests are dropped.
 * On a page whose first view the server rendered, a read the server already made starts with its answer
 * (page-data.ts): the server's render and the browser's first render show the same data, with no loading state.
 */
export function useApi<T>(
  fn: () => Promise<T>,
  deps: DependencyList,
  { perLanguage = true }: ApiReadOptions = {},
): ApiState<T> & ApiRead {
  const { i18n } = useTranslation();
  const language = perLanguage ? (i18n.resolvedLanguage ?? i18n.language) : '';
  const [attempt, setAttempt] = useState(0);
  const serverReads = useContext(PageReadsContext);
  const pageReads = serverReads ?? documentReads();
  // The first read, made during the first render when the page has the server's answers: kept for the first effect,
  // which then shows it (a hit) or waits for it (a read the page's data does not have) instead of reading again.
  const first = useRef<{ promise: Promise<T>; key?: string } | undefined>(undefined);
  const [state, setState] = useState<ApiState<T>>(() => {
    if (!pageReads) return LOADING;
    const { promise, hit } = readFromPage(pageReads, fn, serverReads !== undefined);
    first.current = { promise, ...(hit ? { key: hit.key } : {}) };
    return hit ? { status: 'success', data: hit.value as T, error: undefined } : LOADING;
  });
  const latest = useRef(fn);
  latest.current = fn;
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    const pending = first.current;
    first.current = undefined;
    if (pending?.key !== undefined) {
      // Already on screen since the first render; the next visit reads from the API.
      forgetPageRead(pending.key);
      return () => {
        if (mine === generation.current) generation.current++;
      };
    }
    if (!pending) setState(LOADING);
    (pending?.promise ?? fn()).then(
      (data) => {
        if (mine === generation.current) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (mine === generation.current)
          setState({ status: 'error', data: undefined, error: toApiError(error) });
      },
    );
    return () => {
      if (mine === generation.current) generation.current++;
    };
  }, [...deps, language, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await latest.current();
      if (mine === generation.current) setState({ status: 'success', data, error: undefined });
    } catch (error) {
      throw toApiError(error);
    }
  }, []);
  return { ...state, reload, refresh };
}

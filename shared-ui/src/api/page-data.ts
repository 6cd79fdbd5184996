import { PAGE_DATA_ID, readKey } from '@aurinko/contract/page-data';
import { createContext } from 'react';
import { currentLanguage } from '../i18n/languages';

/**
 * API answers the server already read for the first view (shared-ui/contract/page-data.mjs), by read key. A server render
 * provides them through `PageReadsContext`; in the browser they come from the page's `#page-data` script. `useApi`
 * starts with such an answer instead of a loading state, so the first render in the browser shows what the
 * server's HTML showed.
 */
export type PageReads = Map<string, unknown>;

/** The reads of one server render (shared-ui/src/render). */
export const PageReadsContext = createContext<PageReads | undefined>(undefined);

let fromDocument: { element: Element; language: string; reads: PageReads } | undefined;

/**
 * The answers the server wrote into this page, while the page shows the language they were read in; undefined
 * without any (or once each has been used: they describe the first view only).
 */
export function documentReads(): PageReads | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element) return undefined;
  if (fromDocument?.element !== element) {
    fromDocument = { element, language: '', reads: new Map() };
    try {
      const parsed = JSON.parse(element.textContent ?? 'null') as {
        language?: unknown;
        reads?: unknown;
      } | null;
      if (parsed && typeof parsed.language === 'string' && parsed.reads && typeof parsed.reads === 'object') {
        fromDocument = { element, language: parsed.language, reads: new Map(Object.entries(parsed.reads)) };
      }
    } catch {
      // not JSON: the page is read from the API as usual
    }
  }
  if (fromDocument.reads.size === 0 || fromDocument.language !== currentLanguage()) return undefined;
  return fromDocument.reads;
}

/** An answer of the page's data has been shown: later reads of it go to the API. */
export function forgetPageRead(key: string): void {
  fromDocument?.reads.delete(key);
}

interface Hit {
  key: string;
  value: unknown;
  promise: Promise<unknown>;
}

interface Scope {
  reads: PageReads;
  /** A server render: a read the page's data does not have is not made (it shows its loading state). */
  offline: boolean;
  hit?: Hit;
}

let scope: Scope | undefined;

const never = new Promise<never>(() => {});

/**
 * The API client's GET asks here first: inside `readFromPage`, a read the page's data has is answered from it.
 * @returns the answer, or undefined to read from the API
 */
export function pageRead(
  path: string,
  searchParams?: Record<string, string | number>,
): Promise<unknown> | undefined {
  if (!scope) return undefined;
  const query = searchParams
    ? new URLSearchParams(
        Object.entries(searchParams).map(([name, value]) => [name, String(value)]),
      ).toString()
    : '';
  const key = readKey(query ? `${path}?${query}` : path);
  if (!scope.reads.has(key)) return scope.offline ? never : undefined;
  const value = scope.reads.get(key);
  const promise = Promise.resolve(value);
  scope.hit = { key, value, promise };
  return promise;
}

/**
 * Runs a read (`fn`, e.g. `() => contentApi.banners(division, 'slider')`) with `reads` at hand: `hit` is the answer
 * when `fn` returned exactly what the page's data had (a read that transforms the answer is made as usual, and
 * not at all in a server render: `offline`).
 */
export function readFromPage<T>(
  reads: PageReads,
  fn: () => Promise<T>,
  offline = false,
): { promise: Promise<T>; hit?: Hit } {
  const outer = scope;
  const mine: Scope = { reads, offline };
  scope = mine;
  try {
    const promise = fn();
    const hit = mine.hit?.promise === promise ? mine.hit : undefined;
    return hit ? { promise, hit } : { promise };
  } catch (error) {
    return { promise: offline ? never : Promise.reject(error) };
  } finally {
    scope = outer;
  }
}

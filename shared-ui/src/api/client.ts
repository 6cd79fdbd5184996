import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import createClient, {
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import { currentLanguage } from '../i18n/languages';
import { isPreviewPage, PREVIEW_PARAM } from '../preview/preview';
import type { components, paths } from './openapi-types';
import { pageRead } from './page-data';

/** Header every state-changing request carries; the API refuses writes without it (CSRF defence). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'aurinko';

export const REQUEST_TIMEOUT_MS = 10_000;

/** The one error type front ends see: carries the server's message when there is one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Field path (`name.en`, `rating`) → the server's message(s) for it; the API sends arrays. */
    readonly fields: Record<string, string | string[]> = {},
    /** Facts of a refusal the page may put in its own words, e.g. `{reason: 'in-use', count: 3}`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when no response came back (network down, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface ServerErrorBody {
  message?: string | string[];
  fields?: Record<string, string | string[]>;
  details?: Record<string, unknown>;
}

function serverMessage(data: unknown): {
  message?: string;
  fields?: Record<string, string | string[]>;
  details?: Record<string, unknown>;
} {
  if (!data || typeof data !== 'object') return {};
  const body = data as ServerErrorBody;
  const message = Array.isArray(body.message) ? body.message.join('\n') : body.message;
  return {
    ...(message ? { message } : {}),
    ...(body.fields ? { fields: body.fields } : {}),
    ...(body.details && typeof body.details === 'object' ? { details: body.details } : {}),
  };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { message, fields, details } = serverMessage(error.data);
    return new ApiError(
      message ?? error.response.statusText ?? 'Request failed',
      error.response.status,
      fields,
      details,
    );
  }
  if (error instanceof TimeoutError) return new ApiError('Request timed out', 0);
  return new ApiError(error instanceof Error ? error.message : 'Network error', 0);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one HTTP client of every front end: `/api` on the page's own host, cookies included,
 * 10 s timeout, JSON bodies, the UI language as `lang` on every request, 2xx = success.
 */
export const api: KyInstance = ky.create({
  prefix: '/api',
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.set('lang', currentLanguage());
        // A page opened as an admin's preview reads drafts (the API ignores the parameter without an admin session).
        if (request.method === 'GET' && isPreviewPage()) url.searchParams.set(PREVIEW_PARAM, '1');
        // Not `new Request(url, request)`: that passes the body on as a stream, which Chromium sends only over
        // HTTP/2 (net::ERR_ALPN_NEGOTIATION_FAILED on an HTTP/1.1 origin), so every write with a body failed.
        const next = new Request(url, {
          method: request.method,
          headers: request.headers,
          body: request.body ? await request.arrayBuffer() : null,
          credentials: request.credentials,
          signal: request.signal,
          cache: request.cache,
          redirect: request.redirect,
          referrerPolicy: request.referrerPolicy,
        });
        if (WRITE_METHODS.has(next.method)) next.headers.set(CSRF_HEADER, CSRF_VALUE);
        return next;
      },
    ],
    beforeError: [({ error }) => toApiError(error)],
  },
});

/** JSON helpers so feature code reads as one line per call. */
export const http = {
  get: <T>(path: string, searchParams?: Record<string, string | number>) =>
    (pageRead(path, searchParams) as Promise<T> | undefined) ??
    api.get(path, searchParams ? { searchParams } : {}).json<T>(),
  post: <T>(path: string, json?: unknown) => api.post(path, json === undefined ? {} : { json }).json<T>(),
  put: <T>(path: string, json?: unknown) => api.put(path, json === undefined ? {} : { json }).json<T>(),
  delete: <T>(path: string) => api.delete(path).json<T>(),
  /** Multipart upload (FormData); the browser sets the boundary. */
  send: <T>(method: 'post' | 'put', path: string, body: FormData) => api[method](path, { body }).json<T>(),
};

/**
 * The address of an API GET for the browser to follow itself (a file download: `<a href download>`), with the same
 * `/api` prefix and `lang` as every request. Empty parameters are left out.
 */
export function apiHref(
  path: string,
  searchParams: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('lang', currentLanguage());
  return `/api/${path}?${params}`;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…1 */
  fraction: number;
}

export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Multipart upload with progress, same conventions as `api` (/api prefix, cookies, `lang`, CSRF header, ApiError).
 * XMLHttpRequest, because fetch reports upload progress only for streamed request bodies, which Chromium sends
 * over HTTP/2 only (ky's `onUploadProgress` fails on an HTTP/1.1 origin).
 */
export function upload<T>(
  method: 'post' | 'put',
  path: string,
  body: FormData,
  onProgress?: (progress: UploadProgress) => void,
  /** Large files (videos) may need longer than UPLOAD_TIMEOUT_MS. */
  timeoutMs: number = UPLOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const url = new URL(`/api/${path}`, window.location.origin);
    url.searchParams.set('lang', currentLanguage());
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), url);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0) {
        onProgress({ loaded: event.loaded, total: event.total, fraction: event.loaded / event.total });
      }
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const { message, fields, details } = serverMessage(data);
      reject(new ApiError(message ?? (xhr.statusText || 'Request failed'), xhr.status, fields, details));
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    xhr.ontimeout = () => reject(new ApiError('Request timed out', 0));
    xhr.send(body);
  });
}

/** Success body of an operation of the API's OpenAPI document (openapi-types.ts, generated). */
export type ApiData<P extends keyof paths, M extends keyof paths[P] & HttpMethod> = Exclude<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, undefined, 'application/json'>['data'],
  undefined
>;

/** A shape the API's document names (`ApiSchema<'Product'>`): the front ends' types of the API's answers. */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Init<P extends keyof paths, M extends HttpMethod> = MaybeOptionalInit<paths[P], M>;
type InitArgs<I> = undefined extends I ? [init?: I] : [init: I];
type Call<M extends HttpMethod> = <P extends ClientPathsWithMethod<typeof openapi, M>, I extends Init<P, M>>(
  path: P,
  ...init: InitArgs<I>
) => Promise<ApiData<P, M & keyof paths[P]>>;

/**
 * openapi-fetch over the ky instance above, so a typed call has every convention of `api`: cookies, the timeout,
 * `lang` (and `preview` on a preview page), the CSRF header on writes, and a non-2xx rejected as an ApiError.
 */
const openapi = createClient<paths>({
  fetch: (request) => api(request),
  // The global Request as it is at the call (openapi-fetch keeps the one of its creation): test set-ups replace it.
  Request: function PageRequest(input: RequestInfo | URL, init?: RequestInit) {
    return new globalThis.Request(input, init);
  } as unknown as typeof Request,
});

async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

type Params = { path?: Record<string, string | number>; query?: Record<string, unknown> } | undefined;

/** The read's path as the page's data names it (`products/12`) and its defined query parameters. */
function pageReadOf(path: string, params: Params): Promise<unknown> | undefined {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params?.path?.[name] ?? '')),
  );
  const query = Object.fromEntries(
    Object.entries(params?.query ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
  return pageRead(filled.replace(/^\/api\//, ''), Object.keys(query).length > 0 ? query : undefined);
}

/**
 * The one typed API client of every front end: `apiClient.GET('/api/products/{id}', { params: { path: { id } } })`
 * resolves to the document's `Product`, a wrong path, parameter or field is a type error. Reads are answered from
 * the server-rendered page's data when it has them (page-data.ts), like `http.get`.
 */
export const apiClient = {
  GET: ((path: string, init?: { params?: Params }) =>
    (pageReadOf(path, init?.params) as Promise<unknown> | undefined) ??
    dataOf(openapi.GET(path as never, init as never))) as Call<'get'>,
  POST: ((path: string, init?: object) => dataOf(openapi.POST(path as never, init as never))) as Call<'post'>,
  PUT: ((path: string, init?: object) => dataOf(openapi.PUT(path as never, init as never))) as Call<'put'>,
  DELETE: ((path: string, init?: object) =>
    dataOf(openapi.DELETE(path as never, init as never))) as Call<'delete'>,
};

import type { ApiData, ApiSchema, ApiPaths as paths } from '@aurinko/shared-ui';
import { vi } from 'vitest';

/** One request as the API would see it. */
export interface SeenRequest {
  method: string;
  /** Path under /api, without the query: `admin/products/3/move`. */
  path: string;
  /** Query parameters, `lang` included. */
  params: Record<string, string>;
  headers: Headers;
  /** The fetch's cache mode (`no-store` bypasses every cache); uploads: `default`. */
  cache: RequestCache;
  /** Parsed JSON body, or the FormData of an upload. */
  body: unknown;
}

/** An answer: `body` is what the API's document says the route answers (a refusal: the document's error body). */
export type Answer<T = unknown> =
  | { status?: number; body?: T }
  | { status: number; body?: Partial<ApiSchema<'Error'>> };

type Handler<T = unknown> = (request: SeenRequest) => Answer<T> | Promise<Answer<T>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A document path as the fake writes it: `/api/contact/{id}/read` → `contact/:id/read`. */
type FakeForm<P extends string> = P extends `${infer A}{${infer Name}}${infer B}`
  ? FakeForm<`${A}:${Name}${B}`>
  : P;
type FakePath<P> = P extends `/api/${infer Rest}` ? FakeForm<Rest> : never;
/** The document's paths that have `method`, in the fake's form. */
type FakePaths<M extends Method> = {
  [P in keyof paths]: Lowercase<M> extends keyof paths[P] ? FakePath<P> : never;
}[keyof paths];
type DocPath<F extends string> = { [P in keyof paths]: FakePath<P> extends F ? P : never }[keyof paths];
/**
 * Does a test's path (`admin/events/:id/files/images`) fit a document path in the fake's form
 * (`admin/events/:id/files/:field`): segment by segment, the same, or a `:param` of the document's.
 */
type Fits<F extends string, D extends string> = F extends `${infer FHead}/${infer FRest}`
  ? D extends `${infer DHead}/${infer DRest}`
    ? [FHead extends DHead ? true : DHead extends `:${string}` ? true : false] extends [true]
      ? Fits<FRest, DRest>
      : false
    : false
  : D extends `${string}/${string}`
    ? false
    : F extends D
      ? true
      : D extends `:${string}`
        ? true
        : false;
/** The document's paths (fake form) with `method` that a test's path fits. */
type Fitting<M extends Method, F extends string> = {
  [D in FakePaths<M>]: Fits<F, D> extends true ? D : never;
}[FakePaths<M>];
/** `unknown` for a path the document has (or one outside /api), `never` (a type error at the call) for any other. */
type Known<M extends Method, F extends string> = F extends `/${string}`
  ? unknown
  : [Fitting<M, F>] extends [never]
    ? never
    : unknown;
/**
 * What the document says `method path` answers (a path outside /api, e.g. `/h/version.json`: anything). The studio's
 * routes (`admin/<resource>…`) are checked as paths only, their answers not yet typed: their fixtures
 * (studio-records.ts) predate the document's record, page and draft schemas and lack fields the API sends
 * (`nextCursor`, `hasDraft`, `draft`).
 */
type AnswerOf<M extends Method, F extends string> = F extends `/${string}`
  ? unknown
  : F extends `admin/${string}`
    ? F extends 'admin/translation-coverage'
      ? ApiData<'/api/admin/translation-coverage', 'get'>
      : unknown
    : DocPath<Fitting<M, F>> extends infer P extends keyof paths
      ? Lowercase<M> extends keyof paths[P] & ('get' | 'post' | 'put' | 'delete')
        ? ApiData<P, Lowercase<M> & keyof paths[P] & ('get' | 'post' | 'put' | 'delete')>
        : never
      : never;

/** An upload in flight (XHR): the test moves its progress and answers it when it wants. */
export interface PendingUpload {
  request: SeenRequest;
  progress: (loaded: number, total: number) => void;
  respond: (answer: Answer) => void;
}

/**
 * The API, faked at the network boundary only: the shared client runs for real (ky over `fetch`, `upload()` over
 * XMLHttpRequest) and its requests land here. Routes are `METHOD path` with `:param` segments; the most recently
 * added matching route answers, so a test overrides a default by adding a route.
 */
export function installFakeApi() {
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];
  const uploads: PendingUpload[] = [];

  /**
   * Answers `method path` (the document's path in the fake's form, `contact/:id/read`, a `:param` may be given its
   * value: `admin/events/:id/files/images`; a path the document lacks is a type error); the body is typed by the
   * API's OpenAPI document (shared-ui/src/api/openapi-types.ts), so a fake that drifts from the API fails typecheck.
   */
  const on = <M extends Method, F extends string>(
    method: M,
    path: F & Known<M, F>,
    handler: Handler<AnswerOf<M, F>> | Answer<AnswerOf<M, F>>,
  ) => {
    const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
    const respond = (typeof handler === 'function' ? handler : () => handler) as Handler;
    routes.unshift({ method, pattern, handler: respond });
  };

  const split = (url: URL) => ({
    path: url.pathname.replace(/^\/api\//, ''),
    params: Object.fromEntries(url.searchParams),
  });

  const answer = async (request: SeenRequest): Promise<Answer> => {
    const route = routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
    );
    if (!route)
      return {
        status: 404,
        body: { statusCode: 404, message: `No fake for ${request.method} ${request.path}` },
      };
    return route.handler(request);
  };

  // jsdom has no fetch; Node's Request refuses the relative URLs a browser resolves against the page: do as a browser.
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);

  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SeenRequest = {
      method: request.method,
      ...split(url),
      headers: request.headers,
      cache: request.cache,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(seen);
    const { status = 200, body = {} } = await answer(seen);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    timeout = 0;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    open(method: string, url: string | URL) {
      this.method = method;
      this.url = String(url);
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: unknown) {
      const seen: SeenRequest = {
        method: this.method,
        ...split(new URL(this.url)),
        headers: this.headers,
        cache: 'default',
        body,
      };
      requests.push(seen);
      uploads.push({
        request: seen,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: ({ status = 200, body = {} }) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  return {
    on,
    requests,
    uploads,
    /** Requests matching a method and a path (regular expression on the path under /api). */
    seen: (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path)),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

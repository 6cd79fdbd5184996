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

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

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

  const on = (method: string, path: string, handler: Handler | Answer) => {
    const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
    routes.unshift({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
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

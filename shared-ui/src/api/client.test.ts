// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from '../i18n/languages';
import { ApiError, api, apiClient, apiHref, http as client } from './client';

// A real HTTP server stands in for the API; the client is pointed at it with ky's per-request baseUrl.
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let base = '';
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    res.setHeader('Content-Type', 'application/json');
    if (path === '/api/bad' || path === '/api/contact/7/read') {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          statusCode: 400,
          message: 'headline1 must not be empty',
          error: 'Bad Request',
          fields: { headline1: 'must not be empty' },
        }),
      );
    } else if (path === '/api/in-use') {
      res.statusCode = 409;
      res.end(
        JSON.stringify({
          statusCode: 409,
          message: 'still has 2 photos',
          error: 'Conflict',
          details: { reason: 'in-use', count: 2 },
        }),
      );
    } else if (path === '/api/created') {
      res.statusCode = 201;
      res.end(JSON.stringify({ ok: true }));
    } else {
      res.end(JSON.stringify({ ok: true }));
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client', () => {
  it('calls /api on the base with the UI language as `lang`, and no CSRF header on reads', async () => {
    seen = [];
    setCurrentLanguage('ar');
    await api.get('headline/all', { baseUrl: base }).json();
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/headline/all?lang=ar');
    expect(seen[0]?.headers['x-requested-with']).toBeUndefined();
    setCurrentLanguage('en');
  });

  it('keeps other query parameters next to `lang`', async () => {
    seen = [];
    setCurrentLanguage('ko');
    await api.get('products', { baseUrl: base, searchParams: { group: 'Poultry', page: 2 } }).json();
    const url = new URL(seen[0]?.url ?? '', base);
    expect(Object.fromEntries(url.searchParams)).toEqual({ group: 'Poultry', page: '2', lang: 'ko' });
    setCurrentLanguage('en');
  });

  it("forwards the page's ?preview=1 on reads only (an admin's draft preview)", async () => {
    seen = [];
    const page = globalThis as { window?: unknown };
    page.window = { location: { search: '?preview=1&lng=fr' } };
    try {
      await api.get('products', { baseUrl: base }).json();
      await api.post('created', { baseUrl: base, json: {} }).json();
    } finally {
      delete page.window;
    }
    await api.get('products', { baseUrl: base }).json();
    expect(new URL(seen[0]?.url ?? '', base).searchParams.get('preview')).toBe('1');
    expect(new URL(seen[1]?.url ?? '', base).searchParams.get('preview')).toBeNull();
    expect(new URL(seen[2]?.url ?? '', base).searchParams.get('preview')).toBeNull();
  });

  it('sends JSON bodies and the CSRF header on writes; any 2xx is success', async () => {
    seen = [];
    const answer = await api.post('created', { baseUrl: base, json: { headline1: 'Hello' } }).json();
    expect(answer).toEqual({ ok: true });
    expect(seen[0]?.headers['content-type']).toContain('application/json');
    expect(seen[0]?.headers['x-requested-with']).toBe('aurinko');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ headline1: 'Hello' });
  });

  it("turns an error answer into ApiError with the server's message and field errors", async () => {
    const error = await api
      .put('bad', { baseUrl: base, json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'headline1 must not be empty',
      fields: { headline1: 'must not be empty' },
    });
  });

  it("keeps a refusal's details (what the page may say in its own words)", async () => {
    const error = await api
      .delete('in-use', { baseUrl: base })
      .json()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, details: { reason: 'in-use', count: 2 }, fields: {} });
  });

  it('turns an unreachable server into a network ApiError (status 0)', async () => {
    const error = await api
      .get('x', { baseUrl: 'http://127.0.0.1:9/' })
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('offers one-line JSON helpers on the same client', () => {
    expect(typeof client.get).toBe('function');
    expect(typeof client.post).toBe('function');
  });

  it('builds download addresses under /api with `lang`, leaving empty parameters out', () => {
    setCurrentLanguage('ar');
    expect(apiHref('contact/export', { division: 'human', q: '', from: undefined, page: 2 })).toBe(
      '/api/contact/export?division=human&page=2&lang=ar',
    );
    expect(apiHref('contact/export')).toBe('/api/contact/export?lang=ar');
    setCurrentLanguage('en');
  });
});

describe('the typed client (openapi-fetch over the same instance)', () => {
  const at = () => base.replace(/\/$/, '');

  it('reads a documented path with its parameters, `lang` beside them, no CSRF header', async () => {
    seen = [];
    setCurrentLanguage('fr');
    const answer = await apiClient.GET('/api/products', {
      baseUrl: at(),
      params: { query: { group: 'Poultry', page: 2 } },
    });
    expect(answer).toEqual({ ok: true });
    const url = new URL(seen[0]?.url ?? '', base);
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ group: 'Poultry', page: '2', lang: 'fr' });
    expect(seen[0]?.headers['x-requested-with']).toBeUndefined();
    setCurrentLanguage('en');
  });

  it('fills path parameters, sends JSON and the CSRF header on writes, and maps a refusal to ApiError', async () => {
    seen = [];
    const error = await apiClient
      .PUT('/api/contact/{id}/read', { baseUrl: at(), params: { path: { id: 7 } }, body: { read: true } })
      .catch((e: unknown) => e);
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url).toBe('/api/contact/7/read?lang=en');
    expect(seen[0]?.headers['x-requested-with']).toBe('aurinko');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ read: true });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fields: { headline1: 'must not be empty' } });
  });
});

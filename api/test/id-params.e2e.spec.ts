import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdParamName } from '../src/common/http/parse-id.pipe.js';
import { HeadlineEntity } from '../src/headlines/headline.entity.js';
import { GENERIC_RESOURCES } from '../src/studio/generic/generic-resource.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

/** Each would be 131, 1 or 10 after a lax conversion; 131 is a real headline in this test. */
const MALFORMED = [
  '0x83',
  '01',
  '+1',
  '1e1',
  '%201',
  '%20%31',
  '1%0A',
  '119.0',
  '0',
  '-1',
  '2147483648',
  '1.',
  '１',
];

interface Route {
  method: string;
  path: string;
}

/** Every /api route Express serves, with its handler, so a route added later is walked too. */
function routesWithIdParams(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  return express.router.stack.flatMap((layer) => {
    const route = layer.route;
    if (!route?.path.startsWith('/api/')) return [];
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    if (!params.some(isIdParamName)) return [];
    return Object.keys(route.methods)
      .filter((m) => m !== '_all')
      .map((m) => ({ method: m.toUpperCase(), path: route.path }));
  });
}

describe.each(DATABASES)('one id check for every route on %s', (kind) => {
  let t: TestApp;
  let publicPaths: Set<string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    const now = new Date();
    await t.dataSource
      .getRepository(HeadlineEntity)
      .insert({ id: 131, text: { en: 'Number 131' }, createdAt: now, updatedAt: now } as never);
    // Public routes, as the route enumeration test reviews them: only GET lookups carry ids.
    // Public reads of one record answer 404 for any malformed id (shareable addresses), the generic resources' too.
    publicPaths = new Set([
      'GET /api/products/:id',
      'GET /api/products/:id/datasheet.pdf',
      ...GENERIC_RESOURCES.map(({ id }) => `GET /api/${id}/:id`),
    ]);
  });
  afterAll(() => t.close());

  // Every route with an id × 13 malformed ids (about 1,200 requests, more with each resource): its own time budget.
  it('refuses every malformed id on every route with an id param, and deletes nothing', async () => {
    const routes = routesWithIdParams(t);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/headline/delete/:id',
        'PUT /api/logo/:id',
        'GET /api/products/:id',
      ]),
    );
    const agent = await t.signIn();
    const headlines = t.dataSource.getRepository(HeadlineEntity);
    const before = await headlines.count();
    for (const route of routes) {
      const isPublic = publicPaths.has(`${route.method} ${route.path}`);
      for (const id of MALFORMED) {
        const path = route.path.replace(/:(\w+)/g, (_, name: string) => (isIdParamName(name) ? id : 'x'));
        const res = await agent[route.method.toLowerCase() as 'get'](path).set(CSRF).send({});
        const expected = isPublic ? 404 : 400;
        expect({ route: `${route.method} ${route.path}`, id, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          id,
          status: expected,
        });
        expect(res.body.statusCode).toBe(expected);
        if (!isPublic) expect(res.body.message).toMatch(/id must be a positive integer id/);
      }
    }
    expect(await headlines.count()).toBe(before);
    expect(await headlines.existsBy({ id: 131 })).toBe(true);
  }, 120_000);

  it('DELETE /api/headline/delete/0x83 leaves headline 131, and /api/products/01 or 1e0 is not product 1', async () => {
    const agent = await t.signIn();
    await agent.delete('/api/headline/delete/0x83').set(CSRF).expect(400);
    expect(await t.dataSource.getRepository(HeadlineEntity).existsBy({ id: 131 })).toBe(true);
    const product = (await request(t.server).get('/api/products/1').expect(200)).body;
    expect(product._id).toBe('1');
    for (const alias of ['01', '+1', '1.0', '0x1', '1e0', '%201']) {
      await request(t.server).get(`/api/products/${alias}`).expect(404);
    }
  });

  it('an anonymous request with a malformed id still gets 401 first', async () => {
    await request(t.server).delete('/api/headline/delete/0x83').set(CSRF).expect(401);
  });
});

import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IS_PUBLIC_KEY } from '../src/common/decorators/auth.decorators.js';
import { STUDIO_RESOURCES } from '../src/studio/studio.registry.js';
import { ADMIN, CSRF, startTestApp, type TestApp } from './support/test-app.js';

interface Route {
  method: string;
  path: string;
}

/** Reviewed list: adding a public route must change this test. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/headline/all',
  'GET /api/logo/logos',
  'GET /api/visitors',
  'POST /api/visitors/hit',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Public content (issue 6): reads, plus the rate-limited contact and review forms.
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/reports',
  'GET /api/gallery/categories',
  'GET /api/gallery',
  'GET /api/videos',
  'GET /api/brochures',
  'GET /api/blogs',
  'GET /api/blogs/:slug',
  'GET /api/faculty',
  'GET /api/reviews',
  'POST /api/reviews',
  'POST /api/contact',
  'GET /api/banners',
  'GET /api/page-banners',
  'GET /api/search',
  // Content studio (issue 10): the home page's product cards.
  'GET /api/product-cards',
].sort();

/** Every /api route Express actually serves (the ground truth, not the controllers' intent). */
function registeredRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  return express.router.stack.flatMap((layer) =>
    layer.route?.path.startsWith('/api/')
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: layer.route?.path ?? '' }))
      : [],
  );
}

/** Routes whose handler or controller carries @Public(), read from Nest's metadata. */
function publicHandlers(t: TestApp): number {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  let count = 0;
  for (const wrapper of discovery.getControllers()) {
    const prototype = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      if (reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [prototype[name], wrapper.metatype])) count++;
    }
  }
  return count;
}

const concrete = (path: string) => path.replace(/:\w+/g, '1');

describe('route enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
  });
  afterAll(() => t.close());

  it('finds every route and exactly the reviewed public ones', () => {
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(17);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const key of PUBLIC_ROUTES) expect(keys).toContain(key);
    expect(publicHandlers(t)).toBe(PUBLIC_ROUTES.length);
    // Drafts (issue 12): every studio resource has them, and they are admin routes like the rest of the studio.
    for (const { path } of STUDIO_RESOURCES) {
      for (const key of [
        `PUT /api/admin/${path}/:id/draft`,
        `DELETE /api/admin/${path}/:id/draft`,
        `POST /api/admin/${path}/:id/publish`,
      ]) {
        expect(keys).toContain(key);
        expect(PUBLIC_ROUTES).not.toContain(key);
      }
    }
  });

  it('answers 401 to an anonymous request on every non-public route', async () => {
    const guarded = registeredRoutes(t).filter((r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    for (const route of guarded) {
      const res = await request(t.server)
        [route.method.toLowerCase() as 'get'](concrete(route.path))
        .set(CSRF);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('answers 403 to a signed-in non-admin on every admin route', async () => {
    const viewer = await t.signIn('watcher', 'Viewing-pass-55');
    const adminOnly = registeredRoutes(t).filter(
      (r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.path}`) && r.path !== '/api/auth/me',
    );
    for (const route of adminOnly) {
      const res = await viewer[route.method.toLowerCase() as 'get'](concrete(route.path)).set(CSRF);
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
    }
    expect((await viewer.get('/api/auth/me')).body).toEqual({ name: 'watcher', role: 'viewer' });
  });
});

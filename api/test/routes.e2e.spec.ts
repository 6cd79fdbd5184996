import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from '../src/common/decorators/auth.decorators.js';
import { GENERIC_RESOURCES } from '../src/studio/generic/generic-resource.js';
import { STUDIO_RESOURCES } from '../src/studio/studio.registry.js';
import { ADMIN, CSRF, startTestApp, type TestApp } from './support/test-app.js';

interface Route {
  method: string;
  path: string;
}

/** Reviewed list: adding a public route must change this test. */
const PUBLIC_ROUTES = [
  'GET /api/content-version',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
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
  'GET /api/certificates',
  'GET /api/reviews',
  'POST /api/reviews',
  'POST /api/contact',
  'GET /api/banners',
  'GET /api/page-banners',
  // Content studio, part 2 (issue 11): every page banner of a division, for the shared pages' layout.
  'GET /api/page-banners/all',
  'GET /api/search',
  // Content studio (issue 10): the home page's product cards.
  'GET /api/product-cards',
  // Content studio, part 2: events, shown with the news.
  'GET /api/events',
  // Found and shared (issue 16): product data sheets, and what the site's sitemap lists.
  'GET /api/products/:id/datasheet.pdf',
  'GET /api/sitemap',
  // Content at scale (issue 37): the sitemap's record files, paged, one per language.
  'GET /api/sitemap/:lang/:file',
  // Generic studio resources (issue 32): the factory's public read is reviewed once, here — two GETs of published
  // records per resource the contract marks `generic` (studio/generic/generic-public.controller.ts), nothing else.
  ...GENERIC_RESOURCES.flatMap(({ id }) => [`GET /api/${id}`, `GET /api/${id}/:id`]),
].sort();

/**
 * Reviewed list: what a signed-in `viewer` may call. Reads of content and the overview, plus their own account; every
 * other non-public route (each write, each list of personal data) answers a viewer 403.
 */
const VIEWER_ROUTES = [
  'GET /api/auth/me',
  'POST /api/auth/change-password',
  'GET /api/headline/:id/translations',
  'GET /api/visitors/daily',
  'GET /api/admin/translation-coverage',
  // Every studio resource's reads, derived from the registry so a resource added there is checked too.
  ...STUDIO_RESOURCES.flatMap((def) => [`GET /api/admin/${def.path}`, `GET /api/admin/${def.path}/:id`]),
].sort();

/** The only writes a viewer may make: on their own account. */
const VIEWER_SELF_SERVICE = ['POST /api/auth/change-password'];

/** Lists of personal data: admin only, whatever else changes. */
const PERSONAL_DATA_READS = [
  'GET /api/admins',
  'GET /api/audit',
  'GET /api/contact',
  'GET /api/reviews/pending',
  // History and the bin (issue 33): they name the admins who saved and deleted.
  'GET /api/bin',
  ...STUDIO_RESOURCES.flatMap((def) => [
    `GET /api/admin/${def.path}/:id/versions`,
    `GET /api/admin/${def.path}/:id/versions/:versionId`,
  ]),
  // The workplace (issue 34): names visitors who wrote, and its search reaches unpublished records.
  'GET /api/admin/workplace',
  'GET /api/admin/workplace/search',
];

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

/** Handlers whose roles (handler or controller) include `role`, read from Nest's metadata. */
function handlersAllowing(t: TestApp, role: Role): number {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  let count = 0;
  for (const wrapper of discovery.getControllers()) {
    const prototype = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
        prototype[name],
        wrapper.metatype,
      ]);
      if (roles?.includes(role)) count++;
    }
  }
  return count;
}

const concrete = (path: string) => path.replace(/:\w+/g, '1');

/** The parameter kinds (@Body, @UploadedFile …) of every handler, by `Controller_method` (@nestjs/swagger's ids). */
function handlerArgs(t: TestApp): Map<string, RouteParamtypes[]> {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const args = new Map<string, RouteParamtypes[]>();
  for (const wrapper of discovery.getControllers()) {
    const metatype = wrapper.metatype as { name: string; prototype: object };
    for (const name of scanner.getAllMethodNames(metatype.prototype)) {
      const meta = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as object;
      args.set(
        `${metatype.name}_${name}`,
        Object.keys(meta).map((key) => Number(key.split(':')[0]) as RouteParamtypes),
      );
    }
  }
  return args;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ $ref?: string; name?: string; in?: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
}
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  format?: string;
};
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
}

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
    for (const key of ['GET /api/bin', 'POST /api/bin/:id/restore']) {
      expect(keys).toContain(key);
      expect(PUBLIC_ROUTES).not.toContain(key);
    }
    for (const { path } of STUDIO_RESOURCES) {
      for (const key of [
        `PUT /api/admin/${path}/:id/draft`,
        `DELETE /api/admin/${path}/:id/draft`,
        `POST /api/admin/${path}/:id/publish`,
        // History (issue 33): versions read and restored, admin only.
        `GET /api/admin/${path}/:id/versions`,
        `GET /api/admin/${path}/:id/versions/:versionId`,
        `POST /api/admin/${path}/:id/versions/:versionId/restore`,
      ]) {
        expect(keys).toContain(key);
        expect(PUBLIC_ROUTES).not.toContain(key);
      }
    }
  });

  it('describes every route in the OpenAPI document: security, CSRF, bodies of writes, errors, success schemas', async () => {
    const docs = await startTestApp('sqlite', { OPENAPI: 'true' });
    let document: Document;
    try {
      document = (await request(docs.server).get('/api/docs-json').expect(200)).body as Document;
    } finally {
      await docs.close();
    }
    expect(document.openapi).toBe('3.1.0');
    const resolve = (schema: Schema): Schema =>
      schema.$ref
        ? resolve(document.components.schemas[schema.$ref.split('/').pop() as string] as Schema)
        : schema;
    const errorOf = (response: { $ref?: string }) =>
      response.$ref &&
      document.components.responses[response.$ref.split('/').pop() as string]?.content['application/json']
        ?.schema.$ref;
    const args = handlerArgs(t);
    const routes = registeredRoutes(t);
    let writes = 0;
    let uploads = 0;
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect({ key, documented: Boolean(operation) }).toEqual({ key, documented: true });
      if (!operation) continue;
      expect({ key, summary: Boolean(operation.summary), tags: Boolean(operation.tags?.length) }).toEqual({
        key,
        summary: true,
        tags: true,
      });
      const isPublic = PUBLIC_ROUTES.includes(key);
      expect({ key, security: operation.security }).toEqual({
        key,
        security: isPublic ? [] : [{ session: [] }],
      });
      if (!isPublic) {
        for (const status of ['401', '403']) {
          const response = operation.responses[status];
          expect({ key, status, error: response && errorOf(response) }).toEqual({
            key,
            status,
            error: '#/components/schemas/Error',
          });
        }
      }
      const kinds = args.get(operation.operationId) ?? [];
      if (method !== 'GET') {
        writes++;
        expect({
          key,
          csrf: operation.parameters?.some((p) => p.$ref === '#/components/parameters/Csrf'),
        }).toEqual({
          key,
          csrf: true,
        });
        expect({ key, '400': errorOf(operation.responses['400'] ?? {}) }).toEqual({
          key,
          '400': '#/components/schemas/Error',
        });
        if (kinds.includes(RouteParamtypes.FILE) || kinds.includes(RouteParamtypes.FILES)) {
          uploads++;
          const schema = resolve(operation.requestBody?.content['multipart/form-data']?.schema ?? {});
          const binary = Object.values(schema.properties ?? {}).some(
            (part) => part.format === 'binary' || part.items?.format === 'binary',
          );
          expect({ key, binaryPart: binary }).toEqual({ key, binaryPart: true });
        } else if (kinds.includes(RouteParamtypes.BODY)) {
          const schema = resolve(operation.requestBody?.content['application/json']?.schema ?? {});
          expect({ key, bodyFields: Object.keys(schema.properties ?? {}).length > 0 }).toEqual({
            key,
            bodyFields: true,
          });
        } else {
          // A write that reads no body documents none (the explicit empty body).
          expect({ key, requestBody: operation.requestBody }).toEqual({ key, requestBody: undefined });
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2') || status === '204') continue;
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
        expect({ key, status, schema: schemas.length > 0 }).toEqual({ key, status, schema: true });
      }
    }
    expect(writes).toBeGreaterThanOrEqual(150);
    expect(uploads).toBeGreaterThanOrEqual(STUDIO_RESOURCES.length);
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

  it('lets a viewer read exactly the reviewed routes: GETs of content and the overview, and their own account', () => {
    const keys = registeredRoutes(t).map((r) => `${r.method} ${r.path}`);
    for (const key of VIEWER_ROUTES) expect(keys).toContain(key);
    expect(handlersAllowing(t, 'viewer')).toBe(VIEWER_ROUTES.length);
    const writes = VIEWER_ROUTES.filter((key) => !key.startsWith('GET '));
    expect(writes).toEqual(VIEWER_SELF_SERVICE);
    for (const key of PERSONAL_DATA_READS) {
      expect(keys).toContain(key);
      expect(VIEWER_ROUTES).not.toContain(key);
    }
  });

  it('answers 403 to a signed-in viewer on every other non-public route, every write included', async () => {
    const viewer = await t.signIn('watcher', 'Viewing-pass-55');
    const guarded = registeredRoutes(t).filter((r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.path}`));
    const refused = guarded.filter((r) => !VIEWER_ROUTES.includes(`${r.method} ${r.path}`));
    expect(refused.filter((r) => r.method !== 'GET').length).toBeGreaterThanOrEqual(10);
    for (const route of refused) {
      const res = await viewer[route.method.toLowerCase() as 'get'](concrete(route.path)).set(CSRF);
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    for (const route of guarded.filter((r) => VIEWER_ROUTES.includes(`${r.method} ${r.path}`))) {
      const res = await viewer[route.method.toLowerCase() as 'get'](concrete(route.path)).set(CSRF);
      // Allowed through the guard: the answer is the route's own (200, or 404/400 for the made-up id or body).
      expect({ route, allowed: ![401, 403].includes(res.status) }).toEqual({ route, allowed: true });
    }
    expect((await viewer.get('/api/auth/me')).body).toEqual({ name: 'watcher', role: 'viewer' });
  });
});

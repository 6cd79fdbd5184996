import { plainTextToRichText } from '@aurinko/contract/rich-text';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOpenApi } from '../src/cli/export-openapi.js';
import { GENERIC_RESOURCES } from '../src/studio/generic/generic-resource.js';
import { STUDIO_RESOURCES } from '../src/studio/studio.registry.js';
import { type JsonSchema, refResolver, validBody } from './fuzz/schema-arbitrary.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean } | { $ref: string }>;
  responses: Record<string, { content?: Record<string, { schema: Schema }> } | { $ref: string }>;
}

/**
 * A copy of the document's schemas where every object with named properties admits no other: the API sending a field
 * the document does not name fails here as surely as one it lacks.
 */
function closed(value: unknown, partOfAllOf = false): unknown {
  if (Array.isArray(value)) return value.map((item) => closed(item, partOfAllOf));
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, closed(item, key === 'allOf')]),
  );
  // The parts of an allOf each name some of the properties: closing one would refuse the others'.
  if (!partOfAllOf && copy.type === 'object' && copy.properties && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** Values for the required query parameters of the public and admin reads. */
const REQUIRED_QUERY: Record<string, string> = {
  division: 'human',
  q: 'nano',
  key: 'human/Health_supplements',
};

/** Lists the seed leaves empty, so their one-record reads have no id to visit. */
const EMPTY_IN_SEED = [
  '/api/admin/division-banners/{id}',
  '/api/admin/division-banners/{id}/versions',
  '/api/admin/division-banners/{id}/versions/{versionId}',
];

describe.each(DATABASES)('real answers match the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let document: OpenAPIObject;
  let ajv: Ajv2020;
  const checked = new Set<string>();

  beforeAll(async () => {
    document = await exportOpenApi();
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'doc', components: closed(document.components) as Schema }, 'doc');
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  function operation(method: string, path: string): Operation {
    const item = (document.paths as Record<string, Record<string, Operation>>)[path];
    const op = item?.[method];
    if (!op) throw new Error(`no ${method} ${path} in the document`);
    return op;
  }

  /** Fails unless the answer is a documented success whose body matches the document's schema for it. */
  function expectDocumented(method: string, path: string, res: Response): void {
    const op = operation(method, path);
    const label = `${method.toUpperCase()} ${path} → ${res.status}`;
    expect(res.status, `${label} ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(res.status, label).toBeLessThan(300);
    const response = op.responses[String(res.status)];
    expect(response, `${label} is not documented`).toBeDefined();
    if (!response || '$ref' in response) throw new Error(`${label}: a success is never a shared response`);
    const mediaType = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
    const content = response.content?.[mediaType];
    expect(content, `${label}: ${mediaType} is not documented`).toBeDefined();
    checked.add(`${method.toUpperCase()} ${path}`);
    if (mediaType !== 'application/json' || !content) return;
    const validate = ajv.compile(inDocument(content.schema));
    const valid = validate(res.body);
    expect(validate.errors ?? [], `${label}: ${JSON.stringify(res.body).slice(0, 400)}`).toEqual([]);
    expect(valid).toBe(true);
  }

  /** The schema rewritten so its `#/components/...` references point into the registered document. */
  function inDocument(schema: Schema): Schema {
    return JSON.parse(
      JSON.stringify(closed(schema)).replaceAll('"#/components/', '"doc#/components/'),
    ) as Schema;
  }

  async function get(path: string, url = path, query: Record<string, string> = {}): Promise<Response> {
    const op = operation('get', path);
    const params: Record<string, string> = { ...query };
    for (const param of op.parameters ?? []) {
      if ('$ref' in param || param.in !== 'query' || !param.required) continue;
      params[param.name] ??= REQUIRED_QUERY[param.name] ?? 'x';
    }
    const res = await admin.get(url).query(params);
    expectDocumented('get', path, res);
    return res;
  }

  it('writes that fill the lists answer as documented', async () => {
    const contact = await t.http().post('/api/contact').set(CSRF).send({
      name: 'Ada',
      mobile: '+44 20 7946 0000',
      email: 'ada@example.com',
      message: 'About your products',
    });
    expectDocumented('post', '/api/contact', contact);
    const review = await t
      .http()
      .post('/api/reviews')
      .set(CSRF)
      .send({ name: 'Ada', email: 'ada@example.com', rating: 5, comment: 'Very good indeed' });
    expectDocumented('post', '/api/reviews', review);
    const headline = await admin
      .post('/api/headline/create')
      .set(CSRF)
      .send({ headline1: 'Open day', translations: { fr: 'Portes ouvertes' } });
    expectDocumented('post', '/api/headline/create', headline);
    const messages = await get('/api/contact');
    const id = (messages.body as { items: Array<{ _id: string }> }).items[0]?._id;
    expect(id).toBeDefined();
    expectDocumented(
      'put',
      '/api/contact/{id}/read',
      await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: true }),
    );
    const reply = await admin.post(`/api/contact/${id}/replies`).set(CSRF).send({ text: 'Thank you, Ada.' });
    expect(reply.status).toBe(201);
    expectDocumented('post', '/api/contact/{id}/replies', reply);
    expectDocumented(
      'put',
      '/api/notifications/preferences',
      await admin.put('/api/notifications/preferences').set(CSRF).send({ review: 'digest' }),
    );
    const pending = await get('/api/reviews/pending');
    const reviewId = (pending.body as { items: Array<{ _id: string }> }).items[0]?._id;
    expectDocumented(
      'put',
      '/api/reviews/{id}/approve',
      await admin.put(`/api/reviews/${reviewId}/approve`).set(CSRF).send({}),
    );
    expectDocumented('post', '/api/visitors/hit', await t.http().post('/api/visitors/hit').set(CSRF));
    // The generic resources (issue 32) have no seed: one published record each, its body drawn from the document's
    // create schema (a fixed seed), so their one-record reads are visited too.
    for (const { id } of GENERIC_RESOURCES) {
      const op = (document.paths as Record<string, Record<string, { requestBody?: unknown }>>)[
        `/api/admin/${id}`
      ]?.post?.requestBody as { content: Record<string, { schema: JsonSchema }> };
      const schema = op.content['application/json']?.schema as JsonSchema;
      const [body] = fc.sample(validBody(schema, refResolver(document)), { seed: 20261127, numRuns: 1 });
      const created = await admin
        .post(`/api/admin/${id}`)
        .set(CSRF)
        .send({ ...(body as object), published: true });
      expectDocumented('post', `/api/admin/${id}`, created);
    }
    // History and the bin (issue 33): a version of each resource's first record, one restored; an event in the bin.
    for (const def of STUDIO_RESOURCES) {
      const first = ((await get(`/api/admin/${def.path}`)).body as { items: Array<{ _id: string }> })
        .items[0];
      if (!first) continue;
      const drafted = await admin.put(`/api/admin/${def.path}/${first._id}/draft`).set(CSRF).send({});
      expectDocumented('put', `/api/admin/${def.path}/{id}/draft`, drafted);
    }
    const product = ((await get('/api/admin/products')).body as { items: Array<{ _id: string }> }).items[0];
    const versions = await get(
      '/api/admin/products/{id}/versions',
      `/api/admin/products/${product?._id}/versions`,
    );
    const versionId = (versions.body as { items: Array<{ _id: string }> }).items[0]?._id;
    expectDocumented(
      'post',
      '/api/admin/products/{id}/versions/{versionId}/restore',
      await admin.post(`/api/admin/products/${product?._id}/versions/${versionId}/restore`).set(CSRF),
    );
    const event = await admin
      .post('/api/admin/events')
      .set(CSRF)
      .send({
        title: { en: 'Binned event' },
        date: '2026-10-08',
        place: { en: 'Namakkal' },
        description: { en: plainTextToRichText('Deleted to fill the bin.') },
      });
    const deleted = await admin.delete(`/api/admin/events/${event.body._id}`).set(CSRF);
    expectDocumented('delete', '/api/admin/events/{id}', deleted);
  });

  it('then every read of the public site and the admin area answers as documented', async () => {
    const paths = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([, item]) => item.get)
      .map(([path]) => path);
    // Parameterless reads first: their answers give the ids the others need.
    const firstIds = new Map<string, string>();
    const remember = (path: string, body: unknown) => {
      const items = Array.isArray(body) ? body : (body as { items?: unknown[] })?.items;
      const first = items?.[0] as { _id?: string; slug?: string } | undefined;
      if (first?._id) firstIds.set(path, first._id);
      if (first?.slug) firstIds.set(`${path}#slug`, first.slug);
    };
    for (const path of paths.filter((p) => !p.includes('{'))) {
      const res = await get(path);
      remember(path, res.body);
    }
    const sitemap = (await get('/api/sitemap')).body as { files: Array<{ name: string }> };
    const parentOf: Record<string, string> = {
      '/api/headline/{id}/translations': '/api/headline/all',
      '/api/products/{id}/datasheet.pdf': '/api/products',
      '/api/blogs/{slug}': '/api/blogs#slug',
    };
    const skipped: string[] = [];
    for (const path of paths.filter((p) => p.includes('{'))) {
      let url: string | undefined;
      const history = /^(.*)\/\{id\}\/versions(\/\{versionId\})?$/.exec(path);
      if (path === '/api/sitemap/{lang}/{file}') url = `/api/sitemap/en/${sitemap.files[0]?.name}.xml`;
      else if (history) {
        // A record's versions (its id from the list), then one of them (its id from the versions).
        const [, list = '', one] = history;
        const id = firstIds.get(list);
        const versionId = firstIds.get(`${list}/{id}/versions`);
        if (id && !one) url = `${list}/${id}/versions`;
        else if (id && versionId) url = `${list}/${id}/versions/${versionId}`;
      } else {
        const parent = parentOf[path] ?? path.replace(/\/\{[a-z]+\}$/i, '');
        const value = firstIds.get(parent);
        if (value) url = path.replace(/\{[a-z]+\}/i, encodeURIComponent(value));
      }
      if (!url) {
        skipped.push(path);
        continue;
      }
      remember(path, (await get(path, url)).body);
    }
    // Only the reads of one record of what the seed leaves empty may go unvisited.
    expect(skipped.filter((path) => !EMPTY_IN_SEED.includes(path))).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(paths.length - skipped.length);
  }, 120_000);
});

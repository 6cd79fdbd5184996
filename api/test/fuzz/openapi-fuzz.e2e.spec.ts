import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES } from '../../src/common/lang/languages.js';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document.js';
import { CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

// Property-based fuzzing of every route and method in the API's own OpenAPI document (built here from the app, so
// routes added later are fuzzed without touching this file): arbitrary and boundary path params, queries, bodies
// and headers, anonymous and as a signed-in admin (with the CSRF header, mostly). Fails on any 5xx; after every
// refused (4xx) write, no table changed (checksums of all rows) and no file appeared in storage.
// The seed is fixed (FUZZ_SEED, default below) and printed; FUZZ_RANDOM=1 draws a random one. FUZZ_RUNS sets the number
// of cases (default 600 per database over the document's 368 operations, the same seed every run; the suite took 7 of the
// API tests' 25 minutes at 2,000 — a deeper search is FUZZ_RUNS=20000 FUZZ_RANDOM=1). The bodies the document describes are fuzzed field by field in
// body-fuzz.e2e.spec.ts; this suite throws the unstructured and the hostile at every route.

const SEED =
  process.env.FUZZ_RANDOM === '1' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const FUZZ_ADMIN_PASSWORD = 'Fuzz-Admin-Passphrase-42';

/**
 * Tables that a refused request may legitimately touch: counters and sessions (not content), and the API's upload
 * heartbeat (every 5 s, whatever the requests; `pending_uploads` stays checked: a refused upload leaves no record).
 */
const ALWAYS_WRITTEN = new Set([
  'upload_writers',
  'rate_limit_counters',
  'sessions',
  'seed_runs',
  'migrations',
  'typeorm_metadata',
]);
/** Refused sign-ins count failed attempts on the admin row; refused resets may spend a code. */
const AUTH_WRITTEN = new Set(['admins', 'password_reset_codes']);

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
};
interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params: { name: string; in: string; required: boolean; schema: Schema }[];
  json?: Schema;
  multipart?: Schema;
}

/** encodeURIComponent that also sends lone surrogates (as the invalid UTF-8 bytes a hostile client would send). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      operations.push({
        method,
        path,
        params: (
          (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: Schema }[]
        ).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? false,
          schema: p.schema ?? { type: 'string' },
        })),
        json: content?.['application/json']?.schema,
        multipart: content?.['multipart/form-data']?.schema,
      });
    }
  }
  return operations;
}

/** Strings that have broken parsers before: boundaries, encodings, injections, lone surrogates. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  '0',
  '-1',
  '1e1',
  '0x83',
  '+1',
  '01',
  ' 1',
  '1\n',
  '119.0',
  '9'.repeat(40),
  'x'.repeat(10_001),
  '\ud800x',
  '\udfff',
  '😀'.repeat(50),
  'شعار',
  "' OR 1=1 --",
  '"; DROP TABLE admins; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'j:{}',
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Any JSON value at all, the wrong type for most fields. */
const anyJson = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { admin: true } }, 0),
  fc.jsonValue({ maxDepth: 3 }),
);
function valueFor(schema: Schema, document: OpenAPIObject, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, document);
  let right: fc.Arbitrary<unknown>;
  if (resolved.enum) right = fc.oneof(fc.constantFrom(...resolved.enum), nastyString);
  else if (resolved.oneOf ?? resolved.anyOf ?? resolved.allOf) {
    const options = (resolved.oneOf ?? resolved.anyOf ?? resolved.allOf ?? []).map((s) =>
      valueFor(s, document, depth + 1),
    );
    right = options.length ? fc.oneof(...options) : anyJson;
  } else if (resolved.type === 'string') {
    const valid =
      resolved.format === 'email'
        ? fc.emailAddress()
        : fc.string({
            minLength: resolved.minLength ?? 0,
            maxLength: Math.min(resolved.maxLength ?? 60, 200),
          });
    right = fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: nastyString });
  } else if (resolved.type === 'integer' || resolved.type === 'number') {
    // Whole numbers within the bounds (a `number` may have fractional bounds, e.g. a pack size's amount).
    const valid = fc.integer({
      min: Math.ceil(resolved.minimum ?? 0),
      max: Math.floor(Math.min(resolved.maximum ?? 1000, 2 ** 31)),
    });
    right = fc.oneof(valid, nastyNumber);
  } else if (resolved.type === 'boolean') right = fc.oneof(fc.boolean(), fc.constantFrom('true', 1, 'yes'));
  else if (resolved.type === 'array') {
    right = fc.array(valueFor(resolved.items ?? {}, document, depth + 1), { maxLength: depth > 1 ? 3 : 8 });
  } else if (resolved.type === 'object' || resolved.properties) {
    right = objectFor(resolved, document, depth + 1);
  } else right = anyJson;
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

function objectFor(
  schema: Schema,
  document: OpenAPIObject,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of props) record[name] = valueFor(prop, document, depth);
  const known = props.length
    ? fc.record(record, {
        requiredKeys: props.map(([n]) => n).filter((n) => schema.required?.includes(n) && Math.random() < 2),
      })
    : fc.constant({});
  // Sometimes drop required keys or add unknown ones (forbidNonWhitelisted must answer 400, not 500).
  return fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(known, fc.dictionary(nastyString, anyJson, { maxKeys: 3 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
  );
}

function resolve(schema: Schema, document: OpenAPIObject): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return (document.components?.schemas?.[name] as Schema | undefined) ?? {};
}

const pathParam = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0', '-1', '01', '+1', '1e1', '0x83', '%201', '1%0A', '119.0', '1.5', 'NaN'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('9'.repeat(30), '%00', '..%2F..%2Fetc', 'abc', '%E2%80%AE', '%F0%9F%98%80'),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encode) },
);

const cookieHeader = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'aurinko_session=j%3A%7B%7D',
    'aurinko_session=j:[1]',
    'aurinko_session=j:123',
    'aurinko_session=j:true',
    'aurinko_session=%E0%A4%A',
    `aurinko_session=${'a'.repeat(5000)}`,
    'aurinko_session=',
    'aurinko_visitor=../../x; aurinko_session=1',
    'i18next=ar',
  ),
  nastyString.map((v) => `aurinko_session=${encode(v)}`),
);

interface Case {
  op: number;
  asAdmin: boolean;
  csrf: boolean;
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  rawBody: string | undefined;
  cookie: string | undefined;
  lang: string | undefined;
  file: { bytes: Uint8Array; name: string; type: string } | undefined;
}

function caseArbitrary(operations: Operation[], document: OpenAPIObject): fc.Arbitrary<Case> {
  return fc.integer({ min: 0, max: operations.length - 1 }).chain((index) => {
    const op = operations[index] as Operation;
    const pathNames = op.params.filter((p) => p.in === 'path').map((p) => p.name);
    const queryParams = op.params.filter((p) => p.in === 'query');
    const query: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of queryParams) query[p.name] = valueFor(p.schema, document, 1);
    const body = op.json ? valueFor(op.json, document) : fc.option(anyJson, { nil: undefined });
    return fc.record({
      op: fc.constant(index),
      asAdmin: fc.boolean(),
      csrf: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      path: fc.record(Object.fromEntries(pathNames.map((n) => [n, pathParam]))) as fc.Arbitrary<
        Record<string, string>
      >,
      query: fc.record(query, { requiredKeys: [] }),
      body,
      rawBody: fc.option(
        fc.oneof(
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,]',
            '\u0000',
            '{"__proto__":{"x":1}}',
            'null',
            '"str"',
            `{"a":"${'\\ud800'}"}`,
          ),
          fc.string({ maxLength: 50 }),
          // Deep nesting: the body parser or validator must refuse it, not overflow the stack.
          fc.integer({ min: 50, max: 4000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        ),
        { freq: 8, nil: undefined },
      ),
      cookie: cookieHeader,
      lang: fc.option(
        fc.oneof(
          fc.constantFrom(...LANGUAGES.filter((other) => other !== DEFAULT_LANG), 'xx', ''),
          nastyString,
        ),
        {
          nil: undefined,
        },
      ),
      file: op.multipart
        ? fc.option(
            fc.record({
              bytes: fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(TINY_PNG)),
              name: fc.oneof(
                fc.constantFrom('logo.png', 'شعار.png', '../../x.png', 'a.php', '.png', 'x'.repeat(300)),
                nastyString,
              ),
              type: fc.constantFrom(
                'image/png',
                'image/svg+xml',
                'text/html',
                'application/octet-stream',
                '',
              ),
            }),
            { freq: 6, nil: undefined },
          )
        : fc.constant(undefined),
    });
  });
}

/** A valid 1×1 PNG: sometimes an upload should get through, so later refusals run against a non-empty table. */
const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

async function tableChecksums(t: TestApp): Promise<Map<string, string>> {
  const names: { name: string }[] =
    t.config.database.type === 'mysql'
      ? await t.dataSource.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
        )
      : await t.dataSource.query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        );
  const sums = new Map<string, string>();
  for (const { name } of names) {
    if (ALWAYS_WRITTEN.has(name)) continue;
    const quoted = t.config.database.type === 'mysql' ? `\`${name}\`` : `"${name}"`;
    const rows = await t.dataSource.query(`SELECT * FROM ${quoted}`);
    sums.set(name, `${rows.length}:${createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`);
  }
  return sums;
}

async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).sort();
}

describe.each(DATABASES)('OpenAPI fuzzing on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let adminCount = 0;
  let document: OpenAPIObject;
  let operations: Operation[];

  async function freshAdmin(): Promise<void> {
    adminCount++;
    const name = `fuzz-admin-${adminCount}`;
    await t.createAdmin(name, FUZZ_ADMIN_PASSWORD);
    admin = await t.signIn(name, FUZZ_ADMIN_PASSWORD);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await freshAdmin();
    document = buildOpenApiDocument(t.app);
    operations = operationsOf(document);
  });
  afterAll(() => t?.close());

  it(`answers every generated request below 500 and writes nothing when it refuses (${RUNS} cases)`, async () => {
    console.log(
      `fuzz ${kind}: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} cases, ${operations.length} operations`,
    );
    expect(operations.length).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(caseArbitrary(operations, document), async (c) => {
        const op = operations[c.op] as Operation;
        let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => c.path[name] ?? '1');
        const query = Object.entries(c.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`);
        if (c.lang !== undefined) query.push(`lang=${encode(c.lang)}`);
        if (query.length) url += `?${query.join('&')}`;
        const isWrite = op.method !== 'get';
        const before = isWrite ? await tableChecksums(t) : undefined;
        const filesBefore = isWrite ? await storedFiles(t.dataDir) : undefined;

        const agent = c.asAdmin ? admin : request(t.server);
        let req = agent[op.method](url);
        if (c.csrf) req = req.set(CSRF);
        if (!c.asAdmin && c.cookie !== undefined) req = req.set('Cookie', c.cookie);
        if (op.multipart) {
          if (c.file)
            req = req.attach('file', Buffer.from(c.file.bytes), {
              filename: c.file.name || 'x',
              contentType: c.file.type || 'application/octet-stream',
            });
        } else if (c.rawBody !== undefined && isWrite) {
          req = req.set('Content-Type', 'application/json').send(c.rawBody);
        } else if (c.body !== undefined && isWrite) {
          req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body));
        }
        const res = await req;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${op.method.toUpperCase()} ${url} as ${c.asAdmin ? 'admin' : 'anonymous'} → ${res.status} ${(res.text ?? `<${res.headers['content-type']}>`).slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);

        if (isWrite && res.status >= 400) {
          const after = await tableChecksums(t);
          for (const [table, sum] of before ?? []) {
            if (op.path.startsWith('/api/auth/') && AUTH_WRITTEN.has(table)) continue;
            expect(after.get(table), `${what}: table ${table} changed on a refused write`).toBe(sum);
          }
          expect(await storedFiles(t.dataDir), `${what}: a file appeared on a refused write`).toEqual(
            filesBefore,
          );
        }
        // A case that ended the admin's session (logout, a reset) must not turn the rest into anonymous cases.
        if (c.asAdmin && (op.path.startsWith('/api/auth/') || res.status === 401)) {
          if ((await admin.get('/api/auth/me')).status !== 200) await freshAdmin();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `fuzz ${kind}: ${RUNS} cases in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(' ')}`,
    );
  }, 600_000); // 2,000 requests with their database checks: minutes on a busy machine
});

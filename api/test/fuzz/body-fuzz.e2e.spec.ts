import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document.js';
import { mp4, pdf, webm } from '../studio/studio-helpers.js';
import { CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import {
  type Breakage,
  breakages,
  HOSTILE_STRINGS,
  type JsonSchema,
  normalize,
  refResolver,
  validBody,
} from './schema-arbitrary.js';

// The structured fuzz suite: every write operation of the API's OpenAPI document that has a request body (JSON or
// multipart) is driven with bodies drawn from ITS OWN schema (schema-arbitrary.ts), as a signed-in admin:
// - valid bodies → 2xx (except the few refusals a schema cannot express, listed in SEMANTIC with their reason);
// - valid bodies with hostile text in one string field → 2xx or a 400 naming that field;
// - near-valid bodies, one field broken at a time → 4xx JSON naming the field, and no row or file changed;
// - multipart, every part of the schema (or every `{field}` of a studio upload): a tiny real file of each accepted
//   type → 2xx, as many as an array part allows → 2xx; wrong types, empty and oversized files, a missing part, one
//   file too many for an array part, two parts where one is allowed → 4xx JSON naming the part, and no row or file
//   changed.
// Never a 5xx. An operation the suite cannot drive (an unresolvable path parameter, a schema keyword the generator
// does not know, a file part of an unknown kind) fails the coverage test.
// The seed is fixed (FUZZ_SEED, default below) and printed; FUZZ_RANDOM=1 draws a random one (printed: replay with it).

const SEED =
  process.env.FUZZ_RANDOM === '1' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261126);
const VALID_RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 2);
const BROKEN_RUNS = Number(process.env.FUZZ_BROKEN_RUNS ?? 3);
const FUZZ_ADMIN_PASSWORD = 'Fuzz-Admin-Passphrase-42';

/** Tables a refused request may legitimately write: counters, sessions, the upload heartbeat. */
const ALWAYS_WRITTEN = new Set([
  'upload_writers',
  'rate_limit_counters',
  'sessions',
  'seed_runs',
  'migrations',
]);

/**
 * Operations whose schema-valid bodies may still be refused for a reason no schema can state, with the statuses
 * allowed for a valid body and why. Everything else must answer 2xx to a valid body.
 */
const SEMANTIC: Record<string, { statuses: number[]; why: string }> = {
  'post /api/auth/login': { statuses: [401], why: 'a drawn name and password name no admin' },
  'post /api/auth/change-password': {
    statuses: [400, 401],
    why: 'the drawn current password is not the admin’s',
  },
  'post /api/auth/reset-password': { statuses: [400], why: 'the drawn code was never sent' },
  'post /api/reviews/bulk': { statuses: [404], why: 'the drawn ids name no review' },
  'post /api/admin/media/{id}/uses': {
    statuses: [400, 404],
    why: 'the drawn field may be no file field of the drawn resource (400 naming field), the drawn record may not exist',
  },
  'put /api/admin/media/{id}': {
    statuses: [400],
    why: 'a drawn crop may lie outside the item’s picture, or the item may be no image (400 naming crop)',
  },
  // An update, a draft or its publication naming one end of a validity may pass the record's other end.
  'put /api/admin/certificates/{id}': {
    statuses: [400],
    why: 'a drawn validFrom or validUntil alone may cross the record’s other end (400 naming validUntil)',
  },
  'put /api/admin/certificates/{id}/draft': {
    statuses: [400],
    why: 'a drawn validFrom or validUntil alone may cross the record’s other end (400 naming validUntil)',
  },
  'post /api/admin/certificates/{id}/publish': {
    statuses: [400],
    why: 'a drawn validFrom or validUntil alone may cross the record’s other end (400 naming validUntil)',
  },
};

/**
 * Body fields whose valid values are other records' keys (a reference no schema keyword states): the value is taken
 * from a record the suite creates through `creator`.
 */
const REFERENCES = [
  {
    path: /^\/api\/admin\/gallery(\/|$)/,
    field: 'category',
    creator: '/api/admin/gallery-categories',
    property: 'key',
  },
  // A review may name only a published product (ReviewsService.submit): the referenced product is created published.
  {
    path: /^\/api\/reviews$/,
    field: 'product',
    creator: '/api/admin/products',
    property: '_id',
    with: { published: true },
  },
];

type Method = 'post' | 'put' | 'patch' | 'delete';
/** A file sent in a multipart part. */
interface Upload {
  part: string;
  name: string;
  bytes: Buffer;
}
interface BodyOperation {
  key: string;
  method: Method;
  path: string;
  json?: JsonSchema;
  multipart?: JsonSchema;
  /** Path parameters other than the record id, with the values the document allows (`field` of an upload). */
  enums: Record<string, string[]>;
  /** The document lists a 429 (rate limited). */
  throttled: boolean;
  /** multipart: the kind of file each part or `field` value takes (`x-file-kinds`; `{}`: the resource has none). */
  fileKinds: Record<string, string> | undefined;
}

interface DocumentLike {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

function bodyOperations(document: DocumentLike): BodyOperation[] {
  const out: BodyOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const op = item[method] as
        | {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            parameters?: { name?: string; in?: string; schema?: JsonSchema }[];
            'x-file-kinds'?: Record<string, string>;
            responses?: Record<string, unknown>;
          }
        | undefined;
      const content = op?.requestBody?.content;
      if (!op || !content) continue;
      const enums: Record<string, string[]> = {};
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' && p.name && p.schema?.enum) enums[p.name] = p.schema.enum.map(String);
      }
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        json: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
        enums,
        fileKinds: op['x-file-kinds'],
        throttled: Object.hasOwn(op.responses ?? {}, '429'),
      });
    }
  }
  return out;
}

/** Tiny real files of every type the API accepts, per kind, and files it must refuse. */
async function sampleFiles() {
  const base = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#1a7f5a' } });
  const image: Record<string, Buffer> = {
    'x.png': await base().png().toBuffer(),
    'x.jpg': await base().jpeg().toBuffer(),
    'x.webp': await base().webp().toBuffer(),
    'x.gif': await base().gif().toBuffer(),
    'x.avif': await base().avif().toBuffer(),
    'x.tiff': await base().tiff().toBuffer(),
  };
  const accepted: Record<string, Record<string, Buffer>> = {
    image,
    pdf: { 'x.pdf': pdf() },
    video: { 'x.mp4': mp4(), 'x.webm': webm() },
  };
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const wrong: Record<string, Buffer> = {
    'x.svg': svg,
    'x.html': Buffer.from('<!doctype html><script>alert(1)</script>'),
    'x.txt': Buffer.from('plain text'),
    'empty.png': Buffer.alloc(0),
    'truncated.png': (image['x.png'] as Buffer).subarray(0, 40),
    'x.mov': mp4('qt  '),
    'x.mkv': webm('matroska'),
  };
  return { accepted, wrong };
}

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
  return entries
    .map(String)
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** The ids an answer names: `_id`/`id` of the record, or of the first element of a list or page. */
function idOf(body: unknown): string | undefined {
  const first = Array.isArray(body)
    ? body[0]
    : typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown[] }).items)
      ? (body as { items: unknown[] }).items[0]
      : body;
  if (typeof first !== 'object' || first === null) return undefined;
  const id = (first as { _id?: unknown; id?: unknown })._id ?? (first as { id?: unknown }).id;
  return id === undefined ? undefined : String(id);
}

function namesAnyField(body: unknown): boolean {
  const fields = (body as { fields?: Record<string, unknown> } | null)?.fields;
  return fields !== undefined && Object.keys(fields).length > 0;
}

/** Names the field: in `fields` (exactly, as a parent or a child path) or, for file parts, in the message. */
function namesField(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { fields, message } = body as { fields?: Record<string, unknown>; message?: unknown };
  const top = field.split('.')[0] as string;
  if (fields) {
    return Object.keys(fields).some(
      (key) => key === field || key === top || field.startsWith(`${key}.`) || key.startsWith(`${field}.`),
    );
  }
  return typeof message === 'string' && message.includes(top);
}

/** The assertion that failed inside a property (fast-check wraps it), short. */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return String(cause instanceof Error ? cause.message : (error as Error).message).slice(0, 500);
}

describe.each(DATABASES)('structured body fuzzing on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let document: DocumentLike;
  let operations: BodyOperation[];
  let files: Awaited<ReturnType<typeof sampleFiles>>;
  const resolve = () => refResolver(document);
  /** One existing record per collection, created with a valid body, for the operations on `{id}`. */
  const targets = new Map<string, string>();
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin('bodyfuzzer', FUZZ_ADMIN_PASSWORD);
    admin = await t.signIn('bodyfuzzer', FUZZ_ADMIN_PASSWORD);
    document = buildOpenApiDocument(t.app) as unknown as DocumentLike;
    operations = bodyOperations(document);
    files = await sampleFiles();
    console.log(
      `body fuzz ${kind}: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${operations.length} operations with a body`,
    );
  }, 240_000);
  afterAll(() => t?.close());

  /** The collection an `{id}` path belongs to and the operation that creates its records. */
  function creatorOf(path: string): BodyOperation | undefined {
    const base = path.slice(0, path.indexOf('/{'));
    const parent = base.slice(0, base.lastIndexOf('/'));
    const candidates = [base, `${base}/create`, `${base}/add`, `${parent}/create`, `${parent}/add`];
    for (const candidate of candidates) {
      const op = operations.find((o) => o.method === 'post' && o.path === candidate);
      if (op) return op;
    }
    return undefined;
  }

  const referenceValues = new Map<string, string>();
  /** The body with its reference fields pointing at existing records. */
  async function referenced(op: BodyOperation, body: unknown): Promise<unknown> {
    if (typeof body !== 'object' || body === null) return body;
    let out = body as Record<string, unknown>;
    for (const ref of REFERENCES) {
      if (!ref.path.test(op.path) || !(ref.field in out)) continue;
      if (!referenceValues.has(ref.creator)) {
        const creator = operations.find((o) => o.method === 'post' && o.path === ref.creator);
        if (!creator?.json)
          throw new Error(`${op.key}: no operation ${ref.creator} creates the referenced records`);
        const [valid] = fc.sample(validBody(creator.json, resolve()), { seed: SEED, numRuns: 1 });
        const res = await send(creator, creator.path, {
          ...(valid as object),
          ...('with' in ref ? ref.with : {}),
        });
        const value = (res.body as Record<string, unknown>)[ref.property];
        if (res.status >= 300 || (typeof value !== 'string' && typeof value !== 'number')) {
          throw new Error(`${ref.creator} → ${res.status} ${res.text.slice(0, 200)}`);
        }
        referenceValues.set(ref.creator, String(value));
      }
      out = { ...out, [ref.field]: referenceValues.get(ref.creator) };
    }
    return out;
  }

  async function send(op: BodyOperation, url: string, body: unknown, file?: Upload | Upload[]) {
    // The public forms allow 5 posts a minute per address (documented 429, tested in rate-limit.e2e.spec.ts): the
    // counters are cleared so that every case reaches validation.
    if (op.throttled) await t.dataSource.query('DELETE FROM rate_limit_counters');
    let req = admin[op.method](url).set(CSRF);
    if (op.multipart) {
      const uploads = file === undefined ? [] : Array.isArray(file) ? file : [file];
      for (const upload of uploads) req = req.attach(upload.part, upload.bytes, { filename: upload.name });
      if (uploads.length === 0) req = req.field('nothing', 'here');
      return req;
    }
    return req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  }

  /** A valid multipart file for a part (or the `field` path value of a studio upload). */
  function validFileFor(op: BodyOperation, selector: string): fc.Arbitrary<{ name: string; bytes: Buffer }> {
    const kindOf = op.fileKinds?.[selector];
    const accepted = kindOf ? files.accepted[kindOf] : undefined;
    if (!accepted) throw new Error(`${op.key}: no file kind declared for "${selector}" (x-file-kinds)`);
    return fc.constantFrom(...Object.entries(accepted)).map(([name, bytes]) => ({ name, bytes }));
  }

  /** A studio resource without file fields still has the upload route: it refuses every file, naming `field`. */
  function takesNoFile(op: BodyOperation): boolean {
    return (
      op.fileKinds !== undefined && Object.keys(op.fileKinds).length === 0 && op.path.includes('{field}')
    );
  }

  /** The parts of a multipart body, from its schema: an array part takes up to `maxItems` files. */
  function partsOf(op: BodyOperation): { part: string; many: boolean; maxItems?: number }[] {
    if (!op.multipart) throw new Error(`${op.key}: a body that is neither JSON nor multipart`);
    const schema = normalize(op.multipart, resolve());
    const parts = Object.entries(schema.properties ?? {}).map(([part, prop]) => {
      const p = normalize(prop, resolve());
      return {
        part,
        many: p.type === 'array',
        ...(p.maxItems !== undefined ? { maxItems: p.maxItems } : {}),
      };
    });
    if (parts.length === 0) throw new Error(`${op.key}: multipart body without a part`);
    return parts;
  }

  /** What the multipart suite drives: each `{field}` of a studio upload (one part), else each part of the schema. */
  function selectorsOf(
    op: BodyOperation,
  ): { selector: string; part: string; many: boolean; maxItems?: number }[] {
    const parts = partsOf(op);
    const first = parts[0] as (typeof parts)[number];
    if (op.enums.field) return op.enums.field.map((selector) => ({ ...first, selector }));
    return parts.map((part) => ({ ...part, selector: part.part }));
  }

  /** A record for the `{id}` operations, created by `creator` (a multipart one sends `part`, else its first part). */
  async function createTarget(creator: BodyOperation, seed: number, wanted?: string): Promise<string> {
    let answer: request.Response;
    if (creator.multipart) {
      const parts = partsOf(creator).map((p) => p.part);
      const part = wanted && parts.includes(wanted) ? wanted : (parts[0] as string);
      const [file] = fc.sample(validFileFor(creator, part), { seed, numRuns: 1 });
      answer = await send(creator, creator.path, undefined, {
        part,
        ...(file as { name: string; bytes: Buffer }),
      });
    } else {
      // A unique value (a page banner's page, a slug) drawn that a seeded or earlier record holds answers 409: the
      // next draws are tried.
      const bodies = fc.sample(validBody(creator.json as JsonSchema, resolve()), { seed, numRuns: 5 });
      answer = await send(creator, creator.path, await referenced(creator, bodies[0]));
      for (const body of bodies.slice(1)) {
        if (answer.status !== 409) break;
        answer = await send(creator, creator.path, await referenced(creator, body));
      }
    }
    expect(answer.status, `${creator.key} (to create a target) → ${answer.text.slice(0, 300)}`).toBeLessThan(
      300,
    );
    let id = idOf(answer.body);
    if (!id) id = idOf((await admin.get(creator.path.replace(/\/(create|add)$/, ''))).body);
    if (!id) throw new Error(`${creator.key}: the answer names no id`);
    return id;
  }

  /**
   * The operation's address with its path parameters filled; `{id}` is a record its creator made (for a multipart
   * part of several, e.g. the media library's image/document/video, one made with that part: a replace keeps the kind).
   */
  async function urlFor(
    op: BodyOperation,
    values: Record<string, string>,
    seed: number,
    part?: string,
  ): Promise<string> {
    let url = op.path;
    for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
      const param = name as string;
      let value = values[param];
      if (value === undefined) {
        const creator = creatorOf(op.path);
        if (!creator) throw new Error(`${op.key}: no operation creates the record {${param}} names`);
        const own = part !== undefined && creator.multipart && partsOf(creator).some((p) => p.part === part);
        const key = own ? `${creator.key} ${part}` : creator.key;
        if (!targets.has(key)) targets.set(key, await createTarget(creator, seed, own ? part : undefined));
        value = targets.get(key) as string;
      }
      url = url.replace(`{${param}}`, encodeURIComponent(value));
    }
    return url;
  }

  function record(res: request.Response, what: string): void {
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  }

  async function expectRefusedCleanly(
    run: () => Promise<request.Response>,
    what: string,
    field: string,
  ): Promise<void> {
    const before = await tableChecksums(t);
    const filesBefore = await storedFiles(t.dataDir);
    const res = await run();
    record(res, what);
    expect(res.status, `${what} must be refused → ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type'], what).toMatch(/application\/json/);
    expect(
      namesField(res.body, field),
      `${what}: the answer names "${field}" → ${res.text.slice(0, 300)}`,
    ).toBe(true);
    const after = await tableChecksums(t);
    for (const [table, sum] of before) {
      expect(after.get(table), `${what}: table ${table} changed on a refused write`).toBe(sum);
    }
    expect(await storedFiles(t.dataDir), `${what}: a file appeared on a refused write`).toEqual(filesBefore);
  }

  // Draws a valid body and every breakage of each operation's schema (CPU only; more with each resource).
  it('covers every write operation of the document that has a body', () => {
    const uncovered: string[] = [];
    for (const op of operations) {
      try {
        if (
          op.path.includes('{') &&
          !op.path.match(/\{(\w+)\}/g)?.every((p) => op.enums[p.slice(1, -1)] || creatorOf(op.path))
        ) {
          throw new Error('no operation creates the record its path names');
        }
        if (op.json) {
          validBody(op.json, resolve());
          breakages(op.json, resolve());
        } else if (!takesNoFile(op)) {
          for (const { selector } of selectorsOf(op)) validFileFor(op, selector);
        } else {
          partsOf(op);
        }
      } catch (error) {
        uncovered.push(`${op.key}: ${(error as Error).message}`);
      }
    }
    expect(uncovered, 'operations the fuzz suite cannot drive').toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  }, 120_000);

  it('valid bodies are accepted, broken ones refused naming the field, never a 5xx or a half write', async () => {
    const started = Date.now();
    let cases = 0;
    const failures: string[] = [];
    // The records the `{id}` operations act on, created first.
    for (const [index, op] of operations.entries()) {
      if (op.path.includes('{id}'))
        await urlFor(
          op,
          Object.fromEntries(Object.entries(op.enums).map(([k, v]) => [k, v[0] as string])),
          SEED + index,
        ).catch((error) => failures.push(`${op.key}: ${failureOf(error)}`));
    }
    for (const [index, op] of operations.entries()) {
      if (!op.json) continue;
      const seed = SEED + index;
      try {
        const schema = op.json;
        const semantic = SEMANTIC[op.key];
        const where = async (values: Record<string, string>) => urlFor(op, values, seed);
        const pathValues = fc.record(
          Object.fromEntries(
            Object.entries(op.enums).map(([name, values]) => [name, fc.constantFrom(...values)]),
          ),
        );
        // Valid bodies.
        await fc.assert(
          fc.asyncProperty(validBody(schema, resolve()), pathValues, async (body, values) => {
            cases++;
            const url = await where(values);
            const res = await send(op, url, await referenced(op, body));
            const what = `${op.key} (valid ${JSON.stringify(body).slice(0, 200)})`;
            record(res, what);
            if (res.status === 409) {
              // A conflict with the stored state (a unique slug or key drawn twice): it names the field.
              expect(namesAnyField(res.body), `${what} → ${res.text.slice(0, 300)}`).toBe(true);
            } else if (semantic && !(res.status >= 200 && res.status < 300)) {
              expect(semantic.statuses, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toContain(
                res.status,
              );
            } else {
              expect(res.status, `${what} → ${res.text.slice(0, 300)}`).toBeLessThan(300);
            }
          }),
          { seed, numRuns: VALID_RUNS, endOnFailure: true },
        );
        // One field broken at a time.
        const broken = breakages(schema, resolve());
        await fc.assert(
          fc.asyncProperty(
            validBody(schema, resolve()),
            fc.constantFrom(...broken),
            pathValues,
            async (body, breakage: Breakage, values) => {
              cases++;
              const url = await where(values);
              const bad = breakage.apply((await referenced(op, body)) as Record<string, unknown>);
              await expectRefusedCleanly(
                () => send(op, url, bad),
                `${op.key} (${breakage.field} ${breakage.how}: ${JSON.stringify(bad).slice(0, 200)})`,
                breakage.field,
              );
            },
          ),
          {
            seed,
            numRuns: BROKEN_RUNS,
            endOnFailure: true,
          },
        );
        // Hostile but printable text in one string field: stored as text (2xx) or refused naming the field.
        const stringFields = Object.entries(normalize(schema, resolve()).properties ?? {}).filter(([, p]) => {
          const n = normalize(p, resolve());
          return n.type === 'string' && !n.enum && !n.format && !n.pattern;
        });
        if (stringFields.length) {
          await fc.assert(
            fc.asyncProperty(
              validBody(schema, resolve()),
              fc.constantFrom(...stringFields.map(([name]) => name)),
              fc.constantFrom(...HOSTILE_STRINGS.slice(4)),
              pathValues,
              async (body, name, hostile, values) => {
                cases++;
                const url = await where(values);
                const res = await send(op, url, {
                  ...((await referenced(op, body)) as object),
                  [name]: hostile,
                });
                const what = `${op.key} (${name} = ${JSON.stringify(hostile)})`;
                record(res, what);
                if (res.status === 409) {
                  expect(namesAnyField(res.body), `${what} → ${res.text.slice(0, 300)}`).toBe(true);
                } else if (res.status >= 300 && !semantic?.statuses.includes(res.status)) {
                  expect(
                    namesField(res.body, name),
                    `${what} → ${res.status} ${res.text.slice(0, 300)}`,
                  ).toBe(true);
                }
              },
            ),
            { seed, numRuns: 2, endOnFailure: true },
          );
        }
      } catch (error) {
        failures.push(`${op.key} (seed ${seed}): ${failureOf(error)}`);
      }
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    expect(failures, 'operations whose bodies were not answered as the document says').toEqual([]);
    console.log(
      `body fuzz ${kind}: ${cases} JSON cases in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(' ')}`,
    );
  }, 900_000);

  it('multipart uploads: each accepted type stored, wrong types and sizes refused naming the part', async () => {
    const started = Date.now();
    let cases = 0;
    const oversizedImage = Buffer.concat([
      files.accepted.image?.['x.png'] as Buffer,
      Buffer.alloc(5 * 1024 * 1024 + 1, 0),
    ]);
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      if (!op.multipart) continue;
      const seed = SEED + index;
      try {
        if (takesNoFile(op)) {
          const part = (partsOf(op)[0] as { part: string }).part;
          const url = await urlFor(op, { field: 'image' }, seed);
          for (const [name, bytes] of Object.entries(files.accepted.image ?? {}).slice(0, 2)) {
            cases++;
            await expectRefusedCleanly(
              () => send(op, url, undefined, { part, name, bytes }),
              `${op.key} ${name}`,
              'field',
            );
          }
          continue;
        }
        for (const { selector, part, many, maxItems } of selectorsOf(op)) {
          const values: Record<string, string> = op.enums.field ? { field: selector } : {};
          const named = op.enums.field ? selector : part;
          const url = await urlFor(op, values, seed, part === selector ? part : undefined);
          // Every accepted type of this part's kind, once.
          const valid = fc.sample(validFileFor(op, selector), { seed, numRuns: 3 });
          for (const { name, bytes } of valid) {
            cases++;
            const res = await send(op, url, undefined, { part, name, bytes });
            record(res, `${op.key} ${selector} ${name}`);
            expect(res.status, `${op.key} ${selector} ${name} → ${res.text.slice(0, 300)}`).toBeLessThan(300);
          }
          const several = (count: number) =>
            Array.from({ length: count }, (_, i) => ({
              part,
              ...(valid[i % valid.length] as (typeof valid)[0]),
            }));
          if (many && maxItems !== undefined) {
            // As many files as the part allows, at once.
            cases++;
            const res = await send(op, url, undefined, several(maxItems));
            record(res, `${op.key} ${selector} × ${maxItems}`);
            expect(
              res.status,
              `${op.key} ${selector} × ${maxItems} → ${res.text.slice(0, 300)}`,
            ).toBeLessThan(300);
          }
          // Wrong types, empty, truncated, a missing part; an oversized image; one file too many; two parts.
          const kindOf = op.fileKinds?.[selector] as string;
          const refused: [string, Buffer][] = [
            ...fc.sample(fc.constantFrom(...Object.entries(files.wrong)), { seed, numRuns: 3 }),
            ...(kindOf === 'image' ? [['big.png', oversizedImage] as [string, Buffer]] : []),
            ...(kindOf !== 'image'
              ? [['x.png', files.accepted.image?.['x.png'] as Buffer] as [string, Buffer]]
              : []),
            ...(kindOf !== 'pdf' ? [['x.pdf', pdf()] as [string, Buffer]] : []),
          ];
          for (const [name, bytes] of refused) {
            cases++;
            await expectRefusedCleanly(
              () => send(op, url, undefined, { part, name, bytes }),
              `${op.key} ${selector} ${name} (${bytes.length} bytes)`,
              named,
            );
          }
          cases++;
          await expectRefusedCleanly(
            () => send(op, url, undefined),
            `${op.key} ${selector} without a file`,
            named,
          );
          if (many && maxItems !== undefined) {
            cases++;
            await expectRefusedCleanly(
              () => send(op, url, undefined, several(maxItems + 1)),
              `${op.key} ${selector} × ${maxItems + 1}`,
              named,
            );
          }
          const other = partsOf(op).find((p) => p.part !== part);
          if (!op.enums.field && other) {
            // One file is allowed in all the parts together: a second part is refused, naming this one.
            const [extra] = fc.sample(validFileFor(op, other.part), { seed, numRuns: 1 });
            cases++;
            await expectRefusedCleanly(
              () =>
                send(op, url, undefined, [
                  { part, ...(valid[0] as (typeof valid)[0]) },
                  { part: other.part, ...(extra as (typeof valid)[0]) },
                ]),
              `${op.key} ${selector} with ${other.part}`,
              named,
            );
          }
        }
      } catch (error) {
        failures.push(`${op.key} (seed ${seed}): ${failureOf(error)}`);
      }
    }
    expect(failures, 'uploads not answered as the document says').toEqual([]);
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `body fuzz ${kind}: ${cases} multipart cases in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(' ')}`,
    );
  }, 900_000);
});

import fc from 'fast-check';

/**
 * JSON Schema (2020-12, the dialect OpenAPI 3.1 embeds) → fast-check arbitraries, for the request bodies of the API's
 * own document: `validBody` draws values the schema accepts; `breakages` lists the ways to break one field of a valid
 * body at a time (wrong type, too long, out of range, not an option, missing when required, an unknown key or
 * language, hostile text). Only the keywords the document uses are supported: any other keyword throws, so a schema
 * the fuzz suite cannot honour fails the suite instead of being fuzzed with the wrong values.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minProperties?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  uniqueItems?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

/** Keywords that describe without constraining. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  '$schema',
  'deprecated',
  'readOnly',
  'writeOnly',
  'x-enumNames',
]);
const SUPPORTED = new Set([
  '$ref',
  'type',
  'format',
  'enum',
  'const',
  'items',
  'properties',
  'required',
  'minProperties',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'uniqueItems',
  'oneOf',
  'anyOf',
  'allOf',
  'additionalProperties',
]);
/** String formats this generator draws valid values for. */
const FORMATS = new Set(['email', 'date', 'date-time', 'password', 'uri', 'binary']);

export type Resolver = (ref: string) => JsonSchema;

export function refResolver(document: { components?: { schemas?: Record<string, unknown> } }): Resolver {
  return (ref) => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = document.components?.schemas?.[name] as JsonSchema | undefined;
    if (!schema) throw new Error(`schema-arbitrary: unresolved $ref ${ref}`);
    return schema;
  };
}

/** The schema with `$ref` followed and `allOf` of objects merged (the forms @nestjs/swagger and the contract emit). */
export function normalize(schema: JsonSchema, resolve: Resolver, at = '#'): JsonSchema {
  for (const key of Object.keys(schema)) {
    if (!SUPPORTED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-')) {
      throw new Error(`schema-arbitrary: unsupported keyword "${key}" at ${at}`);
    }
  }
  if (schema.format && !FORMATS.has(schema.format)) {
    throw new Error(`schema-arbitrary: unsupported format "${schema.format}" at ${at}`);
  }
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    return normalize({ ...resolve($ref), ...rest }, resolve, $ref);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    let merged: JsonSchema = rest;
    for (const part of allOf) {
      const n = normalize(part, resolve, at);
      merged = {
        ...n,
        ...merged,
        properties: { ...(n.properties ?? {}), ...(merged.properties ?? {}) },
        required: [...(n.required ?? []), ...(merged.required ?? [])],
      };
    }
    return merged;
  }
  return schema;
}

const types = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Text with at least one visible character: letters of the site's scripts, digits, spaces and punctuation. */
const word = fc.constantFrom(
  'Aurinko',
  'nano',
  'شعار',
  'المنتج',
  'produit',
  'été',
  '제품',
  '나노',
  'producto',
  'niño',
  'продукт',
  'Ёж',
  '42',
  '😀',
  'a&b',
  '<b>',
  "l'eau",
  '"q"',
);
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const min = Math.max(minLength, 1);
  const max = Math.max(Math.min(maxLength, 120), min);
  return fc
    .array(word, { minLength: 1, maxLength: 8 })
    .map((words) => words.join(' '))
    .map((s) => (s.length < min ? s.padEnd(min, 'x') : s))
    .map((s) => (s.length > max ? [...s].slice(0, max).join('').trimEnd() || 'x'.repeat(min) : s))
    .filter((s) => s.length >= min && s.length <= maxLength);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/), fc.constantFrom('example.com', 'aurinko.example'))
        .map(([user, domain]) => `${user}@${domain}`)
        .filter((s) => s.length >= min && s.length <= max);
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'password':
      return fc
        .tuple(fc.stringMatching(/^[A-Za-z0-9]{10,20}$/), fc.constantFrom('-Fuzz-7', '!Ä9', '#😀1'))
        .map(([a, b]) => `${a}${b}`)
        .filter((s) => s.length >= min && s.length <= max);
    case 'uri':
      if (schema.pattern === undefined) {
        throw new Error(
          'schema-arbitrary: a "uri" string needs a pattern saying which addresses are accepted',
        );
      }
  }
  if (schema.pattern !== undefined && schema.pattern !== '\\S') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
  }
  return text(min, max);
}

/** Values the schema accepts. */
/**
 * The arbitraries already made per resolver, by schema text and depth class: a rich text document's schema (spelled
 * out per language, issue 33) is the same dozens of times in one body, and making its arbitraries is the slow part.
 */
const made = new WeakMap<Resolver, Map<string, fc.Arbitrary<unknown>>>();

export function validBody(schema: JsonSchema, resolve: Resolver, depth = 0): fc.Arbitrary<unknown> {
  let cache = made.get(resolve);
  if (!cache) {
    cache = new Map();
    made.set(resolve, cache);
  }
  // Depth only changes an array's length limit (0, 1: up to 4 items; deeper: 2).
  const key = `${Math.min(depth, 2)}${JSON.stringify(schema)}`;
  const known = cache.get(key);
  if (known) return known;
  const value = makeValidBody(schema, resolve, depth);
  cache.set(key, value);
  return value;
}

function makeValidBody(schema: JsonSchema, resolve: Resolver, depth: number): fc.Arbitrary<unknown> {
  const s = normalize(schema, resolve);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.oneOf ?? s.anyOf;
  if (options) return fc.oneof(...options.map((option) => validBody(option, resolve, depth + 1)));
  const kinds = types(s).filter((t) => t !== 'null');
  const nullable = types(s).includes('null');
  const kind = kinds[0] ?? (s.properties ? 'object' : undefined);
  let value: fc.Arbitrary<unknown>;
  switch (kind) {
    case 'string':
      value = stringArbitrary(s);
      break;
    case 'integer':
      value = fc.integer({ min: s.minimum ?? 0, max: s.maximum ?? 1000 });
      break;
    case 'number':
      value = fc.integer({ min: Math.ceil(s.minimum ?? 0), max: Math.floor(s.maximum ?? 1000) });
      break;
    case 'boolean':
      value = fc.boolean();
      break;
    case 'array': {
      const constraints = {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, depth > 1 ? 2 : 4),
      };
      const item = validBody(s.items ?? {}, resolve, depth + 1);
      value = s.uniqueItems
        ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(item, constraints);
      break;
    }
    case 'object': {
      const properties = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      // A honeypot (`x-honeypot`) is left empty by every honest client: filled, the API answers 2xx and drops it.
      value = fc.record(
        Object.fromEntries(
          properties.map(([name, prop]) => [
            name,
            (prop as { 'x-honeypot'?: boolean })['x-honeypot']
              ? fc.constant('')
              : validBody(prop, resolve, depth + 1),
          ]),
        ),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
      // An object that must name at least `minProperties` of its (optional) properties: drawn with that many.
      if (s.minProperties !== undefined) {
        const least = s.minProperties;
        if (least > properties.length)
          throw new Error(`schema-arbitrary: minProperties ${least} > properties`);
        value = value.filter((record) => Object.keys(record as object).length >= least);
      }
      // A cross-field rule no schema keyword states: a validity (a certificate's) does not end before it starts.
      if (s.properties?.validFrom && s.properties?.validUntil) value = value.map(orderedValidity);
      break;
    }
    default:
      throw new Error(`schema-arbitrary: no type at ${JSON.stringify(schema).slice(0, 120)}`);
  }
  return nullable ? fc.option(value, { nil: null, freq: 4 }) : value;
}

/** `validFrom`/`validUntil` (YYYY-MM-DD) drawn in the wrong order are swapped. */
function orderedValidity(record: unknown): unknown {
  const { validFrom, validUntil } = record as { validFrom?: unknown; validUntil?: unknown };
  if (typeof validFrom === 'string' && typeof validUntil === 'string' && validUntil < validFrom)
    return { ...(record as object), validFrom: validUntil, validUntil: validFrom };
  return record;
}

/** One way to break one field of a valid body: `field` is the path the API must name (`name`, `name.en`). */
export interface Breakage {
  field: string;
  how: string;
  apply(body: Record<string, unknown>): Record<string, unknown>;
}

/** Strings that have broken parsers and validators before. */
export const HOSTILE_STRINGS = [
  '\u0000',
  '\ud800x',
  'a\u0007b',
  '\u202etxt.exe',
  "' OR 1=1 --",
  '"; DROP TABLE admins; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{"$gt":""}',
  '__proto__',
];

const setAt = (body: Record<string, unknown>, path: string[], value: unknown, remove = false) => {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
};

function wrongTypeOf(s: JsonSchema): unknown[] {
  const kinds = types(s);
  const out: unknown[] = [];
  if (!kinds.includes('string') && !s.enum && s.const === undefined) out.push('12');
  if (!kinds.includes('integer') && !kinds.includes('number')) out.push(42);
  if (!kinds.includes('boolean')) out.push(true);
  if (!kinds.includes('array')) out.push(['x']);
  if (!kinds.includes('object') && !s.properties && !s.oneOf) out.push({ nested: 'x' });
  if (!kinds.includes('null')) out.push(null);
  return out;
}

/**
 * Every single-field breakage of an object schema (nested objects one level down: a language map's languages, a
 * focal point's x and y). Applied to a valid body they must be refused with a 4xx naming `field`.
 */
export function breakages(schema: JsonSchema, resolve: Resolver, prefix: string[] = []): Breakage[] {
  const s = normalize(schema, resolve);
  const out: Breakage[] = [];
  const at = (name: string) => [...prefix, name];
  const label = (path: string[]) => path.join('.');
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const prop = normalize(raw, resolve);
    if ((prop as { 'x-honeypot'?: boolean })['x-honeypot']) continue;
    const path = at(name);
    const field = label(path);
    for (const value of wrongTypeOf(prop)) {
      out.push({ field, how: `wrong type ${JSON.stringify(value)}`, apply: (b) => setAt(b, path, value) });
    }
    if (s.required?.includes(name)) {
      out.push({ field, how: 'missing (required)', apply: (b) => setAt(b, path, undefined, true) });
    }
    if (prop.maxLength !== undefined) {
      const long = 'x'.repeat(prop.maxLength + 1);
      out.push({ field, how: `too long (${prop.maxLength + 1})`, apply: (b) => setAt(b, path, long) });
    }
    if (prop.minLength !== undefined && prop.minLength > 0) {
      const short = 'x'.repeat(prop.minLength - 1);
      out.push({ field, how: `too short (${prop.minLength - 1})`, apply: (b) => setAt(b, path, short) });
    }
    if (prop.maximum !== undefined) {
      out.push({ field, how: 'above maximum', apply: (b) => setAt(b, path, (prop.maximum as number) + 1) });
    }
    if (prop.minimum !== undefined) {
      out.push({ field, how: 'below minimum', apply: (b) => setAt(b, path, (prop.minimum as number) - 1) });
    }
    if (types(prop).includes('integer')) {
      out.push({ field, how: 'not an integer', apply: (b) => setAt(b, path, 1.5) });
    }
    if (prop.pattern !== undefined) {
      const miss = prop.pattern === '\\S' ? '   ' : '!!';
      out.push({ field, how: `not matching ${prop.pattern}`, apply: (b) => setAt(b, path, miss) });
    }
    if (prop.enum) {
      out.push({ field, how: 'not an option', apply: (b) => setAt(b, path, 'not-an-option') });
    }
    if (types(prop).includes('array') && prop.maxItems !== undefined) {
      out.push({
        field,
        how: `too many items (${prop.maxItems + 1})`,
        apply: (b) => {
          const list = Array.isArray(b[name]) && (b[name] as unknown[]).length ? (b[name] as unknown[]) : [];
          const item = list[0] ?? 'x';
          return setAt(
            b,
            path,
            Array.from({ length: (prop.maxItems as number) + 1 }, () => item),
          );
        },
      });
    }
    if (types(prop).includes('array') && prop.uniqueItems) {
      out.push({
        field,
        how: 'a repeated item',
        apply: (b) => {
          const list = Array.isArray(b[name]) ? (b[name] as unknown[]) : [];
          return list.length ? setAt(b, path, [list[0], ...list]) : b;
        },
      });
    }
    if (types(prop).includes('string') && !prop.enum) {
      for (const hostile of ['\u0000', '\ud800x']) {
        out.push({
          field,
          how: `control/lone surrogate ${JSON.stringify(hostile)}`,
          apply: (b) => setAt(b, path, hostile),
        });
      }
    }
    if (prop.properties && prefix.length === 0) {
      // A language map (or any closed object): an unknown key, then each of its own fields broken.
      if (prop.additionalProperties === false) {
        out.push({ field, how: 'unknown key "xx"', apply: (b) => setAt(b, [...path, 'xx'], 'text') });
      }
      out.push(...breakages(prop, resolve, path));
    }
  }
  if (prefix.length === 0) {
    out.push({ field: 'fuzzUnknown', how: 'unknown property', apply: (b) => ({ ...b, fuzzUnknown: 'x' }) });
  }
  return out;
}

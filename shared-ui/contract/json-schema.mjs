/**
 * JSON Schemas (draft 2020-12, what OpenAPI 3.1 embeds) of a studio resource's bodies and record, derived from its
 * declaration in ./resources.mjs: `create` (POST), `update` (PUT and the draft routes: every key optional, immutable
 * fields left out) and `record` (what the admin API answers). Plain JavaScript so the API imports it without a bundler.
 */
import { LANGUAGES } from './languages.mjs';
import { MAX_LINK_LENGTH } from './links.mjs';
import { COMMON_FIELDS, optionsOf, resource } from './resources.mjs';

/** @typedef {import('./resources.d.mts').Field} Field */
/** @typedef {Record<string, unknown>} Schema */

/** @param {Schema} value */
const perLanguage = (value) => ({
  type: 'object',
  properties: Object.fromEntries(LANGUAGES.map((language) => [language, value])),
  additionalProperties: false,
});

/**
 * @param {import('./resources.d.mts').TextField | import('./resources.d.mts').TextListField} field
 * @returns {Schema}
 */
function itemSchema(field) {
  if (field.type === 'textList') {
    return {
      type: 'array',
      items: { type: 'string', maxLength: field.maxLength, pattern: '\\S' },
      ...(field.minItems ? { minItems: field.minItems } : {}),
      maxItems: field.maxItems,
    };
  }
  return textSchema(field);
}

/** @param {import('./resources.d.mts').TextField} field @returns {Schema} */
function textSchema(field) {
  return {
    type: 'string',
    ...(field.maxLength ? { maxLength: field.maxLength } : {}),
    ...(field.pattern ? { pattern: field.pattern } : field.notBlankMessage ? { pattern: '\\S' } : {}),
    ...(field.format === 'video-address'
      ? { format: 'uri', description: 'An https address on YouTube or Vimeo; "" clears it' }
      : {}),
  };
}

/**
 * The schema of one field's value; `mode` `record` describes what the API answers (files as URLs, dates as date-times).
 * @param {Field} field
 * @param {'input' | 'record'} mode
 * @returns {Schema}
 */
export function fieldSchema(field, mode = 'input') {
  switch (field.type) {
    case 'text':
      return textSchema(field);
    case 'translated': {
      const text = { type: 'string', maxLength: field.maxLength };
      return perLanguage(text);
    }
    case 'translatedList': {
      const item = {
        type: 'object',
        properties: Object.fromEntries(Object.entries(field.item).map(([name, f]) => [name, itemSchema(f)])),
        required: Object.entries(field.item)
          .filter(([, f]) => f.required || f.type === 'textList')
          .map(([name]) => name),
        additionalProperties: false,
      };
      return perLanguage({ type: 'array', items: item, maxItems: field.maxItems });
    }
    case 'enum':
    case 'language':
      return { type: 'string', enum: [...optionsOf(field)] };
    case 'integer':
      return { type: 'integer', minimum: field.minimum, maximum: field.maximum };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return mode === 'record' ? { type: 'string', format: 'date-time' } : { type: 'string', format: 'date' };
    case 'link':
      return {
        type: mode === 'record' ? ['string', 'null'] : 'string',
        maxLength: MAX_LINK_LENGTH,
        description: 'A site path (/…) or an https:// address; "" removes it',
      };
    case 'focalPoint': {
      const point = {
        type: 'object',
        properties: {
          x: { type: 'integer', minimum: 0, maximum: 100 },
          y: { type: 'integer', minimum: 0, maximum: 100 },
        },
        required: ['x', 'y'],
        additionalProperties: false,
      };
      return mode === 'record'
        ? { oneOf: [point, { type: 'null' }] }
        : { oneOf: [point, { type: 'string', const: '' }], description: '"" = the centre' };
    }
    case 'file': {
      const url = { type: ['string', 'null'], description: `The ${field.kind} file's address` };
      if (field.list) return { type: 'array', items: { type: 'string' }, maxItems: field.maxItems ?? 20 };
      return url;
    }
  }
}

/**
 * @param {import('./resources.d.mts').ResourceId} id
 * @param {'create' | 'update' | 'record'} kind
 * @returns {Schema}
 */
export function resourceJsonSchema(id, kind) {
  const declaration = resource(id);
  /** @type {Record<string, Schema>} */
  const properties = {};
  /** @type {string[]} */
  const required = [];
  const fields = { ...COMMON_FIELDS, ...declaration.fields };
  for (const [name, field] of Object.entries(fields)) {
    const isFile = field.type === 'file';
    if (kind !== 'record' && isFile) continue; // uploaded on its own route (multipart)
    if (kind === 'update' && field.immutable) continue;
    properties[name] = fieldSchema(field, kind === 'record' ? 'record' : 'input');
    if (kind === 'create' && field.required && field.type !== 'translated') required.push(name);
    if (kind === 'record' && field.required && field.type === 'translated') {
      properties[name] = { ...properties[name], required: ['en'] };
    }
  }
  if (kind === 'record') {
    for (const [name, field] of Object.entries(declaration.derived ?? {})) {
      properties[name] = fieldSchema(field, 'record');
    }
    properties._id = { type: 'string', description: 'The record id' };
    properties.createdAt = { type: 'string', format: 'date-time' };
    properties.updatedAt = { type: 'string', format: 'date-time' };
    required.push('_id', 'published', 'sortOrder', 'createdAt', 'updatedAt');
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${id} ${kind}`,
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: kind === 'record',
  };
}

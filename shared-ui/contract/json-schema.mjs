/**
 * JSON Schemas (draft 2020-12, what OpenAPI 3.1 embeds) of a studio resource's bodies and record, derived from its
 * declaration in ./resources.mjs: `create` (POST), `update` (PUT and the draft routes: every key optional, immutable
 * fields left out) and `record` (what the admin API answers). Plain JavaScript so the API imports it without a bundler.
 */
import { LANGUAGES } from './languages.mjs';
import { LINK_PATTERN, MAX_LINK_LENGTH } from './links.mjs';
import { COMMON_FIELDS, optionsOf, resource } from './resources.mjs';
import { HEADING_LEVELS, RICH_TEXT_MARKS, RICH_TEXT_NODES } from './rich-text.mjs';

/** @import { Field, ResourceId, RichTextField, TextField, TextListField } from './resources.mjs' */

/**
 * A video address as the API accepts it (api/src/content/videos/video-address.ts, which parses the URL): https on
 * YouTube or Vimeo, or "" to clear it. Stricter than the API on the path's characters, never looser on the host.
 */
const VIDEO_ADDRESS_PATTERN =
  '^(https://(www\\.youtube\\.com|youtube\\.com|youtu\\.be|vimeo\\.com|player\\.vimeo\\.com)(/[\\w\\-./?=&%+~:@!$,;*#]*)?)?$';
/** @typedef {Record<string, unknown>} JsonSchema A JSON Schema (draft 2020-12). */

/** @param {JsonSchema} value */
const perLanguage = (value) => ({
  type: 'object',
  properties: Object.fromEntries(LANGUAGES.map((language) => [language, value])),
  additionalProperties: false,
});

/**
 * A rich text link as the schema says it: a site path or an https address whose last host label starts with a letter
 * (`https://a.999` is no address: the URL parser reads it as a broken IPv4); the API also takes http and mailto.
 */
const RICH_TEXT_LINK_PATTERN =
  '^(/([\\w\\-.~%?=&#][\\w\\-.~%/?=&#]*)?|https://[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z][a-z0-9-]*(/[\\w\\-.~%/?=&#]*)?)$';

/**
 * A rich text document (./rich-text.mjs), two levels of nodes spelt out: the blocks of the document, then what lists,
 * quotes and table cells hold. `input` describes what a client may send, stricter than the API where a schema cannot
 * say "somewhere some text" (the API refuses a document without text): every block carries text and inline content
 * is text nodes (the API also takes hardBreak). The record describes what the API answers (deeper nodes left open).
 * @param {'input' | 'record'} mode
 * @returns {JsonSchema}
 */
export function richTextSchema(mode = 'input') {
  const input = mode === 'input';
  const mark = {
    oneOf: [
      {
        type: 'object',
        properties: { type: { type: 'string', enum: ['bold', 'italic'] } },
        required: ['type'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'link' },
          attrs: {
            type: 'object',
            properties: {
              href: { type: 'string', maxLength: MAX_LINK_LENGTH, pattern: RICH_TEXT_LINK_PATTERN },
            },
            required: ['href'],
          },
        },
        required: ['type', 'attrs'],
      },
    ],
  };
  const text = {
    type: 'object',
    properties: {
      type: { type: 'string', const: 'text' },
      text: { type: 'string', minLength: 1, maxLength: 2000 },
      marks: { type: 'array', items: mark, maxItems: 3 },
    },
    required: ['type', 'text'],
  };
  const hardBreak = {
    type: 'object',
    properties: { type: { type: 'string', const: 'hardBreak' } },
    required: ['type'],
  };
  const inline = input
    ? { type: 'array', items: text, minItems: 1 }
    : { type: 'array', items: { oneOf: [text, hardBreak] } };
  const paragraph = {
    type: 'object',
    properties: { type: { type: 'string', const: 'paragraph' }, content: inline },
    required: input ? ['type', 'content'] : ['type'],
  };
  const heading = {
    type: 'object',
    properties: {
      type: { type: 'string', const: 'heading' },
      attrs: {
        type: 'object',
        properties: { level: { type: 'integer', enum: [...HEADING_LEVELS] } },
        required: ['level'],
      },
      content: inline,
    },
    required: input ? ['type', 'attrs', 'content'] : ['type', 'attrs'],
  };
  /** What a list item, a quote or a table cell holds: paragraphs (input); any block node (record). */
  const nested = input
    ? paragraph
    : {
        type: 'object',
        properties: { type: { type: 'string' } },
        required: ['type'],
        additionalProperties: true,
        description: 'A block node',
      };
  const blocks = (/** @type {JsonSchema} */ items) => ({ type: 'array', items, minItems: 1 });
  const list = {
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['bulletList', 'orderedList'] },
      attrs: { type: 'object', properties: { start: { type: 'integer', minimum: 0, maximum: 100_000 } } },
      content: blocks({
        type: 'object',
        properties: { type: { type: 'string', const: 'listItem' }, content: blocks(nested) },
        required: ['type', 'content'],
      }),
    },
    required: ['type', 'content'],
  };
  const quote = {
    type: 'object',
    properties: { type: { type: 'string', const: 'blockquote' }, content: blocks(nested) },
    required: ['type', 'content'],
  };
  const span = { type: 'integer', minimum: 1, maximum: 50 };
  const cell = {
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['tableHeader', 'tableCell'] },
      attrs: { type: 'object', properties: { colspan: span, rowspan: span } },
      content: blocks(nested),
    },
    required: ['type', 'content'],
  };
  const table = {
    type: 'object',
    properties: {
      type: { type: 'string', const: 'table' },
      content: blocks({
        type: 'object',
        properties: { type: { type: 'string', const: 'tableRow' }, content: blocks(cell) },
        required: ['type', 'content'],
      }),
    },
    required: ['type', 'content'],
  };
  return {
    type: 'object',
    description: `The editor's JSON document: nodes ${RICH_TEXT_NODES.join(', ')}; marks ${RICH_TEXT_MARKS.join(', ')}`,
    properties: {
      type: { type: 'string', const: 'doc' },
      content: {
        type: 'array',
        items: { oneOf: [paragraph, heading, list, quote, table] },
        ...(input ? { minItems: 1 } : {}),
      },
    },
    required: ['type', 'content'],
  };
}

/** The input schema of a rich text document (what the studio's bodies take). */
export const RICH_TEXT_SCHEMA = richTextSchema('input');

/**
 * @param {TextField | TextListField | RichTextField} field
 * @returns {JsonSchema}
 * @param {'input' | 'record'} [mode]
 */
function itemSchema(field, mode = 'input') {
  if (field.type === 'richText') return richTextSchema(mode);
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

/** @param {TextField} field @returns {JsonSchema} */
function textSchema(field) {
  return {
    type: 'string',
    ...(field.maxLength ? { maxLength: field.maxLength } : {}),
    ...(field.pattern ? { pattern: field.pattern } : field.notBlankMessage ? { pattern: '\\S' } : {}),
    ...(field.format === 'video-address'
      ? {
          format: 'uri',
          pattern: VIDEO_ADDRESS_PATTERN,
          description: 'An https address on YouTube or Vimeo; "" clears it',
        }
      : {}),
  };
}

/**
 * The schema of one field's value; `mode` `record` describes what the API answers (files as URLs, dates as date-times).
 * @param {Field} field
 * @param {'input' | 'record'} mode
 * @returns {JsonSchema}
 */
export function fieldSchema(field, mode = 'input') {
  switch (field.type) {
    case 'text':
      return textSchema(field);
    case 'translated': {
      const text = { type: 'string', maxLength: field.maxLength };
      return perLanguage(text);
    }
    case 'translatedRichText': {
      // Each language a document; an empty one (no content) removes that language, so the input allows it.
      const doc = /** @type {{properties: Record<string, JsonSchema>}} */ (richTextSchema(mode));
      const { minItems: _minItems, ...content } = /** @type {Record<string, unknown>} */ (
        doc.properties.content
      );
      return perLanguage({
        ...doc,
        properties: { ...doc.properties, content },
        description: `A rich text document of at most ${field.maxLength} characters of text; an empty one removes the language`,
      });
    }
    case 'translatedList': {
      const item = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(field.item).map(([name, f]) => [name, itemSchema(f, mode)]),
        ),
        required: Object.entries(field.item)
          .filter(([, f]) => f.required || f.type === 'textList' || f.type === 'richText')
          .map(([name]) => name),
        additionalProperties: false,
      };
      return perLanguage({ type: 'array', items: item, maxItems: field.maxItems });
    }
    case 'enum':
    case 'language': {
      const options = [...optionsOf(field)];
      // A record stores "" (every division, every language) and an unset optional choice as null.
      if (mode === 'record' && (!field.required || options.includes(''))) {
        return { type: ['string', 'null'], enum: [...options.filter((option) => option !== ''), null] };
      }
      return { type: 'string', enum: options };
    }
    case 'integer':
      return { type: 'integer', minimum: field.minimum, maximum: field.maximum };
    case 'number':
      return { type: 'number', minimum: field.minimum, maximum: field.maximum };
    case 'list': {
      const item = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(field.item).map(([name, f]) => [name, fieldSchema(f, 'input')]),
        ),
        required: Object.entries(field.item)
          .filter(([, f]) => f.required)
          .map(([name]) => name),
        additionalProperties: false,
      };
      return { type: 'array', items: item, maxItems: field.maxItems };
    }
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return mode === 'record' ? { type: 'string', format: 'date-time' } : { type: 'string', format: 'date' };
    case 'link':
      return {
        type: mode === 'record' ? ['string', 'null'] : 'string',
        maxLength: MAX_LINK_LENGTH,
        ...(mode === 'record' ? {} : { pattern: LINK_PATTERN }),
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
 * @param {ResourceId} id
 * @param {'create' | 'update' | 'record'} kind
 * @returns {JsonSchema}
 */
export function resourceJsonSchema(id, kind) {
  const declaration = resource(id);
  /** @type {Record<string, JsonSchema>} */
  const properties = {};
  /** @type {string[]} */
  const required = [];
  /** @type {Readonly<Record<string, Field>>} */
  const fields = { ...COMMON_FIELDS, ...declaration.fields };
  for (const [name, field] of Object.entries(fields)) {
    const isFile = field.type === 'file';
    if (kind !== 'record' && isFile) continue; // uploaded on its own route (multipart)
    if (kind === 'update' && field.immutable) continue;
    properties[name] = fieldSchema(field, kind === 'record' ? 'record' : 'input');
    if (kind === 'create' && field.required) required.push(name);
    if (kind !== 'record' && field.required && field.type === 'translatedRichText') {
      // The English document of a required rich text (an event's description) may not be emptied: the full
      // document schema (content not empty) there; create: it must be given.
      const languages = /** @type {{properties: Record<string, JsonSchema>}} */ (properties[name]).properties;
      languages.en = { ...languages.en, properties: richTextSchema('input').properties };
      if (kind === 'create') properties[name] = { ...properties[name], required: ['en'] };
    }
    if (kind !== 'record' && field.required && field.type === 'translated') {
      // The English text of a required translated field may not be emptied (create: it must be given).
      const languages = /** @type {{properties: Record<string, JsonSchema>}} */ (properties[name]).properties;
      languages.en = { ...languages.en, minLength: 1 };
      if (kind === 'create') properties[name] = { ...properties[name], required: ['en'] };
    }
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

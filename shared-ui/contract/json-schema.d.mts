/**
 * A rich text document (./rich-text.mjs), two levels of nodes spelt out: the blocks of the document, then what lists,
 * quotes and table cells hold. `input` describes what a client may send, stricter than the API where a schema cannot
 * say "somewhere some text" (the API refuses a document without text): every block carries text and inline content
 * is text nodes (the API also takes hardBreak). The record describes what the API answers (deeper nodes left open).
 * @param {'input' | 'record'} mode
 * @returns {JsonSchema}
 */
export function richTextSchema(mode?: "input" | "record"): JsonSchema;
/**
 * The schema of one field's value; `mode` `record` describes what the API answers (files as URLs, dates as date-times).
 * @param {Field} field
 * @param {'input' | 'record'} mode
 * @returns {JsonSchema}
 */
export function fieldSchema(field: Field, mode?: "input" | "record"): JsonSchema;
/**
 * @param {ResourceId} id
 * @param {'create' | 'update' | 'record'} kind
 * @returns {JsonSchema}
 */
export function resourceJsonSchema(id: ResourceId, kind: "create" | "update" | "record"): JsonSchema;
/** The input schema of a rich text document (what the studio's bodies take). */
export const RICH_TEXT_SCHEMA: JsonSchema;
/**
 * A JSON Schema (draft 2020-12).
 */
export type JsonSchema = Record<string, unknown>;
import type { Field } from './resources.mjs';
import type { ResourceId } from './resources.mjs';

import type { Field, ResourceId } from './resources.d.mts';

export type JsonSchema = Record<string, unknown>;
export declare function fieldSchema(field: Field, mode?: 'input' | 'record'): JsonSchema;
/** A resource's body (`create`: POST, `update`: PUT and drafts) or record schema, JSON Schema draft 2020-12. */
export declare function resourceJsonSchema(id: ResourceId, kind: 'create' | 'update' | 'record'): JsonSchema;
export declare const RICH_TEXT_SCHEMA: JsonSchema;
export declare function richTextSchema(mode?: 'input' | 'record'): JsonSchema;

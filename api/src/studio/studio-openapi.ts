import { resourceJsonSchema } from '@aurinko/contract/json-schema';
import type { ResourceId } from '@aurinko/contract/resources';
import { ApiExtraModels, type OpenAPIObject } from '@nestjs/swagger';
import type { FileField, StudioDefinition } from './studio-definition.js';
import { MoveDto, PublishedDto, StudioListQueryDto } from './studio-query.dto.js';

/**
 * The whole OpenAPI description of the studio's per-resource routes (studio.controller.ts): every resource's paths are
 * completed from its StudioDefinition here, and the schemas of its bodies and records come from ONE function,
 * `studioSchemas`, which reads them from the contract (`@aurinko/contract`), like the validation and the dashboard.
 */

type Components = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
type Schema = Components[string];
type PathItem = OpenAPIObject['paths'][string];
type Operation = NonNullable<PathItem['get']>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Registers the classes the list queries and the move/publish bodies are read from as document components. */
export function StudioOpenApiModels(def: StudioDefinition): ClassDecorator {
  return ApiExtraModels(def.listQueryDto ?? StudioListQueryDto, MoveDto, PublishedDto);
}

const schemaName = (def: StudioDefinition, suffix: string) =>
  `Studio${def.path.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase())}${suffix}`;

export interface StudioSchemas {
  /** Body of POST (create). */
  create: Schema;
  /** Body of PUT, of the draft's PUT and of publish: every key optional. */
  update: Schema;
  /** The record every read and write answers (`StudioService.view`). */
  record: Schema;
  /** The list's query string: one schema per parameter. */
  listQuery: Record<string, { schema: Schema; description?: string }>;
}

/** A contract schema as a document component (the 2020-12 dialect is the document's own: `$schema` dropped). */
function contractSchema(def: StudioDefinition, kind: 'create' | 'update' | 'record'): Schema {
  const { $schema: _dialect, ...schema } = resourceJsonSchema(def.path as ResourceId, kind);
  return schema as Schema;
}

/**
 * THE source of a resource's schemas: the contract's declaration (`@aurinko/contract/json-schema`), the same one the
 * API's validation (studio-dto.ts) and the dashboard's form are built from. Bodies and records become components named
 * after the resource; the list query is read from its class (filters stay server-side).
 */
export function studioSchemas(def: StudioDefinition, components: Components): StudioSchemas {
  const create = schemaName(def, 'Create');
  const update = schemaName(def, 'Update');
  components[create] = contractSchema(def, 'create');
  components[update] = contractSchema(def, 'update');
  const query = components[(def.listQueryDto ?? StudioListQueryDto).name] as
    | { properties?: Record<string, Schema & { description?: string }> }
    | undefined;
  return {
    create: ref(create),
    update: ref(update),
    record: contractSchema(def, 'record'),
    listQuery: Object.fromEntries(
      Object.entries(query?.properties ?? {}).map(([name, { description, ...schema }]) => [
        name,
        { schema: schema as Schema, ...(description ? { description } : {}) },
      ]),
    ),
  };
}

const json = (schema: Schema) => ({ 'application/json': { schema } });

/** Completes every studio resource's operations: summaries, query parameters, bodies and success schemas. */
export function documentStudio(
  document: OpenAPIObject,
  resources: readonly StudioDefinition[],
  controllerName: (def: StudioDefinition) => string,
): void {
  document.components ??= {};
  document.components.schemas ??= {};
  const components = document.components.schemas;
  components.StudioDeleted = {
    type: 'object',
    required: ['_id', 'message'],
    properties: { _id: { type: 'string' }, message: { type: 'string' } },
  };
  components.StudioDraft = {
    type: ['object', 'null'],
    description: 'The pending draft of the record (null: none)',
    required: ['values', 'fields', 'updatedAt', 'updatedBy'],
    properties: {
      values: { type: 'object', description: 'The record as it will be once published' },
      fields: { type: 'array', items: { type: 'string' }, description: 'Fields the draft changes' },
      updatedAt: { type: 'string', format: 'date-time' },
      updatedBy: { type: 'string' },
    },
  };
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation = item[method];
      if (operation?.operationId) operations.set(operation.operationId, operation);
    }
  }
  for (const def of resources) {
    const schemas = studioSchemas(def, components);
    const record = schemaName(def, 'Record');
    const withDraft = schemaName(def, 'RecordWithDraft');
    const page = schemaName(def, 'Page');
    components[record] = schemas.record;
    components[withDraft] = {
      allOf: [
        ref(record),
        { type: 'object', required: ['draft'], properties: { draft: ref('StudioDraft') } },
      ],
    };
    components[page] = {
      type: 'object',
      description:
        'A page of the list: by page number (`total`, `page`) or, with `cursor`, by keyset (`nextCursor` only)',
      required: ['items', 'pageSize', 'nextCursor'],
      properties: {
        items: {
          type: 'array',
          items: {
            allOf: [
              ref(record),
              { type: 'object', required: ['hasDraft'], properties: { hasDraft: { type: 'boolean' } } },
            ],
          },
        },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        nextCursor: { type: ['string', 'null'] },
      },
    };
    const files = Object.keys(def.files);
    const what = def.path;
    const described: Record<
      string,
      { summary: string; body?: Schema; multipart?: boolean; response: Schema; status: string }
    > = {
      list: { summary: `List ${what} (admin)`, response: ref(page), status: '200' },
      findOne: { summary: `Read one of ${what} with its draft`, response: ref(withDraft), status: '200' },
      create: {
        summary: `Create one of ${what}`,
        body: schemas.create,
        response: ref(record),
        status: '201',
      },
      update: {
        summary: `Update one of ${what}`,
        body: schemas.update,
        response: ref(record),
        status: '200',
      },
      remove: { summary: `Delete one of ${what}`, response: ref('StudioDeleted'), status: '200' },
      move: {
        summary: `Move one of ${what} up or down`,
        body: ref(MoveDto.name),
        response: ref(record),
        status: '200',
      },
      published: {
        summary: `Publish or unpublish one of ${what}`,
        body: ref(PublishedDto.name),
        response: ref(record),
        status: '200',
      },
      upload: {
        summary: `Upload a file of one of ${what}`,
        multipart: true,
        body: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: `The file (${Object.values(def.files)
                .map((f) => (f as FileField).kind)
                .join(', ')})`,
            },
          },
        },
        response: ref(record),
        status: '200',
      },
      removeFile: { summary: `Remove a file of one of ${what}`, response: ref(record), status: '200' },
      saveDraft: {
        summary: `Save a draft of one of ${what}`,
        body: schemas.update,
        response: ref(withDraft),
        status: '200',
      },
      discardDraft: {
        summary: `Discard the draft of one of ${what}`,
        response: ref(withDraft),
        status: '200',
      },
      publish: {
        summary: `Publish one of ${what} with its draft`,
        body: schemas.update,
        response: ref(withDraft),
        status: '200',
      },
    };
    for (const [method, spec] of Object.entries(described)) {
      const operation = operations.get(`${controllerName(def)}_${method}`);
      if (!operation) continue;
      operation.summary = spec.summary;
      if (spec.body) {
        operation.requestBody = {
          required: true,
          content: spec.multipart ? { 'multipart/form-data': { schema: spec.body } } : json(spec.body),
        };
      }
      operation.responses[spec.status] = { description: spec.summary, content: json(spec.response) };
      if (method === 'list') {
        operation.parameters = Object.entries(schemas.listQuery).map(([name, { schema, description }]) => ({
          name,
          in: 'query' as const,
          required: false,
          schema,
          ...(description ? { description } : {}),
        }));
      }
      for (const parameter of operation.parameters ?? []) {
        if ('name' in parameter && parameter.name === 'field' && parameter.in === 'path') {
          parameter.schema = files.length ? { type: 'string', enum: files } : { type: 'string' };
          parameter.description = 'The file field';
        }
      }
    }
  }
  // The list queries are documented as parameters, not as schemas.
  for (const def of resources) delete components[(def.listQueryDto ?? StudioListQueryDto).name];
}

/** The studio controller classes carry these names (studio.controller.ts). */
export const studioControllerName = (def: StudioDefinition): string =>
  `Studio_${def.path.replace(/\W/g, '_')}_Controller`;

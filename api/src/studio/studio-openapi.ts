import { ApiExtraModels, type OpenAPIObject } from '@nestjs/swagger';
import { LANGUAGES } from '../common/lang/languages.js';
import type { FileField, StudioDefinition } from './studio-definition.js';
import { MoveDto, PublishedDto, StudioListQueryDto } from './studio-query.dto.js';

/**
 * The whole OpenAPI description of the studio's per-resource routes (studio.controller.ts): every resource's paths are
 * completed from its StudioDefinition here, and the schemas of its bodies and records come from ONE function,
 * `studioSchemas`, so they can be taken from another source (a contract of field declarations) by changing it alone.
 */

type Components = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
type Schema = Components[string];
type PathItem = OpenAPIObject['paths'][string];
type Operation = NonNullable<PathItem['get']>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Registers the classes `studioSchemas` reads today (the DTOs' @ApiProperty metadata) as document components. */
export function StudioOpenApiModels(def: StudioDefinition): ClassDecorator {
  return ApiExtraModels(
    def.createDto,
    def.updateDto,
    def.listQueryDto ?? StudioListQueryDto,
    MoveDto,
    PublishedDto,
  );
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

/**
 * THE source of a resource's schemas. Today: the DTO classes' swagger metadata (components registered by
 * `StudioOpenApiModels`) and the definition's field lists for the record.
 */
export function studioSchemas(def: StudioDefinition, components: Components): StudioSchemas {
  const create = components[def.createDto.name] as { properties?: Record<string, Schema> } | undefined;
  if (!create) throw new Error(`OpenAPI: no schema for ${def.createDto.name}`);
  const inputs = create.properties ?? {};
  const properties: Record<string, Schema> = { _id: { type: 'string', description: 'The record id' } };
  for (const field of [...def.plain, ...(def.derived ?? [])]) {
    properties[field] = inputs[field] ?? { type: ['string', 'number', 'boolean', 'null'] };
  }
  for (const field of def.dates ?? []) properties[field] = { type: ['string', 'null'], format: 'date-time' };
  for (const field of def.translated) properties[field] = ref('AllTranslations');
  for (const field of def.translatedLists ?? []) {
    const lists = inputs[field] as { $ref?: string } | undefined;
    const listSchema = lists?.$ref ? components[lists.$ref.split('/').pop() as string] : undefined;
    const byLanguage = (listSchema as { properties?: Record<string, Schema> } | undefined)?.properties ?? {};
    properties[field] = {
      type: 'object',
      required: [...LANGUAGES],
      properties: Object.fromEntries(
        LANGUAGES.map((language) => [language, byLanguage[language] ?? { type: 'array', items: {} }]),
      ),
    };
  }
  for (const [field, spec] of Object.entries(def.files) as Array<[string, FileField]>) {
    properties[field] = spec.list
      ? { type: 'array', items: { type: 'string' }, description: `${spec.kind} URLs (/api/uploads/…)` }
      : { type: ['string', 'null'], description: `The ${spec.kind}'s URL (/api/uploads/…)` };
  }
  properties.sortOrder = { type: 'integer' };
  properties.published = { type: 'boolean' };
  properties.createdAt = { type: 'string', format: 'date-time' };
  properties.updatedAt = { type: 'string', format: 'date-time' };
  const query = components[(def.listQueryDto ?? StudioListQueryDto).name] as
    | { properties?: Record<string, Schema & { description?: string }> }
    | undefined;
  return {
    create: ref(def.createDto.name),
    update: ref(def.updateDto.name),
    record: { type: 'object', required: Object.keys(properties), properties },
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
  components.AllTranslations = {
    type: 'object',
    description: 'A text in every language of the site ("" where a language has none)',
    required: [...LANGUAGES],
    properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])),
  };
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

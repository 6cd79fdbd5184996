import { resourceJsonSchema } from '@aurinko/contract/json-schema';
import type { ResourceId } from '@aurinko/contract/resources';
import { ApiExtraModels, type OpenAPIObject } from '@nestjs/swagger';
import { DEFAULT_LANG, LANGUAGES } from '../common/lang/languages.js';
import type { FileField, StudioDefinition } from './studio-definition.js';
import { BulkDto, MoveDto, PublishedDto, StudioListQueryDto } from './studio-query.dto.js';

/**
 * The whole OpenAPI description of the studio's per-resource routes (studio.controller.ts): every resource's paths are
 * completed from its StudioDefinition here, and the schemas of its bodies and records come from ONE function,
 * `studioSchemas`, which reads them from the contract (`@aurinko/contract`), like the validation and the dashboard.
 */

type Components = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
type Schema = Components[string];
type PathItem = OpenAPIObject['paths'][string];
type Operation = NonNullable<PathItem['get']>;

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Registers the classes the list queries and the move/publish bodies are read from as document components. */
export function StudioOpenApiModels(def: StudioDefinition): ClassDecorator {
  return ApiExtraModels(def.listQueryDto ?? StudioListQueryDto, MoveDto, PublishedDto, BulkDto);
}

const schemaName = (def: StudioDefinition, suffix: string) =>
  `Studio${def.path.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase())}${suffix}`;

export interface StudioSchemas {
  /** Body of POST (create). */
  create: Schema;
  /** Body of PUT: every key optional. */
  update: Schema;
  /** Body of the draft's PUT and of publish: the update without `published` (a draft never publishes). */
  draft: Schema;
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
  const draft = schemaName(def, 'Draft');
  components[create] = contractSchema(def, 'create');
  components[update] = contractSchema(def, 'update');
  const { properties, ...updateRest } = contractSchema(def, 'update') as {
    properties: Record<string, Schema>;
  };
  const { published: _published, ...draftProperties } = properties;
  components[draft] = { ...updateRest, title: `${def.path} draft`, properties: draftProperties } as Schema;
  const query = components[(def.listQueryDto ?? StudioListQueryDto).name] as
    | { properties?: Record<string, Schema & { description?: string }> }
    | undefined;
  return {
    create: ref(create),
    update: ref(update),
    draft: ref(draft),
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
  components.LanguageTranslationStatus = {
    type: 'object',
    description:
      'One language: `missing` (a field has English text but none here, or nothing is translated), `filled`, or ' +
      '`stale` (a text here was saved when English said something else)',
    required: ['status', 'missing', 'stale'],
    properties: {
      status: { type: 'string', enum: ['missing', 'filled', 'stale'] },
      missing: {
        type: 'array',
        items: { type: 'string' },
        description: 'Fields with English text but none here',
      },
      stale: {
        type: 'array',
        items: { type: 'string' },
        description: 'Fields whose text here was saved against an older English text',
      },
    },
  };
  components.TranslationStatus = {
    type: 'object',
    description: 'Per language other than English: its translation status',
    required: [...OTHER_LANGUAGES],
    properties: Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, ref('LanguageTranslationStatus')])),
  };
  components.StudioDraft = {
    type: ['object', 'null'],
    description: 'The pending draft of the record (null: none)',
    required: ['values', 'fields', 'updatedAt', 'updatedBy', 'translationStatus'],
    properties: {
      values: { type: 'object', description: 'The record as it will be once published' },
      fields: { type: 'array', items: { type: 'string' }, description: 'Fields the draft changes' },
      updatedAt: { type: 'string', format: 'date-time' },
      updatedBy: { type: 'string' },
      translationStatus: ref('TranslationStatus'),
    },
  };
  components.StudioPresence = {
    type: 'object',
    required: ['editors'],
    properties: {
      editors: {
        type: 'array',
        description: 'The other admins who have the record open now (heartbeat within the last minute)',
        items: {
          type: 'object',
          required: ['name', 'since'],
          properties: { name: { type: 'string' }, since: { type: 'string', format: 'date-time' } },
        },
      },
    },
  };
  const versionSummary = {
    _id: { type: 'string' },
    kind: {
      type: 'string',
      enum: ['create', 'draft', 'publish', 'update', 'restore'],
      description: 'What kept it: created, draft saved, published, updated in place, a version restored',
    },
    at: { type: 'string', format: 'date-time' },
    adminName: { type: 'string' },
  };
  components.StudioVersionSummary = {
    type: 'object',
    required: Object.keys(versionSummary),
    properties: versionSummary,
  };
  components.StudioVersionList = {
    type: 'object',
    description: "The record's versions, newest first (the latest 200)",
    required: ['items'],
    properties: { items: { type: 'array', items: ref('StudioVersionSummary') } },
  };
  components.StudioVersion = {
    type: 'object',
    required: [...Object.keys(versionSummary), 'values'],
    properties: {
      ...versionSummary,
      values: {
        type: 'object',
        description: "The record's values then (translated fields with every language, files as their URLs)",
      },
    },
  };
  components.StudioStale = {
    type: 'object',
    description: 'A write whose If-Match names an older version: the record as it is now and its version',
    required: ['statusCode', 'message', 'details'],
    properties: {
      statusCode: { type: 'integer', enum: [409] },
      message: { type: 'string' },
      error: { type: 'string' },
      fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      details: {
        type: 'object',
        required: ['reason', 'version', 'current'],
        properties: {
          reason: { type: 'string', enum: ['stale'] },
          version: { type: 'string' },
          current: {
            type: 'object',
            description:
              'The record with its draft, its version and its translation status, as a read answers it now',
            required: ['_id', 'draft', '_version', 'translationStatus'],
            properties: {
              _id: { type: 'string' },
              draft: ref('StudioDraft'),
              _version: { type: 'string' },
              translationStatus: ref('TranslationStatus'),
            },
          },
        },
      },
    },
  };
  components.StudioBulkResult = {
    type: 'object',
    description: 'The ids done, those that do not exist, and those a rule kept (with the reason)',
    required: ['action', 'done', 'missing', 'refused'],
    properties: {
      action: { type: 'string', enum: ['publish', 'unpublish', 'delete'] },
      done: { type: 'array', items: { type: 'string' } },
      missing: { type: 'array', items: { type: 'string' } },
      refused: {
        type: 'array',
        items: {
          type: 'object',
          required: ['_id', 'message'],
          properties: { _id: { type: 'string' }, message: { type: 'string' } },
        },
      },
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
        {
          type: 'object',
          required: ['draft', '_version', 'translationStatus'],
          properties: {
            draft: ref('StudioDraft'),
            translationStatus: ref('TranslationStatus'),
            _version: {
              type: 'string',
              description:
                'The version of the record and its draft (also the ETag): name it in If-Match to write',
            },
          },
        },
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
        totalCapped: {
          type: 'boolean',
          description:
            'A search matching many records is counted only so far: true when more than `total` records match (pages past the count stay reachable by `page` and `nextCursor`)',
        },
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
        response: ref(withDraft),
        status: '201',
      },
      update: {
        summary: `Update one of ${what}`,
        body: schemas.update,
        response: ref(withDraft),
        status: '200',
      },
      remove: { summary: `Delete one of ${what}`, response: ref('StudioDeleted'), status: '200' },
      bulk: {
        summary: `Publish, unpublish or delete many of ${what}`,
        body: ref(BulkDto.name),
        response: ref('StudioBulkResult'),
        status: '200',
      },
      move: {
        summary: `Move one of ${what} up or down`,
        body: ref(MoveDto.name),
        response: ref(withDraft),
        status: '200',
      },
      published: {
        summary: `Publish or unpublish one of ${what}`,
        body: ref(PublishedDto.name),
        response: ref(withDraft),
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
        response: ref(withDraft),
        status: '200',
      },
      removeFile: { summary: `Remove a file of one of ${what}`, response: ref(withDraft), status: '200' },
      saveDraft: {
        summary: `Save a draft of one of ${what}`,
        body: schemas.draft,
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
        body: schemas.draft,
        response: ref(withDraft),
        status: '200',
      },
      beat: {
        summary: `Say the admin has one of ${what} open (heartbeat); answers who else has it open`,
        response: ref('StudioPresence'),
        status: '200',
      },
      listVersions: {
        summary: `List the versions of one of ${what} (newest first)`,
        response: ref('StudioVersionList'),
        status: '200',
      },
      version: {
        summary: `Read one version of one of ${what}, with its values`,
        response: ref('StudioVersion'),
        status: '200',
      },
      restoreVersion: {
        summary: `Restore a version of one of ${what} as its draft`,
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
      const versioned = !['list', 'remove', 'beat', 'listVersions', 'version', 'bulk'].includes(method);
      operation.responses[spec.status] = {
        description: spec.summary,
        content: json(spec.response),
        ...(versioned
          ? {
              headers: {
                ETag: {
                  description: "The record's version (as `_version`), for If-Match",
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
      };
      if (!['list', 'findOne', 'create', 'beat', 'listVersions', 'version', 'bulk'].includes(method)) {
        // Swagger lists the handler's `@Headers('if-match')` as a required header: the one described here replaces it
        // (optional: a write without it is not checked).
        operation.parameters = [
          ...(operation.parameters ?? []).filter(
            (parameter) =>
              !('in' in parameter && parameter.in === 'header' && /^if-match$/i.test(parameter.name)),
          ),
          {
            name: 'If-Match',
            in: 'header' as const,
            required: false,
            schema: { type: 'string' },
            description:
              'The version the editor started from (`_version`/ETag of a read): a newer record answers 409',
          },
        ];
        operation.responses['409'] ??= {
          description: 'The record changed since that version',
          content: json(ref('StudioStale')),
        };
      }
      if (method === 'upload') {
        // Which kind of file each `field` takes (image, pdf, video): clients and the fuzz suite read it from here.
        (operation as Operation & { 'x-file-kinds'?: Record<string, string> })['x-file-kinds'] =
          Object.fromEntries(files.map((field) => [field, (def.files[field] as FileField).kind]));
      }
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

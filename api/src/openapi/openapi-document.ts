import { type INestApplication, RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { THROTTLER_LIMIT } from '@nestjs/throttler/dist/throttler.constants.js';
import { SESSION_COOKIE } from '../auth/sessions.service.js';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from '../common/decorators/auth.decorators.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../common/guards/csrf.guard.js';
import { STUDIO_RESOURCES } from '../studio/studio.registry.js';
import { documentStudio, studioControllerName } from '../studio/studio-openapi.js';
import { addResponseComponents, successContent } from './response-schemas.js';

/** The security scheme of every signed-in route: the session cookie set by POST /api/auth/login. */
export const SESSION_SCHEME = 'session';
/** The one error body every refusal has (common/http/all-exceptions.filter.ts). */
export const ERROR_SCHEMA = 'Error';

type PathItemObject = OpenAPIObject['paths'][string];
type OperationObject = NonNullable<PathItemObject['get']>;
type ResponseObject = Extract<OperationObject['responses'][string], { description: string }>;
type SchemaObject = Exclude<
  NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string],
  { $ref: string }
>;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** What Nest's metadata says about one handler, keyed by the operationId @nestjs/swagger gives it. */
export interface HandlerFacts {
  operationId: string;
  controller: string;
  method: string;
  isPublic: boolean;
  roles: Role[];
  /** Rate limited (429): a throttler guard or a @Throttle on the handler. */
  throttled: boolean;
  /** Has a @Body() parameter. */
  hasBody: boolean;
  /** Has an @UploadedFile() parameter (multipart/form-data). */
  hasFile: boolean;
  /** Has an `:id`-like path parameter (404 when it names nothing). */
  hasPathParams: boolean;
  /** Has @Query() parameters (validated: 400). */
  hasQuery: boolean;
}

function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every controller handler, read from Nest's metadata (the same facts the global guards act on). */
export function handlerFacts(app: INestApplication): Map<string, HandlerFacts> {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const facts = new Map<string, HandlerFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const metatype = wrapper.metatype as { name: string; prototype: Record<string, unknown> } | null;
      if (!metatype) continue;
      const prototype = metatype.prototype;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (requestMethod === undefined) continue;
        const targets = [handler, metatype as unknown as (...args: unknown[]) => unknown];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<
          string,
          unknown
        >;
        const argTypes = Object.keys(args).map((key) => Number(key.split(':')[0]));
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, metatype) as unknown[]) ?? []),
        ];
        const throttleKeys = Reflect.getMetadataKeys(handler).filter(
          (key) => typeof key === 'string' && key.startsWith(THROTTLER_LIMIT),
        );
        const operationId = `${metatype.name}_${name}`;
        facts.set(operationId, {
          operationId,
          controller: metatype.name,
          method: RequestMethod[requestMethod].toLowerCase(),
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
          roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? ['admin'],
          throttled:
            throttleKeys.length > 0 ||
            guards.some((guard) => (guard as { name?: string }).name === 'ThrottlerGuard'),
          hasBody: argTypes.includes(RouteParamtypes.BODY),
          hasFile: argTypes.includes(RouteParamtypes.FILE) || argTypes.includes(RouteParamtypes.FILES),
          hasPathParams: argTypes.includes(RouteParamtypes.PARAM),
          hasQuery: argTypes.includes(RouteParamtypes.QUERY),
        });
      }
    }
  }
  return facts;
}

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad input: `fields` names each refused field',
  '401': 'No valid session',
  '403': 'Signed in without the role this route needs, or the CSRF header missing',
  '404': 'Nothing has this id',
  '409': 'Conflicts with the stored state (a unique value taken, a record in use)',
  '413': 'The body or file is too large',
  '415': 'The file is not of an accepted type',
  '429': 'Too many requests: wait and retry',
  '414': 'The URL is too long (every route: answered before routing)',
  '431': 'The request headers are too large (every route: answered before routing)',
  '503': 'The database is unavailable or the API is stopping',
};

const ERROR_BODY_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error answer (common/http/all-exceptions.filter.ts).',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'name.en must be shorter than or equal to 120 characters' },
    error: { type: 'string', example: 'Bad Request' },
    fields: {
      type: 'object',
      description: 'The 400 (and 409) refusal per field: the messages of each refused field',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    details: {
      type: 'object',
      description: 'Machine-readable facts of a refusal, e.g. `{reason: "in-use", count: 3}`',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    },
  },
};

/** The error statuses an operation may answer, from its guards and parameters. */
export function errorStatuses(facts: HandlerFacts): string[] {
  const statuses = new Set<string>(['414', '431', '503']);
  const write = WRITE_METHODS.has(facts.method);
  if (facts.hasBody || facts.hasFile || facts.hasPathParams || facts.hasQuery || write) statuses.add('400');
  if (!facts.isPublic) {
    statuses.add('401');
    statuses.add('403');
  }
  // The CSRF guard answers 403 to any write without the header, public or not.
  if (write) statuses.add('403');
  if (facts.hasPathParams) statuses.add('404');
  if (write && !facts.isPublic) statuses.add('409');
  if (facts.hasBody || facts.hasFile) statuses.add('413');
  if (facts.hasFile) statuses.add('415');
  if (facts.throttled) statuses.add('429');
  return [...statuses].sort();
}

/**
 * Completes the document @nestjs/swagger builds from the controllers: security from the guards' metadata (`@Public`
 * → `security: []`, else the session cookie), the CSRF header on writes, the standard error responses, a summary and a
 * tag on every operation, and a schema on every success (openapi/response-schemas.ts).
 */
export function completeDocument(document: OpenAPIObject, facts: Map<string, HandlerFacts>): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_SCHEMA] = ERROR_BODY_SCHEMA;
  addResponseComponents(document);
  // The media library's focal point input, stated exactly as the studio's (the decorator's metadata has no shape).
  const media = document.components.schemas.UpdateMediaDto as
    | { properties?: Record<string, unknown> }
    | undefined;
  if (media?.properties?.focus) {
    media.properties.focus = {
      oneOf: [
        {
          type: 'object',
          properties: {
            x: { type: 'integer', minimum: 0, maximum: 100 },
            y: { type: 'integer', minimum: 0, maximum: 100 },
          },
          required: ['x', 'y'],
          additionalProperties: false,
        },
        { type: 'string', const: '' },
      ],
      description: 'Where the image’s subject is, in % of its width and height; "" = the centre',
    };
  }
  if (media?.properties?.crop) {
    const pixels = { type: 'integer', minimum: 0, maximum: 100_000 };
    media.properties.crop = {
      oneOf: [
        {
          type: 'object',
          properties: { x: pixels, y: pixels, width: pixels, height: pixels },
          required: ['x', 'y', 'width', 'height'],
          additionalProperties: false,
        },
        { type: 'string', const: '' },
      ],
      description:
        'The area of the uncropped image every use shows, in whole pixels from its top-left corner (inside the image, at least 1 px each way); "" = the whole image',
    };
  }
  document.components.responses = {
    ...(document.components.responses ?? {}),
    ...Object.fromEntries(
      Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
        `Error${status}`,
        errorResponse(description),
      ]),
    ),
  };
  document.components.securitySchemes = {
    [SESSION_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'The session cookie POST /api/auth/login sets (HttpOnly, SameSite=Strict).',
    },
  };
  document.components.parameters = {
    ...(document.components.parameters ?? {}),
    Csrf: {
      name: 'X-Requested-With',
      in: 'header',
      required: true,
      description: `Every state-changing request must send \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (common/guards/csrf.guard.ts); without it: 403.`,
      schema: { type: 'string', enum: [CSRF_HEADER_VALUE] },
    },
  };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths) as Array<[string, PathItemObject]>) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const fact = operation.operationId ? facts.get(operation.operationId) : undefined;
      if (!fact) throw new Error(`OpenAPI: no handler metadata for ${method.toUpperCase()} ${path}`);
      const controllerTag = humanize(fact.controller.replace(/Controller$/, '').replace(/_$/, ''));
      if (!operation.tags?.length) operation.tags = [controllerTag];
      for (const tag of operation.tags) tags.add(tag);
      operation.summary ??= humanize(operation.operationId?.split('_').pop() ?? method);
      operation.security = fact.isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
      if (!fact.isPublic) {
        const who = fact.roles.join(' or ');
        operation.description = [operation.description, `Requires a session with role ${who}.`]
          .filter(Boolean)
          .join('\n\n');
      }
      if (WRITE_METHODS.has(method)) {
        operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/Csrf' }];
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        const success = response as ResponseObject;
        if (status === '204') continue;
        const described = successContent(operation.operationId ?? '');
        if (described) success.content = described;
        if (!success.content) {
          throw new Error(
            `OpenAPI: ${method.toUpperCase()} ${path} answers ${status} with no schema: add it to openapi/response-schemas.ts`,
          );
        }
      }
      for (const status of errorStatuses(fact)) {
        operation.responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      }
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name, description: `${name} operations` }));
  return document;
}

export interface DocumentOptions {
  /** The public origin the API is served under, e.g. `https://aurinko.example` (default: relative `/`). */
  serverUrl?: string;
}

/** The API's OpenAPI 3.1 document, built from a created (not necessarily listening) application. */
export function buildOpenApiDocument(app: INestApplication, options: DocumentOptions = {}): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Aurinko API')
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://aurinko.example/terms')
    .setDescription(
      `The public site's and the admin dashboard's API. State-changing requests need the header \`X-Requested-With: ${CSRF_HEADER_VALUE}\`; admin routes need the session cookie.`,
    )
    .addServer(options.serverUrl ?? '/', 'This site (the API is under /api)')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  documentStudio(document, STUDIO_RESOURCES, studioControllerName);
  return completeDocument(document, handlerFacts(app));
}

import { languageFileName, RESOURCE_IDS, type ResourceId, resource } from '@aurinko/contract/resources';
import type { EntitySchema } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { type Translations, translate } from '../../common/translations/translations.js';
import { defineResource, type StudioDefinition } from '../studio-definition.js';
import { genericEntity } from './generic-entity.js';

/**
 * A resource the contract marks `generic` is built from its declaration alone: its entity (generic-entity.ts), its
 * studio definition (the admin routes under /api/admin/<id> with drafts, audit, history, search texts and files:
 * studio.controller.ts / studio.service.ts), and its public read (generic-public.controller.ts). Adding one is its
 * declaration, its migration and the dashboard's presentation entry (ARCHITECTURE.md, "How to add a resource").
 */
export interface GenericResource {
  id: ResourceId;
  entity: new () => object;
  schema: EntitySchema;
  definition: StudioDefinition;
}

function build(id: ResourceId): GenericResource {
  const declaration = resource(id);
  const { target, schema } = genericEntity(id);
  const translated = Object.entries(declaration.fields)
    .filter(([, field]) => field.type === 'translated')
    .map(([name]) => name);
  const order = declaration.generic?.order ?? [];
  const definition = defineResource({
    resource: id,
    entity: target as never,
    scope: [],
    search: translated as never,
    ...(order.length ? { listOrder: order as never } : {}),
  });
  return { id, entity: target, schema, definition };
}

/** Every generic resource of the contract, in its order. */
export const GENERIC_RESOURCES: readonly GenericResource[] = RESOURCE_IDS.filter(
  (id) => resource(id).generic !== undefined,
).map(build);

const day = (value: unknown) => (value ? new Date(value as string).toISOString().slice(0, 10) : null);

/**
 * A visitor's view of a generic record in `lang`: `_id`, each translated text in that language (English where it has
 * none), dates as `YYYY-MM-DD`, and a language-aware file as the file of that language or else the English one, with
 * `<field>Language` saying which (null without any file).
 */
export function publicView(
  id: ResourceId,
  row: Record<string, unknown>,
  lang: Lang,
): Record<string, unknown> {
  const view: Record<string, unknown> = { _id: String(row.id) };
  for (const [name, field] of Object.entries(resource(id).fields)) {
    if (field.type === 'file' && field.of) continue;
    if (field.type === 'translated') view[name] = translate((row[name] ?? {}) as Translations, lang);
    else if (field.type === 'date') view[name] = day(row[name]);
    else if (field.type === 'file' && field.perLanguage) {
      const own = row[languageFileName(name, lang)] as string | null;
      const file = own ?? (row[name] as string | null) ?? null;
      view[name] = file;
      view[`${name}Language`] = file === null ? null : own ? lang : 'en';
    } else view[name] = row[name] ?? null;
  }
  return view;
}

const pascal = (id: string) => id.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** `DownloadsController` for `downloads`: the name its OpenAPI operations are known by (`DownloadsController_list`). */
export const publicControllerName = (id: ResourceId) => `${pascal(id)}Controller`;

/** The name of a generic resource's public record in the OpenAPI document: `DownloadsItem` for `downloads`. */
export const publicSchemaName = (id: ResourceId) => `${pascal(id)}Item`;

/** The JSON Schema of `publicView`'s answer (every key always present; absent values are null). */
export function publicViewSchema(id: ResourceId): Record<string, unknown> {
  const properties: Record<string, Record<string, unknown>> = { _id: { type: 'string' } };
  const nullableString = (description: string) => ({ type: ['string', 'null'], description });
  for (const [name, field] of Object.entries(resource(id).fields)) {
    if (field.type === 'file' && field.of) continue;
    if (field.type === 'translated')
      properties[name] = { type: 'string', description: 'In the asked language' };
    else if (field.type === 'date')
      properties[name] = { type: field.required ? 'string' : ['string', 'null'], format: 'date' };
    else if (field.type === 'file') {
      properties[name] = nullableString(
        field.perLanguage
          ? `The ${field.kind} file in the asked language, else the English one`
          : `The ${field.kind} file's address`,
      );
      if (field.perLanguage)
        properties[`${name}Language`] = nullableString('The language of that file (null: no file)');
    } else if (field.type === 'integer') properties[name] = { type: 'integer' };
    else if (field.type === 'boolean') properties[name] = { type: 'boolean' };
    else properties[name] = { type: 'string' };
  }
  return { type: 'object', required: Object.keys(properties), properties };
}

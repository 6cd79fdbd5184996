import { type ApiSchema, apiClient, type Language } from '@aurinko/shared-ui';
import { RESOURCES } from '../studio/studio-registry';
import type { ResourceSchema } from '../studio/studio-schema';

/** One record showing English in some language (GET /api/admin/translation-coverage). */
export type FallbackRecord = ApiSchema<'FallbackRecord'>;

export type ResourceCoverage = ApiSchema<'ResourceCoverage'>;

export type TranslationCoverage = ApiSchema<'TranslationCoverage'>;

export const loadCoverage = () => apiClient.GET('/api/admin/translation-coverage');

/**
 * The dashboard's schema of an API resource: the one whose `apiPath` is `admin/<resource>`. Resources added to both
 * registries are found without a change here; one the dashboard does not edit yet has none (no links).
 */
export function schemaOf(resource: string): ResourceSchema | undefined {
  return Object.values(RESOURCES).find((schema) => schema.apiPath === `admin/${resource}`);
}

/** The edit screen of a record on one language's tab (`?lang=xx`), or undefined when the dashboard has none. */
export function editLinkOf(resource: string, id: string, language: Language): string | undefined {
  return schemaOf(resource)?.routes.edit(id, language);
}

/** The translation key of a field's label, from the studio schema (`dashboard_studio:fields.name`). */
export function fieldLabelKey(resource: string, field: string): string {
  const label = schemaOf(resource)?.fields.find((candidate) => candidate.name === field)?.label;
  return `dashboard_studio:${label ?? `fields.${field}`}`;
}

/** Whole percent, rounded down so 99.6 % is never shown as complete. */
export function percent(filled: number, total: number): number {
  return total === 0 ? 100 : Math.floor((filled / total) * 100);
}

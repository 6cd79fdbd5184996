import { type ApiSchema, apiClient, type Language } from '@aurinko/shared-ui';
import { RESOURCES } from '../studio/studio-registry';
import type { ResourceSchema } from '../studio/studio-schema';

/** The start screen's lists (GET /api/admin/workplace). */
export type Workplace = ApiSchema<'Workplace'>;
/** A studio record named by the workplace or the search: its resource, id and title in every language. */
export type WorkplaceRecord = ApiSchema<'WorkplaceRecord'>;

export const workplaceApi = {
  load: () => apiClient.GET('/api/admin/workplace'),
  /** Every studio record whose title contains `q`, in any language. */
  search: async (q: string) =>
    (await apiClient.GET('/api/admin/workplace/search', { params: { query: { q } } })).items,
};

const schemaOf = (resource: string): ResourceSchema | undefined =>
  (RESOURCES as Readonly<Record<string, ResourceSchema | undefined>>)[resource];

/** Where a record is edited (its resource's edit screen, from the studio registry). */
export const recordLink = (record: Pick<WorkplaceRecord, 'resource' | '_id'>): string | undefined =>
  schemaOf(record.resource)?.routes.edit(record._id);

/** The resource's plural name key (`dashboard_studio:…`), e.g. "Products". */
export const resourceLabel = (resource: string): string | undefined => schemaOf(resource)?.text.plural;

/** The title in the UI language, else English, else the first language that has one. */
export function titleIn(title: WorkplaceRecord['title'], language: Language): string {
  return title[language] || title.en || Object.values(title).find(Boolean) || '';
}

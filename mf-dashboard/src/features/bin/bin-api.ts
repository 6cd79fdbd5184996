import type { ResourceId } from '@aurinko/contract/resources';
import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

export type BinEntry = ApiSchema<'BinEntry'>;

/** The bin of deleted studio records (admin only): the list, newest first, and putting one back. */
export const binApi = {
  list: (page: number, pageSize: number, resource?: ResourceId) =>
    apiClient.GET('/api/bin', { params: { query: { page, pageSize, ...(resource ? { resource } : {}) } } }),
  restore: (id: string) => apiClient.POST('/api/bin/{id}/restore', { params: { path: { id: Number(id) } } }),
};

import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

/** A review as the admin API answers it (`GET /api/reviews/all`). */
export type AdminReview = ApiSchema<'AdminReview'>;

export type ReviewAction = 'approve' | 'unpublish' | 'reject';

/** The most reviews one bulk request may change (the API's limit). */
export const BULK_MAX = 100;

export const feedbackApi = {
  list: (filters: { status?: string; q?: string }, page: number, pageSize: number) =>
    apiClient.GET('/api/reviews/all', {
      params: {
        query: {
          ...(filters.status ? { status: filters.status as 'pending' } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          page,
          pageSize,
        },
      },
    }),
  /** How many reviews wait for approval (the menu's badge). */
  pendingCount: async () =>
    (await apiClient.GET('/api/reviews/pending', { params: { query: { page: 1, pageSize: 1 } } })).total,
  /** One or many reviews at once (all or nothing). */
  bulk: (action: ReviewAction, ids: readonly string[]) =>
    apiClient.POST('/api/reviews/bulk', { body: { action, ids: [...ids] } }),
};

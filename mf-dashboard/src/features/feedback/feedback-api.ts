import { http } from '@aurinko/shared-ui';
import type { Page } from '../studio/studio-api';

/** A review as the admin API answers it (`GET /api/reviews/all`). */
export interface AdminReview {
  _id: string;
  name: string;
  email: string;
  rating: number;
  comment: string;
  /** The product's id, or null for a review of the company. */
  product: string | null;
  /** Null when there is no product, or it was deleted since. */
  productName: string | null;
  productGroup: string | null;
  approved: boolean;
  approvedAt: string | null;
  createdAt: string;
}

export type ReviewAction = 'approve' | 'unpublish' | 'reject';

/** The most reviews one bulk request may change (the API's limit). */
export const BULK_MAX = 100;

export const feedbackApi = {
  list: (filters: { status?: string; q?: string }, page: number, pageSize: number) =>
    http.get<Page<AdminReview>>('reviews/all', {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.q ? { q: filters.q } : {}),
      page,
      pageSize,
    }),
  /** One or many reviews at once (all or nothing). */
  bulk: (action: ReviewAction, ids: readonly string[]) =>
    http.post<{ action: ReviewAction; ids: string[] }>('reviews/bulk', { action, ids }),
};

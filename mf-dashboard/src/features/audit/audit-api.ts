import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

/** The API's audit actions (`AUDIT_ACTIONS` in api/src/audit/audit-log.entity.ts), in its order. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'move',
  'upload',
  'remove-file',
  'mark-read',
  'mark-unread',
  'mark-handled',
  'mark-unhandled',
  'approve',
  'reject',
  'draft-save',
  'draft-discard',
  'reply',
  'version-restore',
  'bin-restore',
] as const;

export type AuditEntry = ApiSchema<'AuditEntry'>;

export interface AuditFilters {
  adminName?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditApi = {
  list: (filters: AuditFilters, page: number, pageSize: number) =>
    apiClient.GET('/api/audit', {
      params: {
        query: {
          ...(Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters),
          page,
          pageSize,
        } as { action?: AuditEntry['action'] },
      },
    }),
  /** The admin names and resources that have rows: the filters' choices. */
  filters: () => apiClient.GET('/api/audit/filters'),
};

import { http } from '@aurinko/shared-ui';
import type { Page } from '../studio/studio-api';

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
] as const;

export interface AuditEntry {
  _id: string;
  at: string;
  adminName: string;
  action: string;
  entity: string;
  entityId: string;
  fields: string[];
}

export interface AuditFilters {
  adminName?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditApi = {
  list: (filters: AuditFilters, page: number, pageSize: number) =>
    http.get<Page<AuditEntry>>('audit', {
      ...(Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>),
      page,
      pageSize,
    }),
  /** The admin names and resources that have rows: the filters' choices. */
  filters: () => http.get<{ adminNames: string[]; entities: string[] }>('audit/filters'),
};

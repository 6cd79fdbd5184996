import type { EditedRecord, StudioRecord } from './studio-api';
import type { ResourceSchema } from './studio-schema';

/** Published as it is / published with a pending draft / not published (a draft only). */
export type RecordStatus = 'published' | 'changes' | 'draft';

export function statusOf(record: EditedRecord): RecordStatus {
  if (!record.published) return 'draft';
  return record.draft ? 'changes' : 'published';
}

/** What the editor edits: the draft when there is one, else the live record. */
export const editedValuesOf = (record: EditedRecord): StudioRecord => record.draft?.values ?? record;

/** The record's public page opened as an admin's preview (`?preview=1`), when the resource has one. */
export function previewHref(schema: ResourceSchema, record: EditedRecord): string | null {
  const path = schema.publicPath?.(editedValuesOf(record));
  if (!path) return null;
  return `${path}${path.includes('?') ? '&' : '?'}preview=1`;
}

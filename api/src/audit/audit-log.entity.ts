import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'move',
  'upload',
  'remove-file',
  // The inbox and the reviews (issue 12).
  'mark-read',
  'mark-unread',
  'mark-handled',
  'mark-unhandled',
  'approve',
  'reject',
  // Drafts (studio/drafts): a pending edit saved or dropped; publishing one is `publish`.
  'draft-save',
  'draft-discard',
  // A contact message answered by e-mail from the dashboard (issue 34).
  'reply',
  // History and the bin (issue 33): a version restored as a draft, a deleted record put back.
  'version-restore',
  'bin-restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin write: who, when, what, on which record, which fields. Rows are only ever inserted. */
@Entity('audit_log')
@Index('idx_audit_entity', ['entity', 'entityId'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'datetime' })
  at: Date;

  /** Null once that admin is deleted; the name stays readable. */
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Column({ name: 'admin_name', type: 'varchar', length: 64 })
  adminName: string;

  @Column({ type: 'varchar', length: 16 })
  action: AuditAction;

  /** The resource name as in the admin URL: `products`, `product-cards`, `headlines`, `logos`, `contact-messages`, `reviews`. */
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 20 })
  entityId: string;

  /** Names of the changed fields, as a JSON array. */
  @Column({ type: 'text' })
  fields: string;

  /** The record's title then, per language (JSON), so a deleted record's row still names it. Null: none kept. */
  @Column({ name: 'record_title', type: 'text', nullable: true })
  title: string | null;

  /** Each changed field's value before and after (JSON `{field: {before, after}}`); files are named, not valued. */
  @Column({ type: 'text', nullable: true })
  changes: string | null;

  /** The studio version this change made (studio_versions.id), if it made one. */
  @Column({ name: 'version_id', type: 'integer', nullable: true })
  versionId: number | null;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/** What made a version: the record created, a draft saved, published, updated in place, a version restored. */
export const VERSION_KINDS = ['create', 'draft', 'publish', 'update', 'restore'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/**
 * One saved state of a studio record: the record's full field values (as the editor reads them, files included) at
 * a create, a draft save, a publish, an update or a restore. Rows are only inserted; they go when the record is
 * purged from the bin. The values reference stored files, so a file an old version shows is kept while it does.
 */
@Entity('studio_versions')
@Index('IDX_studio_versions_record', ['resource', 'recordId', 'id'])
export class StudioVersionEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The resource path, as in /api/admin/<resource>. */
  @Column({ type: 'varchar', length: 40 })
  resource: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: VersionKind;

  /** The record's values as JSON (translated fields with every language, files as their URLs). */
  @StoredFileReference({ list: true })
  @Column({ name: 'record_values', type: 'text' })
  values: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Null once that admin is deleted; the name stays readable. */
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Column({ name: 'admin_name', type: 'varchar', length: 64 })
  adminName: string;
}

/**
 * A deleted studio record, kept for 30 days (BIN_DAYS) with its pending draft: restored as it was, or purged with its
 * versions and files. Its files stay stored until then (the row references them).
 */
@Entity('studio_bin')
@Index('UQ_studio_bin_record', ['resource', 'recordId'], { unique: true })
@Index('IDX_studio_bin_deleted', ['deletedAt'])
export class StudioBinEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  resource: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  /** The record's title in each language that has one, as JSON. */
  @Column({ type: 'text' })
  title: string;

  /** Every column of the row as JSON (by property name; dates as ISO text). */
  @StoredFileReference({ list: true })
  @Column({ name: 'record_row', type: 'text' })
  row: string;

  /** The record's pending draft input (JSON), if it had one; its files are kept until the purge too. */
  @StoredFileReference({ list: true })
  @Column({ type: 'text', nullable: true })
  draft: string | null;

  @Column({ name: 'deleted_at', type: 'datetime' })
  deletedAt: Date;

  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Column({ name: 'admin_name', type: 'varchar', length: 64 })
  adminName: string;
}

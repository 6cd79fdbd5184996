import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/**
 * The pending edit of one studio record (one per record): the validated input of `PUT …/:id/draft`, merged over
 * earlier drafts, kept apart from the live row until it is published. A file uploaded or removed while the record
 * has a draft goes here too (the file field's new URL, list or null), so `data` references stored files: the sweep
 * and the remove-if-unused check keep a file a draft holds, and discarding the draft lets it go.
 */
@Entity('studio_drafts')
@Index('UQ_studio_drafts_record', ['resource', 'recordId'], { unique: true })
export class StudioDraftEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The resource path, as in /api/admin/<resource>. */
  @Column({ type: 'varchar', length: 40 })
  resource: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  /** The pending input as JSON: translated fields as `{en?, …}` ("" removes a language), other fields as is. */
  @StoredFileReference({ list: true })
  @Column({ type: 'text' })
  data: string;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  /** The admin who saved it last. */
  @Column({ name: 'updated_by', type: 'varchar', length: 64 })
  updatedBy: string;
}

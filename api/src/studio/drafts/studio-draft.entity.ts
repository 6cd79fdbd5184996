import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The pending edit of one studio record (one per record): the validated input of `PUT …/:id/draft`, merged over
 * earlier drafts, kept apart from the live row until it is published. File fields never go here (uploads apply to
 * the live record at once), so no stored file is referenced only by a draft.
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
  @Column({ type: 'text' })
  data: string;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  /** The admin who saved it last. */
  @Column({ name: 'updated_by', type: 'varchar', length: 64 })
  updatedBy: string;
}

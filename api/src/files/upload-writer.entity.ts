import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A running API process that may write uploaded files (see upload-tracker.ts). */
@Entity('upload_writers')
export class UploadWriterEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 255 })
  host: string;

  @Column({ type: 'integer' })
  pid: number;

  /** Milliseconds since the epoch (bigint: TypeORM reads it as a string). */
  @Column({ name: 'heartbeat_at', type: 'bigint' })
  heartbeatAt: string;
}

/** A storage key a writer has started to store whose record is not committed yet. */
@Entity('pending_uploads')
export class PendingUploadEntity {
  @PrimaryColumn({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey: string;

  @Index('IDX_pending_uploads_writer')
  @Column({ name: 'writer_id', type: 'varchar', length: 36 })
  writerId: string;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt: string;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A public content table's version: raised by every committed write to it (DatabaseWriteSubscriber). */
@Entity('content_versions')
export class ContentVersionEntity {
  @PrimaryColumn({ name: 'table_name', type: 'varchar', length: 64 })
  tableName: string;

  @Column({ type: 'integer', default: 0 })
  version: number;
}

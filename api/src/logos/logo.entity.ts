import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StoredFileReference } from '../files/stored-file-columns.js';

@Entity('logos')
export class LogoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Site-relative, e.g. /api/uploads/logos/<generated>.webp */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512 })
  url: string;

  @Column({ name: 'image_name', type: 'varchar', length: 255 })
  imageName: string;

  @StoredFileReference()
  @Column({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

/**
 * A certificate the company holds (issue 35): the standard's name as the standard writes it (never translated), what
 * it covers (translated), its number, issuer and validity, its PDF, and the badge drawn beside it.
 */
@Entity('certificates')
@Index('idx_certificates_public', ['published', 'sortOrder'])
export class CertificateEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text', transformer: translationsTransformer })
  description: Translations;

  @Column({ type: 'varchar', length: 80 })
  number: string;

  /** The issuing authority's own name; "" = an accredited certification body. */
  @Column({ type: 'varchar', length: 200, default: '' })
  issuer: string;

  /** First and last day of validity (00:00 UTC). */
  @Column({ name: 'valid_from', type: 'datetime' })
  validFrom: Date;

  @Column({ name: 'valid_until', type: 'datetime' })
  validUntil: Date;

  /** The emblem drawn beside it (CERTIFICATE_BADGES). */
  @Column({ type: 'varchar', length: 16, default: 'other' })
  badge: string;

  /** The certificate as a PDF, site-relative URL; null until uploaded. */
  @StoredFileReference()
  @Column({ type: 'varchar', length: 512, nullable: true })
  file: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

import type { PackSize } from '@aurinko/contract/product-facts';
import { Column, Entity, Index, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { richTextsTransformer, type TranslatedRichText } from '../../common/translations/rich-texts.js';
import { type Translations, translationsTransformer } from '../../common/translations/translations.js';
import { StoredFileReference } from '../../files/stored-file-columns.js';

const translated = (name?: string) =>
  Column({ ...(name ? { name } : {}), type: 'text', transformer: translationsTransformer });

/** One row of a dosage table, in one language. */
export interface DosageRow {
  species: string;
  weight: string;
  dose: string;
}
export type TranslatedDosage = Partial<Record<Lang, DosageRow[]>>;
/** A JSON text column read back as `fallback` when empty or unreadable (old rows have NULL). */
const json = <T>(fallback: () => T): ValueTransformer => ({
  to: (value: T | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): T => {
    if (!value) return fallback();
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? (parsed as T) : fallback();
    } catch {
      return fallback();
    }
  },
});

@Entity('products')
@Index('idx_products_group', ['group', 'published', 'sortOrder'])
export class ProductEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** One of the 22 dashboard groups; it fixes the division. */
  @Column({ name: 'product_group', type: 'varchar', length: 32 })
  group: string;

  @Column({ type: 'varchar', length: 16 })
  division: string;

  @translated() name: Translations;
  /** `{en: Doc, fr: Doc}` (@aurinko/contract/rich-text); migration 1764460000000 turned the plain texts into documents. */
  @Column({ type: 'text', transformer: richTextsTransformer })
  details: TranslatedRichText;
  @translated() segment: Translations;
  @translated() type: Translations;
  @translated() category: Translations;
  @translated() packing: Translations;
  @translated() composition: Translations;
  @translated() indications: Translations;
  @Column({ type: 'text', transformer: richTextsTransformer })
  usage: TranslatedRichText;

  /** Product facts (issue 34): `[{amount, unit}]`, formatted per language by @aurinko/contract/product-facts. */
  @Column({ name: 'pack_sizes', type: 'text', nullable: true, transformer: json<PackSize[]>(() => []) })
  packSizes: PackSize[];

  @Column({ name: 'registration_number', type: 'varchar', length: 64, default: '' })
  registrationNumber: string;

  @Column({ type: 'text', nullable: true, transformer: translationsTransformer })
  storage: Translations;

  /** `{en: [{species, weight, dose}], ar: [...]}`; a missing language falls back to English. */
  @Column({ type: 'text', nullable: true, transformer: json<TranslatedDosage>(() => ({})) })
  dosage: TranslatedDosage;

  /** "" = price on request; else a decimal amount in `currency`. */
  @Column({ type: 'varchar', length: 12, default: '' })
  price: string;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** Site-relative URLs (/api/uploads/...) or null. */
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) image: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) logo: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) report: string | null;
  @StoredFileReference() @Column({ type: 'varchar', length: 512, nullable: true }) brochure: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

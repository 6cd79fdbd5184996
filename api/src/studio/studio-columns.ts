import type { ValueTransformer } from 'typeorm';

/** The value of a select that means "every one" (every language, every division). */
export const ALL = 'all';

/**
 * A nullable column whose NULL means "all" (a banner for every language, a brochure for every division): the entity and
 * the studio's records say `'all'`, the database keeps NULL, so public queries stay `col IS NULL OR col = :value`.
 */
export const allAsNull: ValueTransformer = {
  to: (value: string | null | undefined) => (value === undefined ? undefined : value === ALL ? null : value),
  from: (value: string | null) => value ?? ALL,
};

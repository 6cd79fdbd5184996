import { hasAllVariants, variantKeysOf } from '../../src/files/image-variants.js';

/** Stored keys (or names in one folder) without the responsive variants of the images among them. */
export function mainFiles(keys: readonly string[]): string[] {
  const variants = new Set(keys.flatMap((key) => variantKeysOf(key)));
  return keys.filter((key) => !variants.has(key));
}

/** The images among the stored keys that lack one of their variants (expected: none). */
export function imagesMissingVariants(keys: readonly string[]): string[] {
  const all = new Set(keys);
  return keys.filter((key) => !hasAllVariants(key, all));
}

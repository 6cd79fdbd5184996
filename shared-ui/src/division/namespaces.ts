import { registerNamespaces } from '@aurinko/shared-ui';

/** Static texts of the division pages; each language of each namespace is its own chunk. */
export const DIVISION_NAMESPACES = [
  'division',
  'about',
  'export',
  'visionmission',
  'manufacturing',
  'research_development',
  'ingredients',
  'certificates',
  'nanotech',
  'producttypes',
  'productcart',
  'contact',
  'gallery',
  'media',
] as const;

registerNamespaces(
  DIVISION_NAMESPACES,
  (language, namespace) => import(`./locales/${language}/${namespace}.json`),
);

export { DIVISIONS, type Division } from '@aurinko/shared-ui/catalogue';

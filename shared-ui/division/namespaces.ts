import { claimNamespaces, type NamespaceLoader, registerNamespaces } from '@aurinko/shared-ui';
import { use } from 'react';

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

/** This build's texts (each remote bundles its own copy of the division pages and their texts). */
const ownTexts: NamespaceLoader = (language, namespace) => import(`./locales/${language}/${namespace}.json`);
registerNamespaces(DIVISION_NAMESPACES, ownTexts);

let reclaiming: Promise<unknown> | undefined;

/**
 * The division pages' texts from THIS remote's build. The namespaces live in the one shared i18next instance, keyed
 * by name: after another division was shown, they hold that remote's copy. On mount, the remote takes them back and
 * reloads from its own chunks those another build loaded (suspending until they are in), so a text a division team
 * changed shows on its pages whichever division the visitor opened first.
 */
export function useOwnDivisionTexts(): void {
  const reload = claimNamespaces(DIVISION_NAMESPACES, ownTexts);
  if (reload) reclaiming = reload;
  if (reclaiming) use(reclaiming);
}

export { DIVISIONS, type Division } from '@aurinko/contract/catalogue';

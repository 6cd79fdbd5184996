import { registerNamespaces } from '@aurinko/shared-ui';

/**
 * The dashboard's namespaces. Every exposed module imports this file, so whichever of them the shell loads first
 * brings the loaders; each language of each namespace is its own chunk.
 */
export const DASHBOARD_NAMESPACES = [
  'dashboard',
  'dashboard_auth',
  'dashboard_headlines',
  'dashboard_logos',
  'dashboard_studio',
  'dashboard_admins',
  'dashboard_translations',
  'dashboard_inbox',
  'dashboard_status',
  'dashboard_workplace',
  'dashboard_media',
] as const;

registerNamespaces(DASHBOARD_NAMESPACES, (language, namespace) => import(`./${language}/${namespace}.json`));

import { registerNamespaces } from '@aurinko/shared-ui';

/** The shell's own namespaces; each language of each is a separate chunk loaded on demand. */
export const SHELL_NAMESPACES = [
  'navbar',
  'footer',
  'home',
  'home_parts',
  'home_part3',
  'news',
  'search',
  'notfound',
  'errors',
  'shell',
] as const;

export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/** Needed by the frame of every page (menu, footer): fetched in parallel as soon as i18next is ready. */
export const LAYOUT_NAMESPACES = ['navbar', 'footer', 'company', 'shell'] as const;

export function registerShellNamespaces(): void {
  registerNamespaces(SHELL_NAMESPACES, (language, namespace) => import(`./${language}/${namespace}.json`));
}

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

export { LAYOUT_NAMESPACES } from './first-screen';

export function registerShellNamespaces(): void {
  registerNamespaces(SHELL_NAMESPACES, (language, namespace) => import(`./${language}/${namespace}.json`));
}

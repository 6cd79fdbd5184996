import { registerNamespaces } from '@aurinko/shared-ui';

/** The shell's own namespaces; each language of each is a separate chunk loaded on demand. */
export const SHELL_NAMESPACES = ['navbar', 'footer', 'notfound', 'home'] as const;

export function registerShellNamespaces(): void {
  registerNamespaces(SHELL_NAMESPACES, (language, namespace) => import(`./${language}/${namespace}.json`));
}

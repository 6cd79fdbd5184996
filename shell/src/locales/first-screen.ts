/**
 * Translation namespaces a first view needs (plain data: the shell's build reads it too, to tell its server which
 * text chunks to preload — shared-ui/build/preload-manifest.mjs).
 */

/** Needed by the frame of every page (menu, footer): fetched in parallel as soon as i18next is ready. */
export const LAYOUT_NAMESPACES = ['navbar', 'footer', 'company', 'shell'] as const;

/** The home page's sections, the most common entry. */
export const HOME_NAMESPACES = ['home', 'home_parts', 'home_part3'] as const;

/** What the server preloads, by page: `*` every page (with shared-ui's `common`), `/` the home page. */
export const FIRST_SCREEN_NAMESPACES: Record<string, readonly string[]> = {
  '*': ['common', ...LAYOUT_NAMESPACES],
  '/': HOME_NAMESPACES,
};

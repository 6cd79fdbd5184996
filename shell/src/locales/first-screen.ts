/**
 * Translation namespaces a first view needs (plain data: the shell's build reads it too, to tell its server which
 * text chunks to preload — shared-ui/build/preload-manifest.mjs).
 */

/** Needed by the frame of every page (menu, footer): fetched in parallel as soon as i18next is ready. */
export const LAYOUT_NAMESPACES = ['navbar', 'footer', 'company', 'shell'] as const;

/** The home page's sections, the most common entry. */
export const HOME_NAMESPACES = ['home', 'home_parts', 'home_part3'] as const;

/**
 * What a first view needs, by page: `*` every page (with shared-ui's `common`), then the shell's pages the server
 * renders whole — the server preloads them where it hints texts, and the browser starts them with the frame's.
 */
export const FIRST_SCREEN_NAMESPACES: Record<string, readonly string[]> = {
  '*': ['common', ...LAYOUT_NAMESPACES],
  '/': HOME_NAMESPACES,
  '/news': ['news'],
  '/search': ['search'],
};

/**
 * The attribute that marks, in the page, a remote's area as the server rendered it (server-area.ts). Its own module,
 * free of imports, so the shell's entry script can look for it without loading React (index.ts).
 */
export const SERVER_AREA_ATTRIBUTE = 'data-remote-area';

/**
 * A record's long text as a meta description: white space made single, cut at a word boundary with an ellipsis.
 * @param {string | null | undefined} text
 * @param {number} [max]
 */
export function summarize(text: string | null | undefined, max?: number): string;
/**
 * Text helpers shared by the pages (at run time) and the shell's production server (which writes the same texts
 * into the HTML before any script runs). Plain JavaScript so the server needs no bundler.
 */
/** Longest meta description written: search engines show about this much. */
export const DESCRIPTION_LENGTH: 200;

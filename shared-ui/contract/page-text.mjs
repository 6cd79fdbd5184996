// @ts-check
/**
 * Text helpers shared by the pages (at run time) and the shell's production server (which writes the same texts
 * into the HTML before any script runs). Plain JavaScript so the server needs no bundler.
 */

/** Longest meta description written: search engines show about this much. */
export const DESCRIPTION_LENGTH = 200;

/**
 * A record's long text as a meta description: white space made single, cut at a word boundary with an ellipsis.
 * @param {string | null | undefined} text
 * @param {number} [max]
 */
export function summarize(text, max = DESCRIPTION_LENGTH) {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}

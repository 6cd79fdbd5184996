/**
 * The search page's first API read: the content results for the address's `q` (`:q` is filled from the query string by
 * the shell's server, trimmed as the page trims it; a page without a query makes no read). The server renders /search
 * with the answer and puts it in the page, so the results are in the HTML. No imports: the build reads this file.
 */
export const SEARCH_API = ['search?q=:q'];

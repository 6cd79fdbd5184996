/**
 * The key of one API read.
 * @param {string} pathAndQuery e.g. `products/23`, `/api/banners?placement=slider&division=human&lang=en`
 * @returns {string}
 */
export function readKey(pathAndQuery: string): string;
/**
 * The first view's API reads, made once on the server and handed to the page (server rendering of a remote's area,
 * shared-ui/server/seo.mjs): the shell's server reads what the page's route lists (its manifest's `api`), the remote
 * renders with those answers, and the same answers travel in the HTML (`<script type="application/json"
 * id="page-data">`) so the browser's first render of that area shows the same data instead of a loading state.
 *
 * One rule names a read on both sides: `readKey('banners?division=human&placement=slider')` on the server equals the
 * key of `http.get('banners', { division: 'human', placement: 'slider' })` in the browser — the API path without
 * `/api/`, its parameters sorted, without `lang` (the page's data is for one language, said beside it) and
 * `preview` (a draft preview is never rendered on the server).
 */
export const PAGE_DATA_ID: "page-data";

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long after the last large streamed answer the collection runs (a crawler's next file resets it). */
export const SETTLE_MS = 1000;

let fullCollection: ((options?: object) => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let collections = 0;

/**
 * V8's collection (`gc(options)`), once (`--expose-gc` set from here: the image's command line stays as it is). A function of
 * a fresh context: `gc` is not a global of this one.
 */
function collector(): (options?: object) => void {
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as (options?: object) => void;
  }
  return fullCollection;
}

/**
 * Asks for one full collection SETTLE_MS after the last of a burst of large streamed answers (sitemap files, CSV
 * exports). Building them leaves tens of MB of short-lived strings, rows and zlib/driver buffers that outlive the
 * young generation; V8 collects them only when the old space next fills, and Node never tells it the process is
 * idle, so they stayed: the API's RSS after a crawler's pass over every sitemap file at 500,000 products was
 * 1.76–1.82× what it was before (issue 37), and after six CSV exports of 100,000 messages +200 MB. One collection
 * after the burst returns it: 1.04× at 500,000 products. V8's "last resort" kind (what a low-memory notification
 * runs: collections until nothing more is freed, then the empty pages given back): a regular full collection left the
 * old space's pages reserved — at 100,000 products on MariaDB the heap kept 98 MB reserved for 69 MB used, RSS
 * 1.22–1.28×; now 68 MB reserved, 1.02–1.06×. A pause of ~100–200 ms (a 70–140 MB heap), once per burst, a second
 * after its last answer — not per answer.
 */
export function collectAfterBurst(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    collections++;
    collector()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, SETTLE_MS);
  timer.unref();
}

/** Full collections asked for so far (tests). */
export function burstCollections(): number {
  return collections;
}

// @ts-check
/**
 * A replica's view of a release store kept in a bucket (release.mjs `--to s3://…`): it mirrors the store into a local
 * folder of release.mjs's folder layout (`<cache>/site` is what the static server serves) and follows the live
 * pointer — read every `intervalMs` (default 2 s) with If-None-Match, so an unchanged pointer costs one 304. When it
 * changes (a deploy or a rollback from anywhere), the releases this replica lacks are downloaded (their hashed files
 * beside the others, so a visitor's open page keeps finding its chunks), then the live one is put in place exactly as
 * on a single host (release.mjs `activate`: every file replaced atomically, the manifest last). Every replica polls
 * the same pointer, so they serve the same release and roll back together, within one interval of each other.
 * The bucket unreachable: the replica keeps serving what it has and retries on the next tick.
 */
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createObjectStore, parseS3Location } from './object-store.mjs';
import { activate, eachLimited, HISTORY_KEY, prune, writeHistory } from './release.mjs';

/** @param {string} file @param {Buffer} body */
async function writeAtomically(file, body) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.sync.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * @param {{ from: string, cache: string, env?: NodeJS.ProcessEnv, intervalMs?: number,
 *   log?: (message: string) => void }} options
 */
export function startReleaseSync({ from, cache, env = process.env, intervalMs = 2000, log = console.error }) {
  const location = parseS3Location(from);
  if (!location) throw new Error(`--releases must be s3://<bucket>/<prefix>, got "${from}"`);
  const store = createObjectStore(location.bucket, env);
  const at = (/** @type {string} */ key) => `${location.prefix}${key}`;
  const root = path.resolve(cache);
  let etag = '';
  /** @type {string | null} */
  let live = null;
  /** @type {Promise<boolean> | undefined} */
  let running;
  let stopped = false;

  /** Downloads one release's record and hashed files, unless this cache has it (files.json is written last). */
  /** @param {string} id */
  async function fetchRelease(id) {
    const record = path.join(root, 'releases', id);
    if (await stat(path.join(record, 'files.json')).catch(() => null)) return;
    const prefix = at(`releases/${id}/files/`);
    await eachLimited(await store.list(prefix), async (key) => {
      const got = await store.get(key);
      if (got.status !== 200) throw new Error(`release ${id}: ${key} is missing from the bucket`);
      await writeAtomically(path.join(record, 'files', key.slice(prefix.length)), got.body);
    });
    const list = await store.get(at(`releases/${id}/files.json`));
    if (list.status !== 200) throw new Error(`release ${id}: files.json is missing from the bucket`);
    /** @type {string[]} */
    const hashed = JSON.parse(list.body.toString('utf8'));
    await eachLimited(hashed, async (file) => {
      const target = path.join(root, 'site', file);
      if (await stat(target).catch(() => null)) return;
      const got = await store.get(at(file));
      if (got.status !== 200) throw new Error(`release ${id}: ${file} is missing from the bucket`);
      await writeAtomically(target, got.body);
    });
    await writeAtomically(path.join(record, 'files.json'), list.body);
  }

  /** One look at the pointer; true when the live release changed. */
  async function syncOnce() {
    const got = await store.get(at(HISTORY_KEY), { etag });
    if (got.status !== 200) {
      if (got.status === 304) return false;
      throw new Error(`no release in ${from} yet (deploy one: release.mjs deploy --to ${from})`);
    }
    /** @type {import('./release.mjs').History} */
    const history = JSON.parse(got.body.toString('utf8'));
    if (!history.live) throw new Error(`${from}: no live release`);
    for (const release of history.releases) await fetchRelease(release.id);
    const changed = history.live !== live;
    if (changed) await activate(root, history.live);
    // Releases the store pruned, and the hashed files only they used, leave this cache too.
    const kept = new Set(history.releases.map((r) => r.id));
    for (const entry of await readdir(path.join(root, 'releases'), { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory() && !kept.has(entry.name)) {
        await rm(path.join(root, 'releases', entry.name), { recursive: true, force: true });
      }
    }
    await prune(root, history, history.releases.length);
    await writeHistory(root, history);
    live = history.live;
    etag = got.etag;
    return changed;
  }

  /** Runs a sync unless one is running (then waits for that one). */
  function syncNow() {
    running ??= syncOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      syncNow()
        .then((changed) => {
          if (changed) log(`release-sync: ${from} → live ${live}`);
        })
        .catch((error) => log(`release-sync: ${error instanceof Error ? error.message : error} (retrying)`))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  /** The first sync: the server serves nothing before a release is in place. */
  const ready = (async () => {
    await mkdir(path.join(root, 'site'), { recursive: true });
    await syncNow();
    schedule();
  })();

  return {
    ready,
    /** The folder to serve. */
    site: path.join(root, 'site'),
    syncNow,
    get live() {
      return live;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

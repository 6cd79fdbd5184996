#!/usr/bin/env node
// @ts-check
/**
 * Releases of one front end on a host, so a build can be rolled back without a rebuild.
 *
 * Layout of a deploy folder (`--to`):
 *   site/                 what the static server serves (`aurinko-serve --dir <to>/site`)
 *     static/…            the hashed files (chunks, remote entry, CSS) of every kept release, side by side: their
 *                         names change with their content, so builds never overwrite each other's
 *     index.html, mf-manifest.json, version.json, routes.json, …   the live release's unhashed files
 *   releases/<id>/        each release's unhashed files, and files.json (its hashed files)
 *   releases/history.json the releases in deploy order and which one is live
 *
 * `deploy` copies a build's hashed files beside the ones already there, then its unhashed files over the live ones
 * (the manifest last, each file replaced atomically), so a visitor's open page keeps finding the chunks of the
 * build it started with. `rollback` makes the release before the live one live again: it puts that release's
 * unhashed files back — its chunks never left. The static server needs no restart (it revalidates those files).
 * Old releases beyond `--keep` (default 5) are pruned with the hashed files only they used.
 *
 * `--if-new` deploys only a build not deployed before (a container that deploys its image's build on every start
 * keeps a rollback across restarts).
 *
 * Several replicas (issue 28): `--to s3://<bucket>/<prefix>` keeps the same store in S3-compatible object storage,
 * where every replica sees it (credentials and endpoint from S3_* as for the API's uploads; object-store.mjs):
 *   <prefix>/static/…                  the hashed files of every kept release
 *   <prefix>/releases/<id>/files/…     each release's unhashed files; <prefix>/releases/<id>/files.json its hashed ones
 *   <prefix>/releases/history.json     the releases and the live pointer — the one object a deploy or rollback
 *                                      switches (written after the release's files, before anything is pruned)
 * A replica serves it through release-sync.mjs (`aurinko-serve --releases s3://…`): it polls the pointer (ETag, every
 * 2 s) and mirrors the kept releases into a local folder of the layout above, so every replica serves the same live
 * release and a rollback reaches them all within the poll interval. Concurrent deploys of the same app are not
 * locked against each other (the last history written wins): deploy from one place (CI), as with the folder store.
 *
 * Usage:
 *   node shared-ui/server/release.mjs deploy   --from mf-human/dist --to /srv/mf-human [--keep 5] [--if-new]
 *   node shared-ui/server/release.mjs rollback --to /srv/mf-human [--id <release>]
 *   node shared-ui/server/release.mjs list     --to /srv/mf-human
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createObjectStore, parseS3Location } from './object-store.mjs';

/** Hashed files (immutable): everything under static/ (see static-server.mjs's cache rule). */
const HASHED_DIR = 'static';
/** Written last on deploy and rollback: the file that makes the shell load the new build. */
const MANIFEST = 'mf-manifest.json';

/**
 * @typedef {{ id: string, version: string, commit: string, builtAt: string, deployedAt: string }} Release
 * @typedef {{ live: string | null, releases: Release[] }} History
 */

/** @param {string} dir @returns {Promise<string[]>} files under dir, relative, with '/' separators */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const isHashed = (/** @type {string} */ file) => file.startsWith(`${HASHED_DIR}/`);

/** @param {string} to */
const paths = (to) => ({
  site: path.join(to, 'site'),
  releases: path.join(to, 'releases'),
  history: path.join(to, 'releases', 'history.json'),
});

/** @param {string} to @param {NodeJS.ProcessEnv} [env] @returns {Promise<History>} */
export async function readHistory(to, env = process.env) {
  const bucket = parseS3Location(to);
  if (bucket) {
    const got = await createObjectStore(bucket.bucket, env).get(`${bucket.prefix}${HISTORY_KEY}`);
    return got.status === 200 ? JSON.parse(got.body.toString('utf8')) : { live: null, releases: [] };
  }
  try {
    return JSON.parse(await readFile(paths(to).history, 'utf8'));
  } catch {
    return { live: null, releases: [] };
  }
}

/** The live pointer's key in a bucket store, under its prefix. */
export const HISTORY_KEY = 'releases/history.json';

/** @param {string} to @param {History} history */
export async function writeHistory(to, history) {
  await writeAtomically(paths(to).history, `${JSON.stringify(history, null, 2)}\n`);
}

/** @param {string} file @param {string | Buffer} content */
async function writeAtomically(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** @param {string} from @param {string} file */
async function copyAtomically(from, file) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await copyFile(from, temporary);
  await rename(temporary, file);
}

/**
 * The id of a build: version, commit and build time from its version.json (build-info.mjs), safe as a folder name.
 * @param {{ version?: string, commit?: string, builtAt?: string }} info
 */
export function releaseId(info) {
  const stamp = (info.builtAt ?? '').replace(/[^0-9]/g, '').slice(0, 14) || 'nodate';
  return `${info.version ?? 'unknown'}-${info.commit ?? 'unknown'}-${stamp}`.replace(/[^\w.-]/g, '_');
}

/**
 * Puts a release's unhashed files live: every file of the release, the manifest last; live unhashed files the
 * release does not have are removed (after the manifest switched).
 * @param {string} to @param {string} id
 */
export async function activate(to, id) {
  const { site, releases } = paths(to);
  const source = path.join(releases, id, 'files');
  const files = await filesUnder(source);
  if (!files.includes(MANIFEST) && !files.includes('index.html')) {
    throw new Error(`release ${id} has neither ${MANIFEST} nor index.html`);
  }
  const ordered = [...files.filter((f) => f !== MANIFEST), ...files.filter((f) => f === MANIFEST)];
  for (const file of ordered) await copyAtomically(path.join(source, file), path.join(site, file));
  const keep = new Set(files);
  for (const file of await filesUnder(site)) {
    if (!isHashed(file) && !keep.has(file)) await rm(path.join(site, file), { force: true });
  }
}

/**
 * Removes releases beyond `keep` (never the live one) and the hashed files no kept release lists.
 * @param {string} to @param {History} history @param {number} keep
 */
export async function prune(to, history, keep) {
  const { site, releases } = paths(to);
  const liveIndex = history.releases.findIndex((r) => r.id === history.live);
  const kept = history.releases.filter(
    (_release, index) => index >= history.releases.length - keep || index === liveIndex,
  );
  for (const release of history.releases) {
    if (!kept.includes(release)) await rm(path.join(releases, release.id), { recursive: true, force: true });
  }
  history.releases = kept;
  /** @type {Set<string>} */
  const used = new Set();
  for (const release of kept) {
    const list = JSON.parse(await readFile(path.join(releases, release.id, 'files.json'), 'utf8'));
    for (const file of list) used.add(file);
  }
  for (const file of await filesUnder(path.join(site, HASHED_DIR))) {
    const relative = `${HASHED_DIR}/${file}`;
    if (!used.has(relative)) await rm(path.join(site, relative), { force: true });
  }
}

/**
 * Deploys a build folder (a front end's dist) as the live release; with `ifNew`, a build already deployed (same id)
 * is left as it is, live or not (`deployed: false`).
 * `to` is a folder, or `s3://<bucket>/<prefix>` (then `env` gives the bucket's S3_* settings).
 * @param {{ from: string, to: string, keep?: number, now?: Date, ifNew?: boolean, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<Release & { deployed: boolean }>}
 */
export async function deploy({ from, to, keep = 5, now = new Date(), ifNew = false, env = process.env }) {
  if (!Number.isInteger(keep) || keep < 2) throw new Error('--keep must be a whole number of at least 2');
  const build = path.resolve(from);
  const files = await filesUnder(build);
  if (files.length === 0) throw new Error(`${from} is empty or missing: build the app first`);
  /** @type {{ version?: string, commit?: string, builtAt?: string }} */
  let info = {};
  try {
    info = JSON.parse(await readFile(path.join(build, 'version.json'), 'utf8'));
  } catch {
    info = { builtAt: now.toISOString() };
  }
  const id = releaseId(info);
  /** @type {Release} */
  const release = {
    id,
    version: info.version ?? 'unknown',
    commit: info.commit ?? 'unknown',
    builtAt: info.builtAt ?? '',
    deployedAt: now.toISOString(),
  };
  const bucket = parseS3Location(to);
  if (bucket) return deployToBucket({ build, files, release, bucket, keep, ifNew, env });
  const { site, releases } = paths(to);
  const history = await readHistory(to);
  const known = history.releases.find((r) => r.id === id);
  if (ifNew && known) return { ...known, deployed: false };

  // 1. The hashed files, beside the ones already served (same name = same content).
  for (const file of files.filter(isHashed)) {
    const target = path.join(site, file);
    if (!(await stat(target).catch(() => null))) await copyAtomically(path.join(build, file), target);
  }
  // 2. The release record: its unhashed files and the list of its hashed ones.
  const record = path.join(releases, id);
  await rm(record, { recursive: true, force: true });
  for (const file of files.filter((f) => !isHashed(f))) {
    await copyAtomically(path.join(build, file), path.join(record, 'files', file));
  }
  await writeAtomically(path.join(record, 'files.json'), `${JSON.stringify(files.filter(isHashed))}\n`);
  // 3. Live.
  await activate(to, id);
  history.releases = [...history.releases.filter((r) => r.id !== id), release];
  history.live = id;
  await prune(to, history, keep);
  await writeHistory(to, history);
  return { ...release, deployed: true };
}

/** @template T @param {T[]} items @param {(item: T) => Promise<unknown>} work @param {number} [limit] */
export async function eachLimited(items, work, limit = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(/** @type {T} */ (items[next++]));
    }),
  );
}

/**
 * The bucket store's deploy: hashed files not there yet, the release's record, then the pointer; then pruning.
 * @param {{ build: string, files: string[], release: Release, bucket: { bucket: string, prefix: string },
 *   keep: number, ifNew: boolean, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<Release & { deployed: boolean }>}
 */
async function deployToBucket({ build, files, release, bucket, keep, ifNew, env }) {
  const store = createObjectStore(bucket.bucket, env);
  const at = (/** @type {string} */ key) => `${bucket.prefix}${key}`;
  const history = await readHistory(`s3://${bucket.bucket}/${bucket.prefix}`, env);
  const known = history.releases.find((r) => r.id === release.id);
  if (ifNew && known) return { ...known, deployed: false };
  const hashed = files.filter(isHashed);
  await eachLimited(hashed, async (file) => {
    if (!(await store.exists(at(file)))) await store.put(at(file), await readFile(path.join(build, file)));
  });
  await eachLimited(
    files.filter((f) => !isHashed(f)),
    async (file) =>
      store.put(at(`releases/${release.id}/files/${file}`), await readFile(path.join(build, file))),
  );
  await store.put(at(`releases/${release.id}/files.json`), `${JSON.stringify(hashed)}\n`, 'application/json');
  history.releases = [...history.releases.filter((r) => r.id !== release.id), release];
  history.live = release.id;
  const liveIndex = history.releases.length - 1;
  const dropped = history.releases.filter(
    (_r, index) => index < history.releases.length - keep && index !== liveIndex,
  );
  history.releases = history.releases.filter((r) => !dropped.includes(r));
  await store.put(at(HISTORY_KEY), `${JSON.stringify(history, null, 2)}\n`, 'application/json');
  // Pruned only now, once no pointer names them.
  for (const old of dropped) {
    await eachLimited(await store.list(at(`releases/${old.id}/`)), (key) => store.remove(key), 4);
  }
  /** @type {Set<string>} */
  const used = new Set();
  for (const kept of history.releases) {
    const list = await store.get(at(`releases/${kept.id}/files.json`));
    if (list.status === 200) for (const file of JSON.parse(list.body.toString('utf8'))) used.add(at(file));
  }
  await eachLimited(
    (await store.list(at(`${HASHED_DIR}/`))).filter((key) => !used.has(key)),
    (key) => store.remove(key),
  );
  return { ...release, deployed: true };
}

/**
 * Makes an earlier release live again: the one deployed before the live one, or `id`.
 * @param {{ to: string, id?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<Release>}
 */
export async function rollback({ to, id, env = process.env }) {
  const history = await readHistory(to, env);
  const liveIndex = history.releases.findIndex((r) => r.id === history.live);
  const target = id
    ? history.releases.find((r) => r.id === id)
    : liveIndex > 0
      ? history.releases[liveIndex - 1]
      : undefined;
  if (!target) {
    throw new Error(
      id ? `no release "${id}" in ${to} (see: release.mjs list)` : `no release before the live one in ${to}`,
    );
  }
  history.live = target.id;
  const bucket = parseS3Location(to);
  if (bucket) {
    // Only the pointer moves: every replica's release-sync puts that release's files live.
    await createObjectStore(bucket.bucket, env).put(
      `${bucket.prefix}${HISTORY_KEY}`,
      `${JSON.stringify(history, null, 2)}\n`,
      'application/json',
    );
    return target;
  }
  await activate(to, target.id);
  await writeHistory(to, history);
  return target;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      keep: { type: 'string' },
      id: { type: 'string' },
      'if-new': { type: 'boolean' },
    },
  });
  const [command] = positionals;
  const usage =
    'usage: release.mjs deploy --from <dist> --to <folder | s3://bucket/prefix> [--keep 5] [--if-new] | rollback --to <…> [--id <release>] | list --to <…>';
  if (!values.to || !['deploy', 'rollback', 'list'].includes(command ?? '')) {
    console.error(usage);
    process.exit(2);
  }
  const to = parseS3Location(values.to) ? values.to : path.resolve(values.to);
  if (command === 'deploy') {
    if (!values.from) {
      console.error(usage);
      process.exit(2);
    }
    const release = await deploy({
      from: values.from,
      to,
      keep: values.keep ? Number(values.keep) : 5,
      ifNew: values['if-new'] === true,
    });
    const history = await readHistory(to);
    console.log(
      release.deployed
        ? `live: ${release.id} (serve ${parseS3Location(to) ? `--releases ${to}` : paths(to).site})`
        : `${release.id} was deployed before; live: ${history.live}`,
    );
  } else if (command === 'rollback') {
    const release = await rollback({ to, id: values.id });
    console.log(`live: ${release.id}`);
  } else {
    const history = await readHistory(to);
    for (const release of history.releases) {
      console.log(
        `${release.id === history.live ? '*' : ' '} ${release.id}  version ${release.version}  commit ${release.commit}  deployed ${release.deployedAt}`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

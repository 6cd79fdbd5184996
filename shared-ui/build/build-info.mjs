// @ts-check
/**
 * Build info: every front end's build publishes `version.json` beside its `index.html` and `mf-manifest.json` — the
 * app's name, its package version, the git commit it was built from and when. The release status page
 * (/dashboard/status) reads it from each app's origin; the static server serves it revalidated (no-cache + ETag),
 * like the manifests. Writing it never fails a build: outside a git checkout the commit is "unknown".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INFO_FILE = 'version.json';

/**
 * The commit a build comes from: `GIT_COMMIT` when set (CI, a Docker build without `.git`), else the short sha of
 * the checkout at `cwd`, else "unknown".
 * @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
export function gitCommit(cwd, env = process.env) {
  const given = env.GIT_COMMIT?.trim();
  if (given) return given;
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(sha) ? sha : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** @typedef {{ app: string, version: string, commit: string, builtAt: string }} BuildInfo what `version.json` holds */

/**
 * What `version.json` holds.
 * @param {{ app: string, root: string, env?: NodeJS.ProcessEnv, now?: Date }} options root: the app's folder
 *   (its package.json gives the version)
 * @returns {BuildInfo}
 */
export function buildInfo({ app, root, env = process.env, now = new Date() }) {
  let version = 'unknown';
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    if (typeof pkg.version === 'string' && pkg.version) version = pkg.version;
  } catch {
    // No package.json: the build still runs, the version is unknown.
  }
  return { app, version, commit: gitCommit(root, env), builtAt: now.toISOString() };
}

/**
 * Rsbuild plugin: emits `version.json` with the build's assets (so the dev server serves it too).
 * @param {{ app: string }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginBuildInfo({ app }) {
  return {
    name: 'aurinko:build-info',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const info = buildInfo({ app, root: api.context.rootPath });
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    },
  };
}

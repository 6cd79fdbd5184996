// @ts-check
/**
 * Build info: every front end's build publishes `version.json` beside its `index.html` and `mf-manifest.json` — the
 * app's name, its package version, the git commit it was built from and when, and the versions of the workspace
 * packages it bundles into its own build (a division remote: `@aurinko/division-pages`). The release status page
 * (/dashboard/status) reads it from each app's origin; the static server serves it revalidated (no-cache + ETag),
 * like the manifests. Writing it never fails a build: outside a git checkout the commit is "unknown".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * @typedef {{ app: string, version: string, commit: string, builtAt: string, bundles?: Record<string, string> }}
 *   BuildInfo what `version.json` holds; `bundles`: package → version, for the packages it bundles that it depends on
 */

/**
 * What `version.json` holds.
 * @param {{ app: string, root: string, bundles?: string[], env?: NodeJS.ProcessEnv, now?: Date }} options root: the
 *   app's folder (its package.json gives the version); bundles: packages built into the app's own bundle whose
 *   version it names when it depends on them (as the app resolves them; "unknown" when it cannot)
 * @returns {BuildInfo}
 */
export function buildInfo({ app, root, bundles = [], env = process.env, now = new Date() }) {
  let version = 'unknown';
  /** @type {Record<string, string>} */
  let depends = {};
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    if (typeof pkg.version === 'string' && pkg.version) version = pkg.version;
    depends = { ...pkg.dependencies, ...pkg.devDependencies };
  } catch {
    // No package.json: the build still runs, the version is unknown.
  }
  const require = createRequire(path.join(root, 'package.json'));
  /** @param {string} name */
  const versionOf = (name) => {
    try {
      const found = require(`${name}/package.json`).version;
      return typeof found === 'string' && found ? found : 'unknown';
    } catch {
      return 'unknown';
    }
  };
  const named = bundles.filter((name) => name in depends).map((name) => [name, versionOf(name)]);
  return {
    app,
    version,
    commit: gitCommit(root, env),
    builtAt: now.toISOString(),
    ...(named.length ? { bundles: Object.fromEntries(named) } : {}),
  };
}

/**
 * Rsbuild plugin: emits `version.json` with the build's assets (so the dev server serves it too).
 * @param {{ app: string, bundles?: string[] }} options bundles: see `buildInfo`
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginBuildInfo({ app, bundles }) {
  return {
    name: 'aurinko:build-info',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const info = buildInfo({ app, root: api.context.rootPath, ...(bundles ? { bundles } : {}) });
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    },
  };
}

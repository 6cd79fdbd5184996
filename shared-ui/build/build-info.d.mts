/**
 * The commit a build comes from: `GIT_COMMIT` when set (CI, a Docker build without `.git`), else the short sha of
 * the checkout at `cwd`, else "unknown".
 * @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
export function gitCommit(cwd: string, env?: NodeJS.ProcessEnv): string;
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
export function buildInfo({ app, root, bundles, env, now }: {
    app: string;
    root: string;
    bundles?: string[];
    env?: NodeJS.ProcessEnv;
    now?: Date;
}): BuildInfo;
/**
 * Rsbuild plugin: emits `version.json` with the build's assets (so the dev server serves it too).
 * @param {{ app: string, bundles?: string[] }} options bundles: see `buildInfo`
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginBuildInfo({ app, bundles }: {
    app: string;
    bundles?: string[];
}): import("@rsbuild/core").RsbuildPlugin;
export const BUILD_INFO_FILE: "version.json";
/**
 * what `version.json` holds; `bundles`: package → version, for the packages it bundles that it depends on
 */
export type BuildInfo = {
    app: string;
    version: string;
    commit: string;
    builtAt: string;
    bundles?: Record<string, string>;
};

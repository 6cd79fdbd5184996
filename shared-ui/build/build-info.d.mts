/**
 * The commit a build comes from: `GIT_COMMIT` when set (CI, a Docker build without `.git`), else the short sha of
 * the checkout at `cwd`, else "unknown".
 * @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
export function gitCommit(cwd: string, env?: NodeJS.ProcessEnv): string;
/** @typedef {{ app: string, version: string, commit: string, builtAt: string }} BuildInfo what `version.json` holds */
/**
 * What `version.json` holds.
 * @param {{ app: string, root: string, env?: NodeJS.ProcessEnv, now?: Date }} options root: the app's folder
 *   (its package.json gives the version)
 * @returns {BuildInfo}
 */
export function buildInfo({ app, root, env, now }: {
    app: string;
    root: string;
    env?: NodeJS.ProcessEnv;
    now?: Date;
}): BuildInfo;
/**
 * Rsbuild plugin: emits `version.json` with the build's assets (so the dev server serves it too).
 * @param {{ app: string }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginBuildInfo({ app }: {
    app: string;
}): import("@rsbuild/core").RsbuildPlugin;
export const BUILD_INFO_FILE: "version.json";
/**
 * what `version.json` holds
 */
export type BuildInfo = {
    app: string;
    version: string;
    commit: string;
    builtAt: string;
};

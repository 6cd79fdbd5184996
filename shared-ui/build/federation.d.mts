/**
 * The installed version of a package as the building app resolves it (its own node_modules first, then
 * shared-ui's: the facade's react-router is only a shared-ui dependency). Read from package.json, never typed.
 * @param {string} pkg
 * @returns {string}
 */
export function installedVersion(pkg: string): string;
/**
 * The share keys that would share a NEVER_SHARED package: the package itself, one of its subpaths, or a key ending
 * in `/` (which shares every request under it) over it.
 * @param {string[]} keys
 * @returns {string[]}
 */
export function neverSharedKeys(keys: string[]): string[];
/**
 * FOR TESTS ONLY: `SHARED_VERSION_OVERRIDE="<package>@<version>,…"` makes this build declare (provide and require)
 * another version of a shared package than the installed one — a remote "built against an incompatible core",
 * which the shell must refuse (e2e/tests/architecture/shared-versions.spec.ts). Never set it in a real build.
 * @param {string | undefined} value
 * @returns {Record<string, string>}
 */
export function parseVersionOverride(value: string | undefined): Record<string, string>;
/** `^<major>.<minor>.0` of a version: the same major, at least the minor this build was made with. */
export function requiredRange(version: string): string;
/**
 * The `shared` option of every front end. Each singleton provides the installed version and requires
 * `^major.minor` of it with `strictVersion`: under `loaded-first` the copy already on the page (the shell's) is
 * used, and a remote whose requirement it does not meet fails to load with the runtime's error naming both
 * versions — the shell then shows its fallback area (shell/src/federation/RemoteArea.tsx).
 * @returns {Record<string, { singleton: true, strictVersion: true, version: string, requiredVersion: string, import?: string }>}
 */
export function sharedConfig(env?: NodeJS.ProcessEnv): Record<string, {
    singleton: true;
    strictVersion: true;
    version: string;
    requiredVersion: string;
    import?: string;
}>;
/**
 * What the shell provides to the federation runtime it starts (shell/src/federation/host.ts): every shared singleton,
 * with the version this build brings and the same rules the remotes declare (`sharedConfig`). The shell is a
 * runtime host — no build plugin: its build is a plain app, and the runtime is fetched only when a page first needs a
 * remote — so these rules reach it as data (`__SHELL_SHARED__`, a build-time constant), the modules themselves being
 * the shell's own copies.
 * @returns {HostShared}
 */
export function hostShared(env?: NodeJS.ProcessEnv): HostShared;
/**
 * Build-time constants for the federation runtime the shell bundles (the remotes' plugin sets its own from
 * `experiments.optimization`). Without them the runtime keeps, behind run-time checks, code a browser host never runs:
 * Node's script loader and the stand-ins for a runtime with no remotes or no sharing.
 * @returns {Record<string, string>}
 */
export function hostRuntimeDefines(): Record<string, string>;
/**
 * The Module Federation plugin of a remote (the shell uses the runtime alone, see `hostShared`).
 * `loaded-first` keeps the shell alive when a remote is down (the default `version-first`
 * fetches every manifest before the page mounts and blanks it when one fails).
 * @param {{ name: string, exposes: Record<string, string>, environment?: string }} options
 */
export function federation({ name, exposes, environment }: {
    name: string;
    exposes: Record<string, string>;
    environment?: string;
}): import("@rsbuild/core").RsbuildPlugin;
/**
 * How long a remote's code waits for one of its own chunks (a page or a translation it loads lazily after its first
 * render) before the import fails — Rspack's `output.chunkLoadTimeout`, 120 s by default. Aligned with the shell's
 * budget for loading a remote (REMOTE_LOAD_TIMEOUT_MS, 8 s by default): past it the import rejects with a
 * ChunkLoadError, the remote's area's error boundary (shell/src/federation/RemoteArea.tsx) shows "temporarily
 * unavailable" with retry, and the rest of the page keeps working. Fixed at build time (it is compiled into the
 * remote's runtime), so REMOTE_CHUNK_LOAD_TIMEOUT_MS at build time, not the shell's run-time setting, changes it.
 */
export function chunkLoadTimeoutMs(env?: NodeJS.ProcessEnv): number;
/**
 * The whole Rsbuild configuration of a remote, so the four remotes differ only by name.
 * `routes`: the remote's pages, published as `routes.json` beside its manifest (route-manifest.mjs) so the shell's
 * server knows them; a remote without it keeps every path under its prefix (the shell answers them 200).
 * `firstScreen`: translation namespaces the remote's first view loads, published in `preload.json` (preload-manifest.mjs).
 * @param {{ app: string, exposes: Record<string, string>, title: string, routes?: () => Promise<import('./route-manifest.mjs').RouteSpec[]>, firstScreen?: Record<string, string[]> }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function remoteConfig({ app, exposes, title, routes, firstScreen }: {
    app: string;
    exposes: Record<string, string>;
    title: string;
    routes?: () => Promise<import("./route-manifest.mjs").RouteSpec[]>;
    firstScreen?: Record<string, string[]>;
}): import("@rsbuild/core").RsbuildConfig;
/**
 * The server build of an app (the shell, a division remote): `entry` (its src/server.tsx) as one self-contained ES
 * module, `dist/ssr/render.mjs`, which the app's production server loads to render a first view
 * (shared-ui/server/server-render.mjs). Everything is bundled (the server image has no node_modules) and no chunk is
 * split off, so the file is the whole render. CSS is not emitted: the browser build's stylesheets style the HTML,
 * and CSS module class names are the same in both builds (same files, same naming rule).
 * @param {{ entry: string }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function serverConfig({ entry }: {
    entry: string;
}): import("@rsbuild/core").RsbuildConfig;
/**
 * @typedef {import('./build-info.mjs').BuildInfo} BuildInfo
 * @typedef {import('./preload-manifest.mjs').PreloadManifest} PreloadManifest
 * @typedef {import('./route-manifest.mjs').RouteSpec} RouteSpec
 * @typedef {Record<string, { version: string, shareConfig: { singleton: true, strictVersion: true, requiredVersion: string } }>} HostShared
 *   what the shell's runtime provides under each shared key: its version and the remotes' rules
 */
/** The texts every division page shows first (its frame): preloaded by the shell's server with the remote. */
export const DIVISION_FIRST_SCREEN: {
    '*': string[];
};
/**
 * What must be ONE instance on the page, shared as a strict singleton (decision table in ARCHITECTURE.md): one React,
 * one router, one i18next + react-i18next (a language change re-renders every remote) and one `@aurinko/shared-ui`
 * core (one session store, one API client, one i18n registry). Each key maps to the package whose version it carries.
 * Not shared: `@aurinko/division-pages` (NEVER_SHARED: each remote bundles its own build of the division pages, so a
 * team's fix is never replaced by another team's copy) and what only the core uses (zustand, ky, the language
 * detector). A key is matched as a whole request (`@aurinko/shared-ui` is not `@aurinko/shared-ui/render`); a key
 * ending in `/` would share every subpath, so none may cover a never-shared package (`sharedConfig` checks).
 * @type {Record<string, string>}
 */
export const SHARED_SINGLETONS: Record<string, string>;
/**
 * Packages bundled into each remote's own build and never provided through the federation's share scope, whatever
 * SHARED_SINGLETONS says: the division page set belongs to each division team's release (ARCHITECTURE.md, "Sharing
 * with versions"). Under `loaded-first` a shared copy would be taken from whichever remote loaded first.
 */
export const NEVER_SHARED: string[];
/**
 * Shared modules are never tree-shaken, so these keys are provided as shared-ui facades that re-export only the
 * names the site uses. A facade must import from a package that is not itself shared (react-router-dom's facade
 * imports react-router, which is then an ordinary, tree-shaken dependency of the one shared module); every front end
 * still imports from the package name. Sharing react-router-dom as is cost ~45 KB gzip on every page.
 * @type {Record<string, { import: string }>}
 */
export const SHARED_FACADES: Record<string, {
    import: string;
}>;
export type BuildInfo = import("./build-info.mjs").BuildInfo;
export type PreloadManifest = import("./preload-manifest.mjs").PreloadManifest;
export type RouteSpec = import("./route-manifest.mjs").RouteSpec;
/**
 * what the shell's runtime provides under each shared key: its version and the remotes' rules
 */
export type HostShared = Record<string, {
    version: string;
    shareConfig: {
        singleton: true;
        strictVersion: true;
        requiredVersion: string;
    };
}>;
export { BUILD_INFO_FILE, buildInfo, gitCommit, pluginBuildInfo } from "./build-info.mjs";
export { buildPreloadManifest, FIRST_VIEW_FONTS, firstViewFontFiles, PRELOAD_FILE, pluginPreloadManifest } from "./preload-manifest.mjs";
export { buildRouteManifest, divisionRouteManifest, divisionRoutes, pluginRouteManifest } from "./route-manifest.mjs";

/** @param {NodeJS.ProcessEnv} [env] */
export function portOffset(env?: NodeJS.ProcessEnv): number;
/** @param {string} app @param {NodeJS.ProcessEnv} [env] */
export function portOf(app: string, env?: NodeJS.ProcessEnv): number;
/** Environment variable that overrides one remote's manifest URL at run time, e.g. REMOTE_HUMAN_URL. */
/** @param {string} remote */
export function remoteUrlVariable(remote: string): string;
/**
 * The document the shell fetches at start-up (`/remotes.json`): remote name → manifest URL, and how long the browser
 * waits for a remote before it shows the "temporarily unavailable" fallback (`loadTimeoutMs`, REMOTE_LOAD_TIMEOUT_MS).
 * By default each remote is on the same host name as the page, on its own port; an environment variable per remote
 * points the live site at another build or host without rebuilding the shell. The host name must be one the shell
 * serves (siteHostnames: the shell's server answers any other Host 421 before it gets here).
 * @param {string} hostname host name the visitor used (without port)
 * @param {NodeJS.ProcessEnv} [env]
 */
export function remotesDocument(hostname: string, env?: NodeJS.ProcessEnv): {
    remotes: Record<string, {
        manifest: string;
        route: string;
    }>;
    loadTimeoutMs: number;
};
/**
 * A positive number from the environment, else `fallback`; throws naming the variable when it is not one.
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback
 */
export function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number;
/** Environment variable of the manifest URL the shell's server reaches a remote at, e.g. REMOTE_HUMAN_SERVER_URL. */
/** @param {string} remote */
export function remoteServerUrlVariable(remote: string): string;
/**
 * Where the shell's server itself reaches a remote (its route list, manifests, `POST /ssr/render`) — only ever from
 * configuration, never from a request: REMOTE_<NAME>_SERVER_URL (e.g. in docker compose, where `localhost` is the
 * shell's own container: http://mf-human:8081/mf-manifest.json), else REMOTE_<NAME>_URL when it is an absolute http(s)
 * address, else the remote's topology port on this machine's loopback (http://127.0.0.1:8081/mf-manifest.json).
 * @param {string} remote @param {NodeJS.ProcessEnv} [env]
 */
export function serverManifestUrl(remote: string, env?: NodeJS.ProcessEnv): string;
/**
 * The host names the shell's server serves (lower case, IPv6 in brackets): SITE_HOSTS (comma-separated), else
 * localhost, 127.0.0.1 and [::1]; plus SITE_URL's. Any other `Host` is answered 421 without any other work: the remote
 * map the browser gets and the CSP follow the visitor's host name only within this list.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function siteHostnames(env?: NodeJS.ProcessEnv): Set<string>;
/**
 * The host name of a `Host` header (lower case, without port; IPv6 kept in brackets), or undefined when it is not a
 * plain host name.
 * @param {string | undefined} host
 */
export function hostnameOfHeader(host: string | undefined): string | undefined;
/**
 * Environment variable of the address an app's hashed files (`static/…`: scripts, stylesheets, fonts, images) are
 * served from, when not from its own server — an object store behind a CDN: ASSET_BASE_URL for the shell,
 * REMOTE_<NAME>_ASSET_BASE for a remote (e.g. REMOTE_HUMAN_ASSET_BASE), read by that remote's server (its manifest)
 * and by the shell's (its CSP and hints), as REMOTE_<NAME>_URL is.
 * @param {string} app
 */
export function assetBaseVariable(app: string): string;
/**
 * Where the browser loads an app's hashed files from, ending in `/` (`<base>static/js/…`), or undefined: from the
 * app's own server, as built. Set at run time, so the same build serves its files from a CDN without rebuilding.
 * Throws naming the variable when it is not an absolute http(s) address.
 * @param {string} app @param {NodeJS.ProcessEnv} [env]
 */
export function assetBase(app: string, env?: NodeJS.ProcessEnv): string | undefined;
/**
 * The origins of every configured asset base (the shell's and each remote's): the page's CSP lets scripts,
 * stylesheets, fonts and images come from them.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function assetOrigins(env?: NodeJS.ProcessEnv): string[];
/**
 * Every front end of the site — the one list of the remotes, their ports and where the shell mounts them. The shell's
 * routes (App.tsx), its server's mounts (REMOTE_MOUNTS), the remote map, the servers, the build configs, the
 * deployment tests and the browser tests all read it. A division's remote is named after the division
 * (`@aurinko/contract`'s DIVISIONS; a check below refuses a division without its remote).
 * @type {Record<string, AppInfo>}
 */
export const APPS: Record<string, AppInfo>;
export const API_PORT: 3000;
export const REMOTE_APPS: AppInfo[];
/**
 * Where the shell mounts the remotes, in APPS' order: each remote's area (`prefix`: everything under its route), then
 * its top-level pages (`module`: the exposed module the page renders, when not `App`). `private` paths stay out of
 * search engines and are rendered in the browser only. The shell's routes (App.tsx) and its server (routes.json's
 * `mounts`, shared-ui/server/seo.mjs) both come from this list.
 * @type {readonly RemoteMount[]}
 */
export const REMOTE_MOUNTS: readonly RemoteMount[];
/** How long the browser waits for a remote's manifest, entry and first chunks before it shows the fallback. */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS: 8000;
/** The host names the shell answers when SITE_HOSTS is not set (a local site; SITE_URL's host is added). */
export const DEFAULT_SITE_HOSTS: string[];
/**
 * a remote's federation name: a division's, or
 *   the dashboard
 */
export type RemoteName = import("./catalogue.mjs").Division | "dashboard";
/**
 * a top-level page of the site a remote serves with one of its
 *   exposed modules (the shell mounts it at `path`, outside the remote's own area)
 */
export type RemotePage = {
    path: string;
    module: string;
};
export type AppInfo = {
    app: string;
    port: number;
    remote?: RemoteName;
    route?: string;
    private?: boolean;
    ownFrame?: boolean;
    pages?: readonly RemotePage[];
};
export type RemoteMount = {
    path: string;
    remote: RemoteName;
    module?: string;
    prefix?: boolean;
    private?: boolean;
    ownFrame?: boolean;
};

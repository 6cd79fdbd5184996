// @ts-check
/**
 * Where every part of the site listens, in one place. Build configs, the dev servers,
 * the production static servers, the stack launcher and the browser tests all read it.
 * PORT_OFFSET shifts every port (lets two stacks run side by side, e.g. in parallel test runs).
 */

import { DIVISIONS } from './catalogue.mjs';

/**
 * @typedef {import('./catalogue.mjs').Division | 'dashboard'} RemoteName a remote's federation name: a division's, or
 *   the dashboard
 * @typedef {{ path: string, module: string }} RemotePage a top-level page of the site a remote serves with one of its
 *   exposed modules (the shell mounts it at `path`, outside the remote's own area)
 * @typedef {{ app: string, port: number, remote?: RemoteName, route?: string, private?: boolean,
 *   ownFrame?: boolean, pages?: readonly RemotePage[] }} AppInfo
 * @typedef {{ path: string, remote: RemoteName, module?: string, prefix?: boolean, private?: boolean,
 *   ownFrame?: boolean }} RemoteMount
 */

/**
 * A remote: the app (package folder) `mf-<name>`, known to the federation runtime as `<name>` and mounted by the shell
 * at `/<name>` (everything under it). `private`: its pages stay out of search engines and are not server-rendered;
 * `ownFrame`: its area draws its own header (not the public site's header and footer); `pages`: the site's top-level
 * pages it also serves.
 * @param {RemoteName} name @param {number} port
 * @param {{ private?: boolean, ownFrame?: boolean, pages?: readonly RemotePage[] }} [more]
 * @returns {[string, AppInfo]}
 */
const remoteApp = (name, port, more = {}) => [
  `mf-${name}`,
  { app: `mf-${name}`, port, remote: name, route: `/${name}`, ...more },
];

/**
 * Every front end of the site — the one list of the remotes, their ports and where the shell mounts them. The shell's
 * routes (App.tsx), its server's mounts (REMOTE_MOUNTS), the remote map, the servers, the build configs, the
 * deployment tests and the browser tests all read it. A division's remote is named after the division
 * (`@aurinko/contract`'s DIVISIONS; a check below refuses a division without its remote).
 * @type {Record<string, AppInfo>}
 */
export const APPS = Object.fromEntries([
  ['shell', { app: 'shell', port: 8080 }],
  remoteApp('human', 8081),
  remoteApp('veterinary', 8082),
  remoteApp('agriculture', 8083),
  remoteApp('dashboard', 8084, {
    private: true,
    ownFrame: true,
    pages: [
      { path: '/AurinkoOne', module: 'SignIn' },
      { path: '/reset-password', module: 'ResetPassword' },
    ],
  }),
]);

for (const division of DIVISIONS) {
  if (!APPS[`mf-${division}`])
    throw new Error(`topology.mjs: the division "${division}" has no app mf-${division}`);
}
const ports = Object.values(APPS).map((info) => info.port);
if (new Set(ports).size !== ports.length) throw new Error('topology.mjs: two apps share a port');

export const API_PORT = 3000;

export const REMOTE_APPS = Object.values(APPS).filter((info) => info.remote);

/**
 * Where the shell mounts the remotes, in APPS' order: each remote's area (`prefix`: everything under its route), then
 * its top-level pages (`module`: the exposed module the page renders, when not `App`). `private` paths stay out of
 * search engines and are rendered in the browser only. The shell's routes (App.tsx) and its server (routes.json's
 * `mounts`, shared-ui/server/seo.mjs) both come from this list.
 * @type {readonly RemoteMount[]}
 */
export const REMOTE_MOUNTS = REMOTE_APPS.flatMap((info) => {
  const remote = /** @type {RemoteName} */ (info.remote);
  const hidden = info.private ? { private: true } : {};
  return [
    {
      path: /** @type {string} */ (info.route),
      remote,
      prefix: true,
      ...hidden,
      ...(info.ownFrame ? { ownFrame: true } : {}),
    },
    ...(info.pages ?? []).map((page) => ({ path: page.path, remote, module: page.module, ...hidden })),
  ];
});

/** @param {NodeJS.ProcessEnv} [env] */
export function portOffset(env = process.env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50000) {
    throw new Error(`PORT_OFFSET must be a whole number between 0 and 50000, got "${env.PORT_OFFSET}"`);
  }
  return offset;
}

/** @param {string} app @param {NodeJS.ProcessEnv} [env] */
export function portOf(app, env = process.env) {
  if (app === 'api') return API_PORT + portOffset(env);
  const info = APPS[app];
  if (!info) throw new Error(`Unknown app "${app}"`);
  return info.port + portOffset(env);
}

/** Environment variable that overrides one remote's manifest URL at run time, e.g. REMOTE_HUMAN_URL. */
/** @param {string} remote */
export function remoteUrlVariable(remote) {
  return `REMOTE_${remote.toUpperCase()}_URL`;
}

/** How long the browser waits for a remote's manifest, entry and first chunks before it shows the fallback. */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 8000;

/**
 * The document the shell fetches at start-up (`/remotes.json`): remote name → manifest URL, and how long the browser
 * waits for a remote before it shows the "temporarily unavailable" fallback (`loadTimeoutMs`, REMOTE_LOAD_TIMEOUT_MS).
 * By default each remote is on the same host name as the page, on its own port; an environment variable per remote
 * points the live site at another build or host without rebuilding the shell. The host name must be one the shell
 * serves (siteHostnames: the shell's server answers any other Host 421 before it gets here).
 * @param {string} hostname host name the visitor used (without port)
 * @param {NodeJS.ProcessEnv} [env]
 */
export function remotesDocument(hostname, env = process.env) {
  /** @type {Record<string, { manifest: string, route: string }>} */
  const remotes = {};
  for (const info of REMOTE_APPS) {
    const remote = /** @type {RemoteName} */ (info.remote);
    const override = env[remoteUrlVariable(remote)];
    const manifest = override || `http://${hostname}:${portOf(info.app, env)}/mf-manifest.json`;
    remotes[remote] = { manifest, route: /** @type {string} */ (info.route) };
  }
  return {
    remotes,
    loadTimeoutMs: positiveNumber(env, 'REMOTE_LOAD_TIMEOUT_MS', DEFAULT_REMOTE_LOAD_TIMEOUT_MS),
  };
}

/**
 * A positive number from the environment, else `fallback`; throws naming the variable when it is not one.
 * @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback
 */
export function positiveNumber(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

/** Environment variable of the manifest URL the shell's server reaches a remote at, e.g. REMOTE_HUMAN_SERVER_URL. */
/** @param {string} remote */
export function remoteServerUrlVariable(remote) {
  return `REMOTE_${remote.toUpperCase()}_SERVER_URL`;
}

/**
 * Where the shell's server itself reaches a remote (its route list, manifests, `POST /ssr/render`) — only ever from
 * configuration, never from a request: REMOTE_<NAME>_SERVER_URL (e.g. in docker compose, where `localhost` is the
 * shell's own container: http://mf-human:8081/mf-manifest.json), else REMOTE_<NAME>_URL when it is an absolute http(s)
 * address, else the remote's topology port on this machine's loopback (http://127.0.0.1:8081/mf-manifest.json).
 * @param {string} remote @param {NodeJS.ProcessEnv} [env]
 */
export function serverManifestUrl(remote, env = process.env) {
  const configured = env[remoteServerUrlVariable(remote)];
  if (configured) return configured;
  const browser = URL.parse(env[remoteUrlVariable(remote)] ?? '');
  if (browser && /^https?:$/.test(browser.protocol)) return browser.href;
  const info = REMOTE_APPS.find((app) => app.remote === remote);
  if (!info) throw new Error(`Unknown remote "${remote}"`);
  return `http://127.0.0.1:${portOf(info.app, env)}/mf-manifest.json`;
}

/** The host names the shell answers when SITE_HOSTS is not set (a local site; SITE_URL's host is added). */
export const DEFAULT_SITE_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host names the shell's server serves (lower case, IPv6 in brackets): SITE_HOSTS (comma-separated), else
 * localhost, 127.0.0.1 and [::1]; plus SITE_URL's. Any other `Host` is answered 421 without any other work: the remote
 * map the browser gets and the CSP follow the visitor's host name only within this list.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function siteHostnames(env = process.env) {
  const listed = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const name of listed) {
    if (!/^[a-z\d.-]+$|^\[[\da-f:.]+\]$/.test(name)) {
      throw new Error(`SITE_HOSTS: "${name}" is not a host name (e.g. www.example.org, 10.0.0.5, [::1])`);
    }
  }
  const hosts = new Set(listed.length > 0 ? listed : DEFAULT_SITE_HOSTS);
  const site = env.SITE_URL ? URL.parse(env.SITE_URL) : null;
  if (site) hosts.add(site.hostname.toLowerCase());
  return hosts;
}

/**
 * The host name of a `Host` header (lower case, without port; IPv6 kept in brackets), or undefined when it is not a
 * plain host name.
 * @param {string | undefined} host
 */
export function hostnameOfHeader(host) {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d*$/, '');
  return /^[a-z\d.-]+$|^\[[\da-f:.]+\]$/.test(hostname) ? hostname : undefined;
}

/**
 * Environment variable of the address an app's hashed files (`static/…`: scripts, stylesheets, fonts, images) are
 * served from, when not from its own server — an object store behind a CDN: ASSET_BASE_URL for the shell,
 * REMOTE_<NAME>_ASSET_BASE for a remote (e.g. REMOTE_HUMAN_ASSET_BASE), read by that remote's server (its manifest)
 * and by the shell's (its CSP and hints), as REMOTE_<NAME>_URL is.
 * @param {string} app
 */
export function assetBaseVariable(app) {
  const info = APPS[app];
  if (!info) throw new Error(`Unknown app "${app}"`);
  return info.remote ? `REMOTE_${info.remote.toUpperCase()}_ASSET_BASE` : 'ASSET_BASE_URL';
}

/**
 * Where the browser loads an app's hashed files from, ending in `/` (`<base>static/js/…`), or undefined: from the
 * app's own server, as built. Set at run time, so the same build serves its files from a CDN without rebuilding.
 * Throws naming the variable when it is not an absolute http(s) address.
 * @param {string} app @param {NodeJS.ProcessEnv} [env]
 */
export function assetBase(app, env = process.env) {
  const name = assetBaseVariable(app);
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(
      `${name} must be an absolute http(s) address, e.g. https://cdn.example.org/human/, got "${value}"`,
    );
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * The origins of every configured asset base (the shell's and each remote's): the page's CSP lets scripts,
 * stylesheets, fonts and images come from them.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function assetOrigins(env = process.env) {
  const origins = Object.keys(APPS)
    .map((app) => assetBase(app, env))
    .filter((base) => base !== undefined)
    .map((base) => new URL(base).origin);
  return [...new Set(origins)];
}

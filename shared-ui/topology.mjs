// @ts-check
/**
 * Where every part of the site listens, in one place. Build configs, the dev servers,
 * the production static servers, the stack launcher and the browser tests all read it.
 * PORT_OFFSET shifts every port (lets two stacks run side by side, e.g. in parallel test runs).
 */

/** @typedef {{ app: string, port: number, remote?: string, route?: string }} AppInfo */

/** @type {Record<string, AppInfo>} */
export const APPS = {
  shell: { app: 'shell', port: 8080 },
  'mf-human': { app: 'mf-human', port: 8081, remote: 'human', route: '/human' },
  'mf-veterinary': { app: 'mf-veterinary', port: 8082, remote: 'veterinary', route: '/veterinary' },
  'mf-agriculture': { app: 'mf-agriculture', port: 8083, remote: 'agriculture', route: '/agriculture' },
  'mf-dashboard': { app: 'mf-dashboard', port: 8084, remote: 'dashboard', route: '/dashboard' },
};

export const API_PORT = 3000;

export const REMOTE_APPS = Object.values(APPS).filter((info) => info.remote);

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

/**
 * The document the shell fetches at start-up (`/remotes.json`): remote name → manifest URL.
 * By default each remote is on the same host name as the page, on its own port; an environment
 * variable per remote points the live site at another build or host without rebuilding the shell.
 * @param {string} hostname host name the visitor used (without port)
 * @param {NodeJS.ProcessEnv} [env]
 */
export function remotesDocument(hostname, env = process.env) {
  /** @type {Record<string, { manifest: string, route: string }>} */
  const remotes = {};
  for (const info of REMOTE_APPS) {
    const remote = /** @type {string} */ (info.remote);
    const override = env[remoteUrlVariable(remote)];
    const manifest = override || `http://${hostname}:${portOf(info.app, env)}/mf-manifest.json`;
    remotes[remote] = { manifest, route: /** @type {string} */ (info.route) };
  }
  return { remotes };
}

/**
 * Where the shell's server itself reaches a remote (its route list, manifests, `POST /ssr/render`): the manifest URL
 * in REMOTE_<NAME>_SERVER_URL when the browser's address does not work from the server (e.g. in docker compose, where
 * `localhost` is the shell's own container: http://mf-human:8081/mf-manifest.json), else the browser's.
 * @param {string} remote @param {string} browserManifest the manifest URL of the remote map
 * @param {NodeJS.ProcessEnv} [env]
 */
export function serverManifestUrl(remote, browserManifest, env = process.env) {
  return env[`REMOTE_${remote.toUpperCase()}_SERVER_URL`] || browserManifest;
}

// @ts-check
/**
 * The production static server of every front end: one small Node server per app, on its own port.
 * - hashed assets (static/…) are cached for a year; HTML, manifests and remote entries are revalidated,
 *   so a redeployed remote is picked up on the next page load without touching the shell;
 * - text assets are gzip-compressed (cached in memory per file version);
 * - files answer ETag/Last-Modified (304) and single byte ranges (206); a path never leaves the build folder
 *   (path.relative on the resolved and the real path, so neither `..%2F` nor a symbolic link escapes);
 * - HTML carries a Content-Security-Policy without inline code or eval (the shell's allows its remotes' origins),
 *   and every answer the usual security headers (HSTS=true adds Strict-Transport-Security);
 * - remotes answer CORS only to the site's origin(s) (SITE_ORIGINS, default the shell's origin on the visitor's
 *   host name), never `*`;
 * - `/api` is proxied to the API so the browser sees one host (the shell's origin for visitors; a remote's own
 *   origin when its team runs it standalone), with X-Forwarded-For set to the real client address;
 * - the shell additionally serves `/remotes.json`, built at run time from topology + environment, and answers every
 *   page itself (seo.mjs): 200 for a real route and 404 for anything else, whatever the Accept header, with the
 *   HTML's head written for the URL and its language, plus /sitemap.xml, /sitemap-<lng>.xml and /robots.txt;
 *   a remote with a route list (`routes.json`) answers its own unknown paths 404 too.
 */
import http from 'node:http';
import path from 'node:path';
import { APPS, assetBase, assetOrigins, remotesDocument } from '../contract/topology.mjs';
import { createApiProxy } from './api-proxy.mjs';
import { createFileServer } from './file-server.mjs';
import { createServerOps } from './observability.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRenderEndpoint } from './render-endpoint.mjs';
import { answerClientError, MAX_HEADER_BYTES, MAX_URL_LENGTH, refuseRequest } from './request-limits.mjs';
import { baseHeadersOf, contentSecurityPolicy, originList } from './security-headers.mjs';
import { createSeo } from './seo.mjs';
import { createServerRender } from './server-render.mjs';
import { createShellPages } from './shell-pages.mjs';
import { createSiteOrigins } from './site-origins.mjs';

// What other packages import from here (the package's `./server` export, tests, e2e, .tools/stack.mjs).
export { manifestWithAssetBase, withAssetBase } from './asset-base.mjs';
export { parseRange } from './file-server.mjs';
export { answerClientError, MAX_HEADER_BYTES, MAX_URL_LENGTH } from './request-limits.mjs';
export { contentSecurityPolicy, VIDEO_PLAYER_ORIGINS } from './security-headers.mjs';

/** Where a remote's server renders its area for the shell's server (POST; seo.mjs), beside its manifest. */
export const REMOTE_RENDER_PATH = '/ssr/render';

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root directory of the production build
 * @property {number} port
 * @property {string} [host]
 * @property {boolean} [isShell] serve /remotes.json
 * @property {string} [apiTarget] proxy /api there, e.g. http://127.0.0.1:3000
 * @property {NodeJS.ProcessEnv} [env] environment: remote map (REMOTE_*_URL), SITE_ORIGINS, SITE_HOSTS, HSTS,
 *   CSP_EXTRA_ORIGINS, TRUSTED_PROXIES, RENDER_SECRET, the budgets (API_*_TIMEOUT_MS, REMOTE_*_TIMEOUT_MS)
 * @property {string[]} [siteOrigins] origins allowed to load this remote (CORS); default: SITE_ORIGINS, else the
 *   shell's origin on the visitor's host name (topology port)
 * @property {boolean} [quiet]
 * @property {string} [app] the front end's name, for logs and metrics (default: shell or remote)
 * @property {{ write(line: string): unknown }} [log] where the log lines go (default stdout)
 * @property {number} [metricsPort] Prometheus metrics on this internal port (0: none; default METRICS_PORT, else none)
 * @property {string} [assetBase] where browsers load this app's hashed files from (ending in `/`, e.g. a CDN); default
 *   from the environment by `app` (ASSET_BASE_URL for the shell, REMOTE_<NAME>_ASSET_BASE for a remote), else here
 */

/** @param {StaticServerOptions} options */
export function startStaticServer(options) {
  let root = path.resolve(options.root);
  const env = options.env ?? process.env;
  // Host names served, the shell's remotes' origins, a remote's CORS (site-origins.mjs).
  const site = createSiteOrigins({ env, isShell: options.isShell, siteOrigins: options.siteOrigins });
  const extraOrigins = originList(env.CSP_EXTRA_ORIGINS);
  // Hashed files from a CDN (topology.mjs): this app's own base (the shell's pages, a remote's manifest), and every
  // configured base's origin in the CSP.
  const appName = options.app ?? (options.isShell ? 'shell' : undefined);
  // The shell's build names its files relative to the page (`static/…`, any base): its pages always say where they
  // are, the CDN or the site's root.
  const ownAssetBase =
    options.assetBase ??
    (appName && APPS[appName] ? assetBase(appName, env) : undefined) ??
    (options.isShell ? '/' : undefined);
  const cdnOrigins = [
    ...new Set([
      ...assetOrigins(env),
      ...(ownAssetBase && ownAssetBase !== '/' ? [new URL(ownAssetBase).origin] : []),
    ]),
  ];
  const baseHeaders = baseHeadersOf(env);
  /**
   * The Content-Security-Policy of an HTML answer: the shell's allows its remotes' origins (security-headers.mjs).
   * @param {http.IncomingMessage} req
   */
  const csp = (req) =>
    contentSecurityPolicy(options.isShell ? site.remoteOrigins(req) : [], extraOrigins, cdnOrigins);
  // Health, graceful stop, logs, metrics (observability.mjs).
  const ops = createServerOps({
    app: options.app ?? (options.isShell ? 'shell' : 'remote'),
    root: () => root,
    isShell: options.isShell,
    env,
    log: options.log,
    quiet: options.quiet,
    metricsPort: options.metricsPort,
  });
  const seo = createSeo({
    root: () => root,
    env,
    apiTarget: options.apiTarget,
    fetch: ops.fetch,
    log: options.quiet ? () => {} : (message) => console.warn(`shell server: ${message}`),
  });
  const areaRender = options.isShell ? undefined : createServerRender({ root: () => root, env });
  const pageCache = options.isShell
    ? createPageCache({ root: () => root, env, contentVersion: () => seo.contentVersion() })
    : undefined;
  const renderEndpoint = createRenderEndpoint({
    env,
    render: areaRender,
    pageReads: seo.pageReads,
    headers: baseHeaders,
  });
  const files = createFileServer({
    root: () => root,
    baseHeaders,
    csp,
    addCors: site.addCors,
    ownAssetBase,
    remoteStatus: seo.remoteStatus,
    etagOfText: seo.etagOf,
  });
  const shellPages = pageCache
    ? createShellPages({
        seo,
        pageCache,
        baseHeaders,
        csp,
        ownAssetBase,
        resolveInside: files.resolveInside,
      })
    : undefined;
  // Built whatever the target: TRUSTED_PROXIES is checked when the server starts.
  const proxyApi = createApiProxy({ apiTarget: options.apiTarget, env, baseHeaders });

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    ops.track(req, res);
    // Health probes come by address (kubelet, load balancer), not by one of the site's host names.
    if (ops.handleHealth(req, res, pathname)) return;
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      refuseRequest(
        req,
        res,
        baseHeaders,
        414,
        'URI Too Long',
        `The URL is longer than ${MAX_URL_LENGTH} characters`,
      );
      return;
    }
    // The shell serves its own host names only: a forged Host steers nothing (no remote map, no CSP, no fetch).
    if (site.siteHosts && site.servedHostname(req) === undefined) {
      refuseRequest(
        req,
        res,
        baseHeaders,
        421,
        'Misdirected Request',
        'This server does not serve that host name',
      );
      return;
    }
    if (options.apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) {
      proxyApi(req, res);
      return;
    }
    if (!options.isShell && pathname === REMOTE_RENDER_PATH && req.method === 'POST') {
      renderEndpoint.handle(req, res).catch((error) => {
        if (!options.quiet) console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    if (req.method === 'OPTIONS' && !options.isShell) {
      /** @type {Record<string, string>} */
      const headers = { ...baseHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD' };
      site.addCors(req, headers);
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.isShell && pathname === '/remotes.json') {
      const body = JSON.stringify(remotesDocument(site.visitorHostname(req), env));
      res.writeHead(200, {
        ...baseHeaders,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
      return;
    }
    (shellPages ? shellPages.serveShell(req, res, pathname) : Promise.resolve(false))
      .then((done) => (done ? undefined : files.serveFile(req, res)))
      .catch((error) => {
        if (!options.quiet) console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });

  // A request line or headers past MAX_HEADER_BYTES: 414 or 431 said before the connection closes, not a reset.
  server.on('clientError', answerClientError);

  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(undefined));
  });
  // Ready once listening and, with OTEL_EXPORTER_OTLP_ENDPOINT set, once the tracer is loaded (tracing.mjs).
  const ready = Promise.all([listening, ops.tracingReady]).then(() => undefined);

  return {
    ready,
    /** The port it listens on (the one the system chose when `port` was 0). */
    get port() {
      const address = server.address();
      return address && typeof address === 'object' ? address.port : options.port;
    },
    /** Redeploy: serve another build directory from now on. */
    setRoot(/** @type {string} */ next) {
      root = path.resolve(next);
      files.reset();
    },
    /**
     * Graceful stop (SIGTERM): readiness 503 at once, requests served for DRAIN_DELAY_MS, in-flight ones finish
     * within DRAIN_TIMEOUT_MS (observability.mjs).
     * @param {{ delayMs?: number, timeoutMs?: number }} [overrides]
     */
    drain(overrides) {
      return ops.drain(server, overrides).then(() => ops.flushTraces());
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }).then(() => ops.flushTraces());
    },
  };
}

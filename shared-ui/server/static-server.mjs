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
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { forwardedForUpstream, parseTrustedProxies } from '../proxy-trust.mjs';
import {
  APPS,
  assetBase,
  assetOrigins,
  hostnameOfHeader,
  portOf,
  positiveNumber,
  remotesDocument,
  siteHostnames,
} from '../topology.mjs';
import { createServerOps } from './observability.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRenderEndpoint } from './render-endpoint.mjs';
import { createSeo } from './seo.mjs';
import { createServerRender } from './server-render.mjs';

/** Where a remote's server renders its area for the shell's server (POST; seo.mjs), beside its manifest. */
export const REMOTE_RENDER_PATH = '/ssr/render';

/** The largest request line + headers a front end's server reads (Node's default, said here): 431 past it. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The longest URL it takes: 414 past it. */
export const MAX_URL_LENGTH = 8 * 1024;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** @param {string} url */
function originOf(url) {
  const parsed = URL.parse(url);
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
}

/** @param {string | undefined} list comma-separated origins */
function originList(list) {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = originOf(item);
      if (!origin) throw new Error(`not an origin: "${item}" (expected e.g. https://site.example)`);
      return origin;
    });
}

/**
 * The only pages the site frames: the privacy-friendly players of external videos (the API's `embed` addresses, from
 * YouTube and Vimeo addresses it accepted), loaded only when a visitor presses play.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of an app's HTML. No inline script or style and no eval anywhere: the builds emit
 * only files (scripts, extracted CSS), and React sets `style` props through the CSSOM, which CSP does not govern.
 * The shell also loads remotes (manifest fetch, entry and chunk scripts, CSS) from their origins, which it knows from
 * the same remote map it serves as /remotes.json. CSP_EXTRA_ORIGINS adds origins for images, media and fetches
 * (e.g. a CDN behind S3_PUBLIC_URL). `assetOrigins`: where the apps' hashed files come from when not from their own
 * servers (ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE: a CDN), allowed for scripts, styles, fonts and images.
 * @param {string[]} remoteOrigins @param {string[]} extraOrigins @param {string[]} [assetOrigins]
 */
export function contentSecurityPolicy(remoteOrigins, extraOrigins = [], assetOrigins = []) {
  const code = [...new Set(["'self'", ...remoteOrigins, ...assetOrigins])].join(' ');
  const assets = [
    ...new Set(["'self'", 'data:', 'blob:', ...remoteOrigins, ...assetOrigins, ...extraOrigins]),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code} data:`,
    `img-src ${assets}`,
    `media-src ${assets}`,
    `connect-src ${[...new Set(["'self'", ...remoteOrigins, ...assetOrigins, ...extraOrigins])].join(' ')}`,
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** @param {string} base @param {string} file */
function isWithin(base, file) {
  const relative = path.relative(base, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/**
 * An HTML page with its hashed files' addresses (`/static/…` or `static/…` in `src`, `href`, `srcset`,
 * `imagesrcset`) pointed at `base` (a CDN, ending in `/`); anything else is left as it is.
 * @param {string} html @param {string | undefined} base
 */
export function withAssetBase(html, base) {
  if (!base) return html;
  return html.replace(
    /(\s(?:src|href|srcset|imagesrcset)=")([^"]*)"/gi,
    (_, attribute, value) =>
      `${attribute}${value.replace(/(^|,\s*)\/?static\//g, (/** @type {string} */ __, before) => `${before}${base}static/`)}"`,
  );
}

/**
 * A remote's federation manifest with its files at `base` (a CDN, ending in `/`): `metaData.publicPath`, which the
 * federation runtime prefixes to the remote entry and the exposed modules' files (a plain string: its
 * `getPublicPath` alternative is run with `new Function`, which the CSP refuses). The entry's chunks then follow the
 * entry's own address (`assetPrefix: 'auto'`).
 * @param {string} text the manifest as built @param {string} base
 */
export function manifestWithAssetBase(text, base) {
  const manifest = JSON.parse(text);
  manifest.metaData = { ...manifest.metaData, publicPath: base };
  delete manifest.metaData.getPublicPath;
  return JSON.stringify(manifest);
}

/** ETag of one file version (weak: the gzip and identity bodies are the same representation). */
/** @param {import('node:fs').Stats} info */
function etagOf(info) {
  return `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
}

/** @param {string | undefined} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * One `bytes=` range of a file of `size` bytes: {start, end} (inclusive), 'unsatisfiable', or undefined when the
 * header is absent, malformed or asks for several ranges (then the whole file is sent, as RFC 9110 allows).
 * @param {string | undefined} header @param {number} size
 */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/**
 * A request Node's parser refused. Past MAX_HEADER_BYTES, 414 when the request line alone is too long, else 431 —
 * written before the connection is closed, and the rest of what the client sends read and dropped for a moment, so
 * the client reads the answer instead of a connection reset (closing a socket with unread data resets it). Anything
 * else malformed: 400.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  let status = 400;
  let reason = 'Bad Request';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const raw = error.rawPacket?.subarray(0, MAX_URL_LENGTH + 32).toString('latin1') ?? '';
    const requestLine = /^[A-Z]+ /.test(raw) ? raw.split('\r\n')[0] : undefined;
    const urlTooLong = requestLine !== undefined && !/ HTTP\/\d\.\d$/.test(requestLine);
    [status, reason] = urlTooLong ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large'];
  }
  const body = JSON.stringify({ statusCode: status, message: reason, error: reason });
  // Nothing more of this connection goes to the parser; what still arrives is drained until the client closes.
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 2000).unref();
}

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
  /** Real path of the root (symlinks resolved), computed lazily per root. */
  /** @type {Promise<string> | undefined} */
  let realRoot;
  const env = options.env ?? process.env;
  const siteOrigins = options.siteOrigins?.map((o) => originOf(o) ?? o) ?? originList(env.SITE_ORIGINS);
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
  const hsts = ['1', 'true', 'yes', 'on'].includes(String(env.HSTS ?? '').toLowerCase());
  /** @type {Record<string, string>} */
  const baseHeaders = hsts
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : { ...SECURITY_HEADERS };
  /** @type {Map<string, { mtime: number, body: Buffer }>} */
  const gzipCache = new Map();
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
  // Who may say who the client is (shared-ui/proxy-trust.mjs); empty: nobody, this server is the front door.
  const trust = parseTrustedProxies(env.TRUSTED_PROXIES);
  const apiConnectTimeoutMs = positiveNumber(env, 'API_CONNECT_TIMEOUT_MS', 3000);
  const apiResponseTimeoutMs = positiveNumber(env, 'API_RESPONSE_TIMEOUT_MS', 30000);
  // The host names the shell serves: its remote map and CSP follow the visitor's host name only within them.
  const siteHosts = options.isShell ? siteHostnames(env) : undefined;

  /**
   * Host name the visitor used (without port): for the shell one of the host names it serves, undefined for any
   * other (answered 421); for a remote (its CORS default) any plain host name, else localhost.
   * @param {http.IncomingMessage} req @returns {string | undefined}
   */
  function servedHostname(req) {
    if (req.headers.host === undefined) return 'localhost';
    const hostname = hostnameOfHeader(req.headers.host);
    if (siteHosts) return hostname && siteHosts.has(hostname) ? hostname : undefined;
    return hostname ?? 'localhost';
  }
  /** @param {http.IncomingMessage} req */
  const visitorHostname = (req) => servedHostname(req) ?? 'localhost';

  /**
   * A request refused before any work, as JSON; the connection closes (its body, if any, is not read).
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} status
   * @param {string} error @param {string} message
   */
  function refuseRequest(req, res, status, error, message) {
    const body = JSON.stringify({ statusCode: status, message, error });
    res.writeHead(status, {
      ...baseHeaders,
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Origins of the remotes in this shell's remote map, as the visitor's browser will see them. */
  /** @param {http.IncomingMessage} req */
  function remoteOrigins(req) {
    const { remotes } = remotesDocument(visitorHostname(req), env);
    return [
      ...new Set(
        Object.values(remotes)
          .map((r) => originOf(r.manifest))
          .filter((o) => o !== undefined),
      ),
    ];
  }

  /** The Origin allowed to read this remote's files, or undefined. */
  /** @param {http.IncomingMessage} req */
  function allowedOrigin(req) {
    const origin = req.headers.origin;
    if (!origin) return undefined;
    if (siteOrigins.length > 0) return siteOrigins.includes(origin) ? origin : undefined;
    const parsed = URL.parse(origin);
    const shellPort = String(portOf('shell', env));
    if (
      parsed &&
      /^https?:$/.test(parsed.protocol) &&
      parsed.hostname === visitorHostname(req).replace(/^\[|\]$/g, '') &&
      (parsed.port || (parsed.protocol === 'https:' ? '443' : '80')) === shellPort
    ) {
      return parsed.origin;
    }
    return undefined;
  }

  /** @param {http.IncomingMessage} req @param {Record<string, string>} headers */
  function addCors(req, headers) {
    if (options.isShell) return;
    headers.Vary = headers.Vary ? `${headers.Vary}, Origin` : 'Origin';
    const origin = allowedOrigin(req);
    if (origin) headers['Access-Control-Allow-Origin'] = origin;
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }

  /**
   * Maps a URL path to a file inside the root, or undefined when it would leave it — also through `..` smuggled as
   * %2F, or a symbolic link pointing outside.
   * @param {string} pathname decoded URL path
   */
  function resolveInside(pathname) {
    if (pathname.includes('\0')) return undefined;
    const file = path.resolve(root, `.${path.sep}${pathname}`);
    return isWithin(root, file) ? file : undefined;
  }

  /** @param {string} file */
  async function isReallyInside(file) {
    realRoot ??= realpath(root).catch(() => root);
    const [base, real] = await Promise.all([realRoot, realpath(file).catch(() => undefined)]);
    if (!real) return false;
    return isWithin(base, real);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function serveFile(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, baseHeaders).end('Bad request');
      return;
    }
    let file = resolveInside(pathname);
    if (!file) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders }).end('Forbidden');
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (info && !(info.isFile() && (await isReallyInside(file)))) info = null;
    // The server renderer (ssr/) is the server's own code, not a file of the site.
    if (/^\/ssr(\/|$)/i.test(pathname)) info = null;
    /** @type {number} */
    let status = 200;
    if (!info) {
      // Client-side routes: a path without a file extension gets the app's HTML — 200 when the app's route list
      // has it (whatever the Accept header), 404 when not; without a list, only for browsers asking for HTML.
      const listed = path.extname(pathname) === '' ? await seo.remoteStatus(pathname) : undefined;
      if (
        listed !== undefined ||
        (path.extname(pathname) === '' && (req.headers.accept ?? '').includes('text/html'))
      ) {
        status = listed ?? 200;
        file = path.join(root, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const hashed = /^static[\\/]/.test(path.relative(root, file));
    const etag = etagOf(info);
    /** @type {Record<string, string>} */
    const headers = {
      ...baseHeaders,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
      'Accept-Ranges': 'bytes',
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html') {
      headers['Content-Security-Policy'] = contentSecurityPolicy(
        options.isShell ? remoteOrigins(req) : [],
        extraOrigins,
        cdnOrigins,
      );
    }
    addCors(req, headers);
    // With a CDN: the manifest and the standalone page name the CDN's copies of the hashed files (same build).
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (ownAssetBase && status === 200 && (relative === 'mf-manifest.json' || ext === '.html')) {
      const built = await readFile(file, 'utf8');
      const text =
        relative === 'mf-manifest.json'
          ? manifestWithAssetBase(built, ownAssetBase)
          : withAssetBase(built, ownAssetBase);
      sendText(req, res, headers, text);
      return;
    }
    if (status !== 200) {
      res.writeHead(status, { ...headers, 'Cache-Control': 'no-cache' });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    const noneMatch = req.headers['if-none-match'];
    const since = req.headers['if-modified-since'];
    if (
      noneMatch
        ? matchesEtag(noneMatch, etag)
        : since && Math.floor(info.mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000)
    ) {
      res.writeHead(304, headers).end();
      return;
    }
    const ifRange = req.headers['if-range'];
    const rangeApplies =
      req.headers.range !== undefined &&
      (ifRange === undefined || ifRange === etag.replace(/^W\//, '') || ifRange === headers['Last-Modified']);
    const range = rangeApplies ? parseRange(req.headers.range, info.size) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}` }).end();
      return;
    }
    if (range) {
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(range.end - range.start + 1),
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file, range).pipe(res);
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(ext) && info.size > 512) {
      const cached = gzipCache.get(file);
      let body = cached?.mtime === info.mtimeMs ? cached.body : undefined;
      if (!body) {
        body = gzipSync(await readFile(file), { level: 9 });
        gzipCache.set(file, { mtime: info.mtimeMs, body });
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  /**
   * Sends a file's text as changed at run time (the asset base): ETag of that text, gzip when accepted.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Record<string, string>} fileHeaders
   * @param {string} text
   */
  function sendText(req, res, fileHeaders, text) {
    /** @type {Record<string, string>} */
    const headers = { ...fileHeaders, ETag: seo.etagOf(text) };
    delete headers['Accept-Ranges'];
    delete headers['Last-Modified'];
    if (matchesEtag(req.headers['if-none-match'], headers.ETag ?? '')) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = Buffer.from(text);
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Sends a generated text answer (HTML page, sitemap, robots.txt): revalidated by ETag, gzip when accepted.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   * @param {{ status: number, type: string, body: string }} answer
   * @param {Record<string, string>} [pageHeaders] a page's caching headers (page-cache.mjs)
   */
  function sendGenerated(req, res, answer, pageHeaders) {
    // The shell's pages name their hashed files at the CDN when there is one (the same build, any origin).
    if (options.isShell && answer.type.startsWith('text/html')) {
      answer = { ...answer, body: withAssetBase(answer.body, ownAssetBase) };
    }
    const etag = seo.etagOf(answer.body);
    /** @type {Record<string, string>} */
    const headers = {
      ...baseHeaders,
      'Content-Type': answer.type,
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (answer.type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = contentSecurityPolicy(
        remoteOrigins(req),
        extraOrigins,
        cdnOrigins,
      );
      // A page is rendered and hinted in the visitor's likely language (seo.mjs).
      headers.Vary = 'Accept-Encoding, Accept-Language';
    }
    Object.assign(headers, pageHeaders);
    if (answer.status === 503) headers['Retry-After'] = '60';
    if (answer.status === 200 && matchesEtag(req.headers['if-none-match'], headers.ETag ?? etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = Buffer.from(answer.body);
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The shell's generated answers; false when the path is a file of the build (served as it is).
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} pathname
   */
  async function serveShell(req, res, pathname) {
    if (pathname === '/robots.txt') {
      sendGenerated(req, res, await seo.robots(req));
      return true;
    }
    if (pathname === '/sitemap.xml') {
      sendGenerated(req, res, await seo.sitemapIndex(req));
      return true;
    }
    const recordFile = /^\/sitemap-([a-z]{2})-([a-z]+-\d+)\.xml$/.exec(pathname);
    if (recordFile) {
      const answer = await seo.sitemapFile(req, recordFile[1] ?? '', recordFile[2] ?? '');
      if (answer && 'headers' in answer) {
        res.writeHead(answer.status, { ...baseHeaders, 'Cache-Control': 'no-cache', ...answer.headers });
        if (req.method === 'HEAD') {
          answer.body.destroy();
          res.end();
        } else answer.body.on('error', () => res.destroy()).pipe(res);
        return true;
      }
      if (answer) {
        sendGenerated(req, res, answer);
        return true;
      }
    }
    const perLanguage = /^\/sitemap-([a-z]{2})\.xml$/.exec(pathname);
    if (perLanguage) {
      const answer = await seo.sitemap(req, perLanguage[1] ?? '');
      if (answer) {
        sendGenerated(req, res, answer);
        return true;
      }
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = undefined;
    }
    const file = decoded === undefined ? undefined : resolveInside(decoded);
    const info = file && pathname !== '/' ? await stat(file).catch(() => null) : null;
    // The server renderer (ssr/) is the server's own code, not a file of the site: its paths are pages (404).
    if (info?.isFile() && !/^\/ssr(\/|$)/i.test(decoded ?? '')) return false;
    const page = await /** @type {ReturnType<typeof createPageCache>} */ (pageCache).page(req, () =>
      seo.page(req),
    );
    if (!page) return false;
    if ('notModified' in page) {
      res.writeHead(304, {
        ...baseHeaders,
        'Content-Security-Policy': contentSecurityPolicy(remoteOrigins(req), extraOrigins, cdnOrigins),
        ...page.headers,
      });
      res.end();
      return true;
    }
    sendGenerated(
      req,
      res,
      { status: page.status, type: 'text/html; charset=utf-8', body: page.html },
      page.headers,
    );
    return true;
  }

  /**
   * Proxies /api to the API. X-Forwarded-For is what proxy-trust.mjs says: the hops the client's trusted proxies
   * (TRUSTED_PROXIES) vouch for, then the address this server sees — what an untrusted client wrote is dropped, so it
   * cannot choose the address its rate limits count; X-Forwarded-Proto/Host are the trusted proxy's, else what the
   * visitor used. Budgets: the connection within API_CONNECT_TIMEOUT_MS, then no silence longer than
   * API_RESPONSE_TIMEOUT_MS (waiting for the answer, or inside it) — past either, 504 (JSON) and the upstream request
   * is destroyed; a client that goes away takes its upstream request with it.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  function proxyApi(req, res) {
    const target = new URL(/** @type {string} */ (options.apiTarget));
    const fromProxy = trust.isTrusted(req.socket.remoteAddress);
    /** @param {string | string[] | undefined} value */
    const first = (value) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { ...req.headers };
    for (const name of Object.keys(headers)) {
      if (/^(x-forwarded-|forwarded$|x-real-ip$)/i.test(name)) delete headers[name];
    }
    const upstream = http.request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: {
        ...headers,
        host: target.host,
        'x-forwarded-host': (fromProxy && first(req.headers['x-forwarded-host'])) || (req.headers.host ?? ''),
        'x-forwarded-proto':
          (fromProxy && first(req.headers['x-forwarded-proto'])) ||
          ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'),
        'x-forwarded-for': forwardedForUpstream(
          req.socket.remoteAddress,
          req.headers['x-forwarded-for'],
          trust,
        ),
      },
    });
    let settled = false;
    /** @param {number} status @param {string} message @param {string} error */
    const fail = (status, message, error) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      upstream.destroy();
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(status, {
        ...baseHeaders,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify({ statusCode: status, message, error }));
    };
    const connectTimer = setTimeout(
      () => fail(504, 'The API did not accept the connection in time', 'Gateway Timeout'),
      apiConnectTimeoutMs,
    );
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
      else clearTimeout(connectTimer);
    });
    upstream.setTimeout(apiResponseTimeoutMs, () =>
      fail(504, 'The API did not answer in time', 'Gateway Timeout'),
    );
    upstream.on('response', (answer) => {
      if (settled) {
        answer.resume();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('end', () => {
        settled = true;
      });
    });
    upstream.on('error', () => fail(502, 'The API is not reachable', 'Bad Gateway'));
    // The visitor went away before the answer was complete: nothing more is asked of the API for it.
    res.on('close', () => {
      if (!res.writableFinished) {
        settled = true;
        clearTimeout(connectTimer);
        upstream.destroy();
      }
    });
    req.pipe(upstream);
  }

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    ops.track(req, res);
    // Health probes come by address (kubelet, load balancer), not by one of the site's host names.
    if (ops.handleHealth(req, res, pathname)) return;
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      refuseRequest(req, res, 414, 'URI Too Long', `The URL is longer than ${MAX_URL_LENGTH} characters`);
      return;
    }
    // The shell serves its own host names only: a forged Host steers nothing (no remote map, no CSP, no fetch).
    if (siteHosts && servedHostname(req) === undefined) {
      refuseRequest(req, res, 421, 'Misdirected Request', 'This server does not serve that host name');
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
      addCors(req, headers);
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.isShell && pathname === '/remotes.json') {
      const body = JSON.stringify(remotesDocument(visitorHostname(req), env));
      res.writeHead(200, {
        ...baseHeaders,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
      return;
    }
    (options.isShell ? serveShell(req, res, pathname) : Promise.resolve(false))
      .then((done) => (done ? undefined : serveFile(req, res)))
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
      realRoot = undefined;
      gzipCache.clear();
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

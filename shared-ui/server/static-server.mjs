// @ts-check
/**
 * The production static server of every front end: one small Node server per app, on its own port.
 * - hashed assets (static/…) are cached for a year; HTML, manifests and remote entries are revalidated,
 *   so a redeployed remote is picked up on the next page load without touching the shell;
 * - text assets are gzip-compressed (cached in memory per file version);
 * - remotes answer with CORS headers (the shell loads them from another origin);
 * - `/api` is proxied to the API so the browser sees one host (the shell's origin for visitors; a remote's own
 *   origin when its team runs it standalone);
 * - the shell additionally serves `/remotes.json`, built at run time from topology + environment.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remotesDocument } from '../topology.mjs';

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

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root directory of the production build
 * @property {number} port
 * @property {string} [host]
 * @property {boolean} [isShell] serve /remotes.json
 * @property {string} [apiTarget] proxy /api there, e.g. http://127.0.0.1:3000
 * @property {NodeJS.ProcessEnv} [env] environment used for remotes.json
 * @property {boolean} [quiet]
 */

/** @param {StaticServerOptions} options */
export function startStaticServer(options) {
  let root = path.resolve(options.root);
  const env = options.env ?? process.env;
  /** @type {Map<string, { mtime: number, body: Buffer }>} */
  const gzipCache = new Map();

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function serveFile(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      // Client-side routes: any path without a file extension gets the app's HTML.
      if (path.extname(pathname) === '' && (req.headers.accept ?? '').includes('text/html')) {
        file = path.join(root, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info) {
        res
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
          .end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const hashed = /^static[\\/]/.test(path.relative(root, file));
    /** @type {Record<string, string>} */
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    if (!options.isShell) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    }
    const since = req.headers['if-modified-since'];
    if (since && !hashed && Math.floor(info.mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000)) {
      res.writeHead(304, headers).end();
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

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function proxyApi(req, res) {
    const target = new URL(/** @type {string} */ (options.apiTarget));
    const forwardedHost = req.headers.host ?? '';
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': forwardedHost,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json' });
      }
      res.end(JSON.stringify({ statusCode: 502, message: 'The API is not reachable', error: 'Bad Gateway' }));
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (options.apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) {
      proxyApi(req, res);
      return;
    }
    if (req.method === 'OPTIONS' && !options.isShell) {
      res
        .writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' })
        .end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.isShell && pathname === '/remotes.json') {
      const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
      const body = JSON.stringify(remotesDocument(hostname, env));
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
      return;
    }
    serveFile(req, res).catch((error) => {
      if (!options.quiet) console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const ready = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(undefined));
  });

  return {
    ready,
    port: options.port,
    /** Redeploy: serve another build directory from now on. */
    setRoot(/** @type {string} */ next) {
      root = path.resolve(next);
      gzipCache.clear();
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      });
    },
  };
}

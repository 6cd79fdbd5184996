// @ts-check
/**
 * The files of a front end's build: hashed assets (static/…) cached for a year, HTML, manifests and remote entries
 * revalidated (so a redeployed remote is picked up on the next page load); text assets gzip-compressed (cached in
 * memory per file version); ETag/Last-Modified (304) and single byte ranges (206); a path never leaves the build
 * folder (path.relative on the resolved and the real path, so neither `..%2F` nor a symbolic link escapes).
 * Client-side routes get the app's HTML: 200 for a listed route, 404 for an unknown one (seo.mjs `remoteStatus`).
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestWithAssetBase, withAssetBase } from './asset-base.mjs';

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

/** @param {string} base @param {string} file */
function isWithin(base, file) {
  const relative = path.relative(base, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** ETag of one file version (weak: the gzip and identity bodies are the same representation). */
/** @param {import('node:fs').Stats} info */
function etagOf(info) {
  return `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
}

/** @param {string | undefined} header @param {string} etag */
export function matchesEtag(header, etag) {
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
 * @param {object} options
 * @param {() => string} options.root the build directory (it changes on a redeploy: call `reset` then)
 * @param {Record<string, string>} options.baseHeaders the headers of every answer (security-headers.mjs)
 * @param {(req: import('node:http').IncomingMessage) => string} options.csp the Content-Security-Policy of an HTML file
 * @param {(req: import('node:http').IncomingMessage, headers: Record<string, string>) => void} options.addCors
 * @param {string | undefined} options.ownAssetBase where browsers load this app's hashed files from (asset-base.mjs)
 * @param {(pathname: string) => Promise<number | undefined>} options.remoteStatus a client route's status, when listed
 * @param {(text: string) => string} options.etagOfText the ETag of a text changed at run time
 */
export function createFileServer({
  root,
  baseHeaders,
  csp,
  addCors,
  ownAssetBase,
  remoteStatus,
  etagOfText,
}) {
  /** Real path of the root (symlinks resolved), computed lazily per root. */
  /** @type {Promise<string> | undefined} */
  let realRoot;
  /** @type {Map<string, { mtime: number, body: Buffer }>} */
  const gzipCache = new Map();

  /**
   * Maps a URL path to a file inside the root(), or undefined when it would leave it — also through `..` smuggled as
   * %2F, or a symbolic link pointing outside.
   * @param {string} pathname decoded URL path
   */
  function resolveInside(pathname) {
    if (pathname.includes('\0')) return undefined;
    const file = path.resolve(root(), `.${path.sep}${pathname}`);
    return isWithin(root(), file) ? file : undefined;
  }

  /** @param {string} file */
  async function isReallyInside(file) {
    realRoot ??= realpath(root()).catch(() => root());
    const [base, real] = await Promise.all([realRoot, realpath(file).catch(() => undefined)]);
    if (!real) return false;
    return isWithin(base, real);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
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
      const listed = path.extname(pathname) === '' ? await remoteStatus(pathname) : undefined;
      if (
        listed !== undefined ||
        (path.extname(pathname) === '' && (req.headers.accept ?? '').includes('text/html'))
      ) {
        status = listed ?? 200;
        file = path.join(root(), 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const hashed = /^static[\\/]/.test(path.relative(root(), file));
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
      headers['Content-Security-Policy'] = csp(req);
    }
    addCors(req, headers);
    // With a CDN: the manifest and the standalone page name the CDN's copies of the hashed files (same build).
    const relative = path.relative(root(), file).split(path.sep).join('/');
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
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Record<string, string>} fileHeaders
   * @param {string} text
   */
  function sendText(req, res, fileHeaders, text) {
    /** @type {Record<string, string>} */
    const headers = { ...fileHeaders, ETag: etagOfText(text) };
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

  return {
    serveFile,
    resolveInside,
    /** Another build directory from now on: what was learnt of the old one is dropped. */
    reset() {
      realRoot = undefined;
      gzipCache.clear();
    },
  };
}

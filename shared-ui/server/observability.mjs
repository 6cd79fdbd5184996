// @ts-check
/**
 * Operations hooks of the front ends' servers (static-server.mjs calls them; kept apart so the server's own code
 * stays about serving): liveness and readiness, the graceful stop on SIGTERM, per-request logs, the request id and
 * metrics. No dependency: the servers' image carries no node_modules.
 *
 * - `GET /healthz/live` (or `/health/live`): the process answers (200).
 * - `GET /healthz/ready` (or `/health/ready`): traffic may come (200), else 503 — while draining, or when the build it serves is not
 *   readable (its index.html; a remote's mf-manifest.json), or for the shell when its remote map cannot be built.
 * - drain(): readiness false at once, requests still served for DRAIN_DELAY_MS (load balancers notice), then no new
 *   connections; in-flight requests get DRAIN_TIMEOUT_MS to finish (answers say `Connection: close`), the rest is cut.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { remotesDocument } from '../topology.mjs';

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
export function readMs(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number of milliseconds (got "${raw}")`);
  return Number(raw);
}

/**
 * @typedef {object} ServerOpsOptions
 * @property {string} app the front end's name (shell, mf-human, …)
 * @property {() => string} root the build folder served now
 * @property {boolean} [isShell]
 * @property {NodeJS.ProcessEnv} env
 * @property {{ write(line: string): unknown }} [log] where log lines go (default stdout)
 * @property {boolean} [quiet] no request lines
 */

const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;
/** The levels the API's LOG_LEVEL names, as pino writes them. */
const LEVELS = { error: 50, warn: 40, log: 30, debug: 20, verbose: 10 };
const LEVEL_LABELS = { 50: 'error', 40: 'warn', 30: 'info', 20: 'debug', 10: 'trace' };

/**
 * Context of the request being answered, for the calls it makes (the API, a remote's render, route lists).
 * @type {AsyncLocalStorage<{ requestId: string, traceparent?: string }>}
 */
export const requestContext = new AsyncLocalStorage();

/** @param {string | string[] | undefined} header */
export function requestIdOf(header) {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** @param {string | string[] | undefined} header */
export function traceIdOf(header) {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(value ?? '');
  return match && match[1] !== '0'.repeat(32) ? match[1] : undefined;
}

/**
 * The "route" of a front end's answer, from a short fixed list (log lines and metric labels stay few).
 * @param {string} pathname @param {string} method
 */
export function routeOf(pathname, method) {
  if (/^\/healthz?\/(live|ready)$/.test(pathname)) return pathname;
  if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/*';
  if (pathname === '/ssr/render' && method === 'POST') return '/ssr/render';
  if (pathname.startsWith('/static/')) return '/static/*';
  if (/^\/(remotes|mf-manifest|routes|version)\.json$/.test(pathname)) return pathname;
  if (/^\/sitemap(-[a-z]{2})?\.xml$/.test(pathname)) return '/sitemap*.xml';
  if (pathname === '/robots.txt') return pathname;
  return path.extname(pathname) === '' ? '/{page}' : '/{file}';
}

/** @param {ServerOpsOptions} options */
export function createServerOps(options) {
  const { env } = options;
  const drainDelayMs = readMs(env, 'DRAIN_DELAY_MS', 0);
  const drainTimeoutMs = readMs(env, 'DRAIN_TIMEOUT_MS', 10_000);
  const minLevel = LEVELS[/** @type {keyof typeof LEVELS} */ (env.LOG_LEVEL ?? 'log')] ?? 30;
  const out = options.log ?? process.stdout;
  /**
   * One JSON line in the API's shape (pino's: level, time, service, …, msg).
   * @param {number} level @param {Record<string, unknown>} fields @param {string} msg
   */
  function write(level, fields, msg) {
    if (level < minLevel) return;
    const label = LEVEL_LABELS[/** @type {keyof typeof LEVEL_LABELS} */ (level)];
    out.write(
      `${JSON.stringify({ level: label, time: new Date().toISOString(), service: options.app, ...fields, msg })}\n`,
    );
  }
  let draining = false;
  let inFlight = 0;
  /** @type {Array<() => void>} */
  const idle = [];

  async function readiness() {
    if (draining) return { status: 503, body: { status: 'draining', draining: true } };
    /** @type {Record<string, boolean>} */
    const checks = {};
    const entry = options.isShell ? 'index.html' : 'mf-manifest.json';
    checks.build = await access(path.join(options.root(), entry)).then(
      () => true,
      () => false,
    );
    if (options.isShell) {
      try {
        checks.remoteMap = Object.keys(remotesDocument('localhost', env).remotes).length > 0;
      } catch {
        checks.remoteMap = false;
      }
    }
    const ok = Object.values(checks).every(Boolean);
    return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'error', draining: false, ...checks } };
  }

  /**
   * Answers the health endpoints; true when it did.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  function handleHealth(req, res, pathname) {
    // /health/… too: the names the Kubernetes manifests and the image's HEALTHCHECK (healthcheck.mjs) use.
    const probe = /^\/healthz?\/(live|ready)$/.exec(pathname)?.[1];
    if (!probe) return false;
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (probe === 'live') send(200, { status: 'ok' });
    else
      readiness().then(
        (answer) => send(answer.status, answer.body),
        () => send(503, { status: 'error' }),
      );
    return true;
  }

  /**
   * Starts one request: its id (X-Request-Id: the caller's if sane, else new; answered, and passed on by the /api
   * proxy and every call made while answering it), counted until its answer is sent or its connection closes, then
   * one `request` log line.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function track(req, res) {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers['x-request-id']);
    // The /api proxy copies the request's headers: it passes the id on as it is answered.
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const traceparent = typeof req.headers.traceparent === 'string' ? req.headers.traceparent : undefined;
    requestContext.enterWith({ requestId, traceparent });
    inFlight++;
    if (draining) res.setHeader('Connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const record = {
        method: req.method,
        route: routeOf(pathname, req.method ?? 'GET'),
        status: res.headersSent ? res.statusCode : 499,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        requestId,
        traceId: traceIdOf(traceparent),
      };
      if (!options.quiet) write(30, record, 'request');
      onRecord?.(record);
    };
    res.once('finish', finish);
    res.once('close', finish);
  }

  /** @param {number} timeoutMs @returns {Promise<boolean>} */
  function whenIdle(timeoutMs) {
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /**
   * The graceful stop; resolves once the server is closed.
   * @param {import('node:http').Server} server
   * @param {{ delayMs?: number, timeoutMs?: number }} [overrides] e.g. `{delayMs: 0}` for Ctrl-C
   */
  async function drain(server, overrides = {}) {
    draining = true;
    const delayMs = overrides.delayMs ?? drainDelayMs;
    const timeoutMs = overrides.timeoutMs ?? drainTimeoutMs;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeIdleConnections();
    await whenIdle(timeoutMs);
    server.closeAllConnections();
    await closed;
  }

  /**
   * `fetch` for the calls a request makes (seo.mjs: API reads, a remote's render, route lists): passes the request's
   * id (and trace context) on.
   * @type {typeof fetch}
   */
  const contextFetch = (input, init = {}) => {
    const context = requestContext.getStore();
    if (!context) return fetch(input, init);
    const headers = new Headers(init.headers);
    headers.set('x-request-id', context.requestId);
    return fetch(input, { ...init, headers });
  };

  /** @type {((record: Record<string, unknown>) => void) | undefined} */
  let onRecord;

  return {
    handleHealth,
    track,
    drain,
    fetch: contextFetch,
    /** @param {number} level @param {Record<string, unknown>} fields @param {string} msg */
    log: write,
    /** @param {(record: Record<string, unknown>) => void} listener */
    onRequest(listener) {
      onRecord = listener;
    },
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

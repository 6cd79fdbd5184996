// @ts-check
/**
 * Operations hooks of the front ends' servers (static-server.mjs calls them; kept apart so the server's own code
 * stays about serving): liveness and readiness, the graceful stop on SIGTERM, and (below) per-request logs, the
 * request id and metrics.
 *
 * - `GET /healthz/live`: the process answers (200).
 * - `GET /healthz/ready`: traffic may come (200), else 503 — while draining, or when the build it serves is not
 *   readable (its index.html; a remote's mf-manifest.json), or for the shell when its remote map cannot be built.
 * - drain(): readiness false at once, requests still served for DRAIN_DELAY_MS (load balancers notice), then no new
 *   connections; in-flight requests get DRAIN_TIMEOUT_MS to finish (answers say `Connection: close`), the rest is cut.
 */
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
 */

/** @param {ServerOpsOptions} options */
export function createServerOps(options) {
  const { env } = options;
  const drainDelayMs = readMs(env, 'DRAIN_DELAY_MS', 0);
  const drainTimeoutMs = readMs(env, 'DRAIN_TIMEOUT_MS', 10_000);
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
    if (pathname !== '/healthz/live' && pathname !== '/healthz/ready') return false;
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (pathname === '/healthz/live') send(200, { status: 'ok' });
    else
      readiness().then(
        (answer) => send(answer.status, answer.body),
        () => send(503, { status: 'error' }),
      );
    return true;
  }

  /**
   * Counts one request until its answer is sent or its connection closes.
   * @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res
   */
  function track(_req, res) {
    inFlight++;
    if (draining) res.setHeader('Connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
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

  return {
    handleHealth,
    track,
    drain,
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

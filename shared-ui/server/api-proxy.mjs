// @ts-check
/**
 * `/api` proxied to the API, so the browser sees one host (the shell's origin for visitors; a remote's own origin
 * when its team runs it standalone).
 */
import http from 'node:http';
import { positiveNumber } from '../contract/topology.mjs';
import { forwardedForUpstream, parseTrustedProxies } from './proxy-trust.mjs';

/**
 * Proxies to `apiTarget` (the returned function is called only when there is one).
 * @param {{ apiTarget: string | undefined, env: NodeJS.ProcessEnv, baseHeaders: Record<string, string> }} options
 */
export function createApiProxy({ apiTarget, env, baseHeaders }) {
  // Who may say who the client is (shared-ui/server/proxy-trust.mjs); empty: nobody, this server is the front door.
  const trust = parseTrustedProxies(env.TRUSTED_PROXIES);
  const apiConnectTimeoutMs = positiveNumber(env, 'API_CONNECT_TIMEOUT_MS', 3000);
  const apiResponseTimeoutMs = positiveNumber(env, 'API_RESPONSE_TIMEOUT_MS', 30000);

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
    const target = new URL(/** @type {string} */ (apiTarget));
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

  return proxyApi;
}

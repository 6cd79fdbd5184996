// @ts-check
/**
 * How the shell's server talks to the parts behind it (the remotes' servers, the API's reads for a page): every call
 * has a budget and every part a circuit breaker.
 * - A budget is a deadline for the whole of one page's work with that part (REMOTE_RENDER_TIMEOUT_MS from the page's
 *   start), enforced with an AbortSignal on the request *and* its body, so a stopped process (SIGSTOP: the connection
 *   opens, nothing answers) costs at most the budget, and the socket is closed when it runs out — not left open
 *   behind a Promise.race.
 * - A breaker opens on a timeout or a connection error (not on an HTTP answer: a 404 or 503 came back quickly): for
 *   BREAKER_COOL_OFF_MS the part is skipped at once, then one request probes it (half-open) while the others still
 *   skip; the probe's outcome closes or re-opens it. A hung remote costs one page one budget, not every page.
 */
import { positiveNumber } from '../contract/topology.mjs';

/** How long a part that failed is skipped before one request tries it again (ms). */
export const DEFAULT_COOL_OFF_MS = 5000;

/**
 * @typedef {object} Breaker
 * @property {() => boolean} allow whether a call may go now (true for the one probe after a cool-off)
 * @property {() => void} success
 * @property {() => void} failure
 * @property {() => void} release ends a probe without a verdict (the breaker stays as it was)
 * @property {() => boolean} isOpen
 */

/**
 * @param {{ coolOffMs: number, now?: () => number }} options
 * @returns {Breaker}
 */
export function createBreaker({ coolOffMs, now = Date.now }) {
  let openUntil = 0;
  let probing = false;
  return {
    allow() {
      if (openUntil === 0) return true;
      if (now() < openUntil || probing) return false;
      probing = true;
      return true;
    },
    success() {
      openUntil = 0;
      probing = false;
    },
    failure() {
      openUntil = now() + coolOffMs;
      probing = false;
    },
    release() {
      probing = false;
    },
    isOpen: () => openUntil !== 0,
  };
}

/** A body larger than this is not read (a remote's area, a manifest, a route list). */
export const UPSTREAM_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The text of a response (read within the request's signal), or undefined past `limit` bytes (the request is then cancelled).
 * @param {Response} response @param {number} limit
 */
async function textWithin(response, limit) {
  if (!response.body) return '';
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Budgeted calls to named parts ("human", "api"…), each with its breaker.
 * `log` hears when a part's breaker opens (once per opening: the operator's sign that a part is not answering).
 * @param {{ env: NodeJS.ProcessEnv, fetch?: typeof fetch, now?: () => number, log?: (message: string) => void }} options
 */
export function createUpstreams({
  env,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = (message) => console.warn(message),
}) {
  const coolOffMs = positiveNumber(env, 'BREAKER_COOL_OFF_MS', DEFAULT_COOL_OFF_MS);
  /** @type {Map<string, Breaker>} */
  const breakers = new Map();
  /** @param {string} part */
  function breakerOf(part) {
    let breaker = breakers.get(part);
    if (!breaker) {
      breaker = createBreaker({ coolOffMs, now });
      breakers.set(part, breaker);
    }
    return breaker;
  }

  /**
   * One call: `{ status, text }`, or undefined when the part is skipped (breaker open), the deadline has passed, or
   * no answer came in time (which opens the breaker). The body is read within the same deadline and limit.
   * `trip: false`: a failure does not open the breaker (a budget shorter than the part's normal answer time).
   * @param {string} part @param {string | URL} url @param {RequestInit} init @param {number} deadline absolute (ms)
   * @param {{ trip?: boolean }} [options]
   * @returns {Promise<{ status: number, text: string | undefined } | undefined>}
   */
  async function call(part, url, init, deadline, { trip = true } = {}) {
    const remaining = Math.floor(deadline - now());
    if (remaining <= 0) return undefined;
    const breaker = breakerOf(part);
    if (!breaker.allow()) return undefined;
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(remaining) });
      const text = await textWithin(response, UPSTREAM_BODY_LIMIT);
      breaker.success();
      return { status: response.status, text };
    } catch (error) {
      // No answer in time, a refused or reset connection: skip this part for a while.
      if (!trip) breaker.release();
      else {
        const wasOpen = breaker.isOpen();
        breaker.failure();
        if (!wasOpen) {
          const reason =
            error instanceof Error && error.name === 'TimeoutError'
              ? `no answer within ${remaining} ms`
              : String(error instanceof Error ? (error.cause ?? error.message) : error);
          log(`"${part}" did not answer ${new URL(url).pathname} (${reason}): skipped for ${coolOffMs} ms`);
        }
      }
      return undefined;
    }
  }

  /**
   * GET of a JSON document; undefined unless it answered 2xx with JSON in time.
   * @param {string} part @param {string | URL} url @param {number} deadline @param {Record<string, string>} [headers]
   * @param {{ trip?: boolean }} [options]
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function json(part, url, deadline, headers = {}, options = {}) {
    const answer = await call(
      part,
      url,
      { headers: { accept: 'application/json', ...headers } },
      deadline,
      options,
    );
    if (!answer || answer.status < 200 || answer.status > 299 || answer.text === undefined) {
      return { status: answer?.status ?? 0, body: undefined };
    }
    try {
      return { status: answer.status, body: JSON.parse(answer.text) };
    } catch {
      return { status: answer.status, body: undefined };
    }
  }

  return { call, json, isOpen: (/** @type {string} */ part) => breakerOf(part).isOpen() };
}

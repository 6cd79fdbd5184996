// @ts-check
/**
 * Operations hooks of the front ends' servers (static-server.mjs calls them; kept apart so the server's own code
 * stays about serving): liveness and readiness, the graceful stop on SIGTERM, per-request logs, the request id and
 * metrics, and OpenTelemetry spans when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.mjs; the SDK is loaded only then,
 * bundled into the image). No other dependency: the servers' image carries no node_modules.
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
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { remotesDocument, serverManifestUrl } from '../contract/topology.mjs';
import { startTracing } from './tracing.mjs';

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
 * @property {number} [metricsPort] Prometheus metrics there (0: none; default METRICS_PORT, else none)
 * @property {string} [metricsHost] default METRICS_HOST, else 0.0.0.0
 */

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @param {Record<string, string>} labels */
function labelText(labels) {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${String(v).replace(/["\\\n]/g, '_')}"`).join(',')}}`;
}

/**
 * Prometheus text exposition, written here (the servers' image has no node_modules, so no prom-client): counters,
 * gauges and histograms with labels — the same names and meanings as the API's (README "Metrics").
 * @param {string} service
 */
export function createMetrics(service) {
  /** @type {Map<string, { type: string, help: string, buckets?: number[], values: Map<string, { labels: Record<string, string>, value: number, counts?: number[], sum?: number }> }>} */
  const families = new Map();
  /** @param {string} name @param {string} type @param {string} help @param {number[]} [buckets] */
  const family = (name, type, help, buckets) => {
    let found = families.get(name);
    if (!found) {
      found = { type, help, buckets, values: new Map() };
      families.set(name, found);
    }
    return found;
  };
  /** @param {ReturnType<typeof family>} f @param {Record<string, string>} labels */
  const entry = (f, labels) => {
    const key = JSON.stringify(labels);
    let found = f.values.get(key);
    if (!found) {
      found = { labels, value: 0, counts: f.buckets?.map(() => 0), sum: 0 };
      f.values.set(key, found);
    }
    return found;
  };
  return {
    /** @param {string} name @param {string} help @param {Record<string, string>} labels @param {number} [by] */
    inc(name, help, labels, by = 1) {
      entry(family(name, 'counter', help), labels).value += by;
    },
    /** @param {string} name @param {string} help @param {Record<string, string>} labels @param {number} value */
    set(name, help, labels, value) {
      entry(family(name, 'gauge', help), labels).value = value;
    },
    /** @param {string} name @param {string} help @param {Record<string, string>} labels @param {number} value */
    observe(name, help, labels, value, buckets = LATENCY_BUCKETS) {
      const f = family(name, 'histogram', help, buckets);
      const e = entry(f, labels);
      e.value++;
      e.sum = (e.sum ?? 0) + value;
      (f.buckets ?? []).forEach((le, i) => {
        if (value <= le && e.counts) e.counts[i] = (e.counts[i] ?? 0) + 1;
      });
    },
    text() {
      const lines = [];
      for (const [name, f] of families) {
        lines.push(`# HELP ${name} ${f.help}`, `# TYPE ${name} ${f.type}`);
        for (const e of f.values.values()) {
          const labels = { service, ...e.labels };
          if (f.type !== 'histogram') {
            lines.push(`${name}${labelText(labels)} ${e.value}`);
            continue;
          }
          (f.buckets ?? []).forEach((le, i) => {
            lines.push(`${name}_bucket${labelText({ ...labels, le: String(le) })} ${e.counts?.[i] ?? 0}`);
          });
          lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${e.value}`);
          lines.push(
            `${name}_sum${labelText(labels)} ${e.sum}`,
            `${name}_count${labelText(labels)} ${e.value}`,
          );
        }
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;
/** The levels the API's LOG_LEVEL names, as pino writes them. */
const LEVELS = { error: 50, warn: 40, log: 30, debug: 20, verbose: 10 };
const LEVEL_LABELS = { 50: 'error', 40: 'warn', 30: 'info', 20: 'debug', 10: 'trace' };

/**
 * Context of the request being answered, for the calls it makes (the API, a remote's render, route lists).
 * `span`: the request's SERVER span when tracing is on.
 * @type {AsyncLocalStorage<{ requestId: string, traceparent?: string, span?: TracedSpan }>}
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

/** @typedef {ReturnType<import('./tracing.mjs').Tracing['startServerSpan']>} TracedSpan */

/** @param {ServerOpsOptions} options */
export function createServerOps(options) {
  const { env } = options;
  /** @type {import('./tracing.mjs').Tracing | undefined} */
  let tracing;
  // Off (resolved undefined, nothing imported) unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const tracingReady = startTracing(options.app, env).then(
    (started) => {
      tracing = started;
    },
    (error) => write(50, { err: String(error) }, 'tracing failed to start: no traces'),
  );
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
  const metrics = createMetrics(options.app);
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const processMetrics = () => {
    const cpu = process.cpuUsage();
    metrics.set(
      'process_cpu_seconds_total',
      'CPU time used by the process (user + system)',
      {},
      (cpu.user + cpu.system) / 1e6,
    );
    metrics.set(
      'process_resident_memory_bytes',
      'Resident memory of the process',
      {},
      process.memoryUsage().rss,
    );
    metrics.set(
      'process_start_time_seconds',
      'When the process started (Unix time)',
      {},
      Math.round(Date.now() / 1000 - process.uptime()),
    );
    metrics.set(
      'nodejs_eventloop_lag_p99_seconds',
      'Event-loop delay, 99th percentile since the last scrape',
      {},
      loopDelay.percentile(99) / 1e9,
    );
    loopDelay.reset();
  };
  /** @type {http.Server | undefined} */
  let metricsServer;
  const metricsPortRaw =
    options.metricsPort ?? (env.METRICS_PORT === 'off' ? 0 : readMs(env, 'METRICS_PORT', 0));
  if (metricsPortRaw > 0) {
    metricsServer = http.createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      processMetrics();
      res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }).end(metrics.text());
    });
    metricsServer.on('error', (error) => write(50, { err: String(error) }, 'metrics server failed'));
    metricsServer.listen(metricsPortRaw, options.metricsHost ?? env.METRICS_HOST ?? '0.0.0.0');
    metricsServer.unref();
  }

  /** The remote a URL the shell's server fetches belongs to (its server manifest's host, else its port). */
  const remoteOf = (/** @type {URL} */ url) => {
    try {
      const remotes = remotesDocument('localhost', env).remotes;
      /** @type {string | undefined} */
      let byPort;
      for (const name of Object.keys(remotes)) {
        const server = new URL(serverManifestUrl(name, env));
        if (server.host === url.host) return name;
        if (server.port === url.port) byPort = name;
      }
      return byPort;
    } catch {
      return undefined;
    }
  };

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
    let traceparent = typeof req.headers.traceparent === 'string' ? req.headers.traceparent : undefined;
    /** @type {TracedSpan | undefined} */
    let span;
    if (tracing) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const route = routeOf(pathname, req.method ?? 'GET');
      span = tracing.startServerSpan(`${req.method} ${route}`, req.headers, {
        'http.request.method': String(req.method),
        'http.route': route,
        'url.path': pathname,
        'aurinko.request_id': requestId,
      });
      // The next hop's parent is this span: the /api proxy copies the request's headers, contextFetch uses the store.
      traceparent = span.traceparent();
      req.headers.traceparent = traceparent;
    }
    requestContext.enterWith({ requestId, traceparent, span });
    inFlight++;
    if (draining) res.setHeader('Connection', 'close');
    const finish = () => {
      inFlight--;
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const record = {
        method: req.method,
        route: routeOf(pathname, req.method ?? 'GET'),
        // 499: the connection closed before the whole answer was written (the API's log does the same).
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        requestId,
        traceId: traceIdOf(traceparent),
      };
      span?.end(record.status);
      if (!options.quiet) write(30, record, 'request');
      const labels = { route: record.route, method: String(record.method), status: String(record.status) };
      metrics.inc('http_requests_total', 'HTTP requests answered, by route, method and status', labels);
      metrics.observe(
        'http_request_duration_seconds',
        'Time to answer an HTTP request, by route, method and status',
        labels,
        record.durationMs / 1000,
      );
      onRecord?.(record);
    };
    // 'close' alone: emitted after 'finish' (next tick), or when the client went away first.
    res.on('close', finish);
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
    metricsServer?.close();
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
  const contextFetch = async (input, init = {}) => {
    const context = requestContext.getStore();
    const headers = new Headers(init.headers);
    if (context) headers.set('x-request-id', context.requestId);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const remote = remoteOf(url);
    // Traced: a CLIENT span for this call, the callee's parent. Else the caller's W3C trace context goes on unchanged
    // (the lines of every service share its id).
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    const callSpan =
      tracing && context?.span
        ? tracing.startChildSpan(context.span, `${method} ${remote ?? url.host}`, 'client', {
            'http.request.method': method,
            'server.address': url.hostname,
            'url.path': url.pathname,
          })
        : undefined;
    const callParent = callSpan?.traceparent();
    if (callParent) headers.set('traceparent', callParent);
    else if (context?.traceparent && !headers.has('traceparent'))
      headers.set('traceparent', context.traceparent);
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const isRender = url.pathname.endsWith('/ssr/render');
    /** @param {string} outcome */
    const record = (outcome) => {
      if (!remote) return;
      if (isRender) {
        metrics.observe(
          'remote_render_duration_seconds',
          "A remote's server rendering its area for the shell, by remote and outcome",
          { remote, outcome },
          seconds(),
        );
      } else if (outcome !== 'ok') {
        metrics.inc(
          'remote_fetch_failures_total',
          "Failed fetches of a remote's manifest files (route list, mf-manifest, version), by remote, file and outcome",
          { remote, file: path.basename(url.pathname), outcome },
        );
      }
    };
    try {
      const response = await fetch(input, { ...init, headers });
      record(response.ok ? 'ok' : `http_${response.status}`);
      callSpan?.end(response.status);
      return response;
    } catch (error) {
      record(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error');
      callSpan?.end(undefined, error);
      throw error;
    }
  };

  /** @type {((record: Record<string, unknown>) => void) | undefined} */
  let onRecord;

  return {
    /** Resolves once tracing is on (or known to be off). */
    tracingReady,
    /** Sends the spans still buffered (on stop). */
    async flushTraces() {
      await tracing?.shutdown();
    },
    handleHealth,
    track,
    drain,
    fetch: contextFetch,
    metrics,
    get metricsServer() {
      return metricsServer;
    },
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

import { createServer, type Server } from 'node:http';
import type { Request, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource, QueryRunner } from 'typeorm';
import { PUBLIC_CACHE_CONTROL } from '../cache/public-read-cache.service.js';
import type { RequestRecord } from '../logging/logger.js';
import { apiTracing } from '../tracing/tracing.js';

/**
 * The API's Prometheus metrics (prom-client), served on their own internal port (METRICS_PORT, default 9464; 0 = off),
 * never on the public one. README "Metrics" lists them with what to watch.
 */
export interface ApiMetrics {
  registry: Registry;
  onRequest(record: RequestRecord, req: Request, res: Response): void;
  /** Starts the metrics server; resolves with it (port 0 in tests picks a free one). */
  listen(port: number, host: string): Promise<Server>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2];

/** The statement's kind (a label with few values). */
function operationOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return ['select', 'insert', 'update', 'delete', 'begin', 'commit', 'rollback', 'start'].includes(word)
    ? word
    : 'other';
}

const instrumented = new WeakSet<object>();

export function createApiMetrics(dataSource: DataSource): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'public_cache_requests_total',
    help: 'Public GET answers from the in-process public-read cache (hit) or computed and stored (miss)',
    labelNames: ['result', 'route'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route template',
    labelNames: ['route'],
    registers: [registry],
  });
  const uploads = new Histogram({
    name: 'upload_request_bytes',
    help: 'Size of multipart upload requests (files and form), by route template',
    labelNames: ['route'],
    buckets: [10e3, 50e3, 100e3, 250e3, 500e3, 1e6, 2.5e6, 5e6, 10e6, 25e6, 50e6],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statement time as the driver sees it, by operation and outcome',
    labelNames: ['operation', 'outcome'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  // mysql2's pool (TypeORM's driver.pool): connections open, idle and requests waiting for one.
  const pool = () =>
    (dataSource.driver as unknown as { pool?: Record<string, { length: number } | undefined> }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'MySQL pool: connections by state (open, idle, in_use) and requests waiting for a connection (queued)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      const open = p._allConnections?.length ?? 0;
      const idle = p._freeConnections?.length ?? 0;
      this.set({ state: 'open' }, open);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, open - idle);
      this.set({ state: 'queued' }, p._connectionQueue?.length ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_size',
    help: 'MySQL pool: the most connections it opens (poolSize)',
    registers: [registry],
    collect() {
      const size = (dataSource.options as { poolSize?: number }).poolSize;
      if (pool() && size) this.set(size);
    },
  });

  // Driver hook: every statement of every query runner of this engine is timed (one wrapper on the class).
  const sample: QueryRunner = dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(sample) as { query: (...args: unknown[]) => Promise<unknown> };
  void sample.release();
  if (!instrumented.has(proto)) {
    instrumented.add(proto);
    const original = proto.query;
    proto.query = async function timedQuery(this: QueryRunner, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      const operation = operationOf(String(args[0] ?? ''));
      try {
        // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), a span per statement; else the driver's call as it is.
        const tracing = apiTracing();
        const result = tracing
          ? await tracing.query(String(args[0] ?? ''), operation, () => original.apply(this, args))
          : await original.apply(this, args);
        observers.get(this.connection)?.(operation, 'ok', started);
        return result;
      } catch (error) {
        observers.get(this.connection)?.(operation, 'error', started);
        throw error;
      }
    };
  }
  const observe = (operation: string, outcome: string, started: bigint) =>
    queries.observe({ operation, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
  observers.set(dataSource, observe);

  return {
    registry,
    onRequest(record, req, res) {
      const labels = { route: record.route, method: record.method, status: String(record.status) };
      requests.inc(labels);
      duration.observe(labels, record.durationMs / 1000);
      if (record.method === 'GET' && record.status < 400) {
        if (res.getHeader('x-cache') === 'hit') cache.inc({ result: 'hit', route: record.route });
        else if (res.getHeader('cache-control') === PUBLIC_CACHE_CONTROL)
          cache.inc({ result: 'miss', route: record.route });
      }
      if (record.status === 429) refusals.inc({ route: record.route });
      if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
        const size = Number(req.headers['content-length']);
        if (Number.isFinite(size)) uploads.observe({ route: record.route }, size);
      }
    },
    listen(port, host) {
      const server = createServer((req, res) => {
        if (req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
  };
}

/** Each data source's query observer (one per app; tests start several in one process). */
const observers = new WeakMap<DataSource, (operation: string, outcome: string, started: bigint) => void>();

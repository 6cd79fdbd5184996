import { otlpTracesUrl } from '@aurinko/contract/telemetry';
import type { NextFunction, Request, Response } from 'express';
import { setTraceIdSource } from '../logging/logger.js';

/**
 * OpenTelemetry traces of the API, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP, protobuf unless
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json, to `<endpoint>/v1/traces`; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT names the full
 * URL instead — `@aurinko/contract/telemetry`, as the front ends' servers read them; OTEL_SERVICE_NAME, default
 * `api`). When it is not set nothing of the SDK is loaded (otel.ts is imported only then) and the API starts and
 * answers exactly as before: no middleware is added and the query hook sees `undefined`.
 * Spans: `GET /api/products/:id` … (SERVER, one per request, child of the caller's W3C traceparent, named by the
 * route template once routed) and `db select` … (CLIENT, one per SQL statement run during a request, with the
 * statement's text — placeholders, never the values).
 */
export interface ApiTracing {
  /** Express middleware: the request's SERVER span, active (AsyncLocalStorage) for everything it runs. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Runs one SQL statement inside a `db <operation>` span when a request's span is active. */
  query<T>(sql: string, operation: string, run: () => Promise<T>): Promise<T>;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

let active: ApiTracing | undefined;

/** The API's tracing when on, else undefined. */
export function apiTracing(): ApiTracing | undefined {
  return active;
}

/** Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set; a no-op otherwise. */
export async function startApiTracing(
  env: Record<string, string | undefined> = process.env,
): Promise<ApiTracing | undefined> {
  if (active) return active;
  if (!otlpTracesUrl(env) || String(env.OTEL_SDK_DISABLED).toLowerCase() === 'true') return undefined;
  const { createApiTracing } = await import('./otel.js');
  const tracing = createApiTracing(env);
  active = tracing.tracing;
  setTraceIdSource(tracing.traceIdOf);
  return active;
}

import { otlpProtocol, otlpTracesUrl } from '@aurinko/contract/telemetry';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from '../logging/logger.js';
import type { ApiTracing } from './tracing.js';

/** The longest statement text a span carries. */
const MAX_STATEMENT = 2000;

/** Where a request keeps its SERVER span. */
const SPAN = Symbol('aurinko.span');
type TracedRequest = Request & { [SPAN]?: Span };

/** The SDK, loaded by tracing.ts only when an OTLP endpoint is configured. */
export function createApiTracing(env: Record<string, string | undefined>) {
  const variables = { ...process.env, ...env };
  const sampler = samplerAfterDraw(variables);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'api' }),
    spanProcessors: [new BatchSpanProcessor(traceExporter(env), { scheduledDelayMillis: 1000 })],
    ...(sampler ? { sampler } : {}),
  });
  // Global: the AsyncLocalStorage context manager (a request's span follows its async work down to the driver) and
  // the W3C trace-context propagator.
  provider.register();
  const tracer = provider.getTracer('@aurinko/api');
  const leftOut = leftOutBySampler(variables);

  const tracing: ApiTracing = {
    middleware(req: Request, res: Response, next: NextFunction) {
      // What a request costs before its span is known to record is kept small, for the requests a sampler leaves
      // out (OTEL_TRACES_SAMPLER): no header parsing without a traceparent, the span kept on the request (not in a
      // WeakMap, which every collection would have to sweep) and no listeners for a span that records nothing.
      // A request the configured sampler will leave out gets no span at all: the SDK would still make one (ids,
      // attributes, a sampling call: ~4 µs) only to record nothing. Its log line names the caller's trace id, if any.
      // The span's slot is set on every request, the same property at the same point: were only the traced requests
      // given it, requests would come in two shapes and every property read on them along the request path would
      // turn polymorphic (measured: the 10 % sampler's build cost more CPU per request than tracing every request).
      const traced = req as TracedRequest;
      if (leftOut(req.headers.traceparent)) {
        traced[SPAN] = undefined;
        return next();
      }
      const parent = req.headers.traceparent ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
      const path = req.path;
      const span = tracer.startSpan(
        `${req.method} ${path}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': path } },
        parent,
      );
      traced[SPAN] = span;
      // A request the sampler left out records nothing below it either, so its work runs without a span context:
      // carrying one through every await is most of what a span costs (the log line still names the trace id).
      if (!span.isRecording()) return next();
      const end = () => {
        const route = routeOf(req);
        const status = res.writableFinished ? res.statusCode : 499;
        span.updateName(`${req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (req.requestId) span.setAttribute('aurinko.request_id', req.requestId);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      // After 'finish' (next tick), or when the client went away first (see requestLogMiddleware).
      res.on('close', end);
      context.with(trace.setSpan(parent, span), next);
    },
    query<T>(sql: string, operation: string, run: () => Promise<T>): Promise<T> {
      const parent = context.active();
      // Statements outside a request (startup, migrations, timers) make no traces of their own.
      if (!trace.getSpan(parent)) return run();
      const span = tracer.startSpan(
        `db ${operation}`,
        {
          kind: SpanKind.CLIENT,
          attributes: { 'db.operation.name': operation, 'db.query.text': sql.slice(0, MAX_STATEMENT) },
        },
        parent,
      );
      return context.with(trace.setSpan(parent, span), run).then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          span.setStatus({
            code: SpanStatusCode.ERROR,
            message: error instanceof Error ? error.message : undefined,
          });
          span.end();
          throw error;
        },
      );
    },
    shutdown: () => provider.shutdown(),
  };
  return {
    tracing,
    /** The log lines' traceId: the request's span. */
    traceIdOf: (req: Request) => (req as TracedRequest)[SPAN]?.spanContext().traceId,
  };
}

/** The OTLP/HTTP exporter the variables ask for: protobuf unless http/json (the cheaper one, see otlpProtocol). */
export function traceExporter(env: Record<string, string | undefined>): SpanExporter {
  const url = otlpTracesUrl(env);
  return otlpProtocol(env) === 'http/json' ? new JsonExporter({ url }) : new ProtobufExporter({ url });
}

/**
 * The SDK's sampler when leftOutBySampler has already drawn the ratio (`*traceidratio`): every new trace that reaches
 * the SDK is recorded — the SDK's own sampler, read from the same variables, would draw a second time and record the
 * ratio's square (1 % for 0.1). A caller's trace context is still followed (`parentbased_*`). Undefined: the SDK reads
 * the variables itself.
 */
export function samplerAfterDraw(env: Record<string, string | undefined>): Sampler | undefined {
  const { parentBased, rule } = samplerRule(env);
  if (rule !== 'traceidratio') return undefined;
  return parentBased ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : new AlwaysOnSampler();
}

function samplerRule(env: Record<string, string | undefined>) {
  const sampler = (env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on').trim().toLowerCase();
  const parentBased = sampler.startsWith('parentbased_');
  return { parentBased, rule: parentBased ? sampler.slice('parentbased_'.length) : sampler };
}

/**
 * Whether the sampler named by OTEL_TRACES_SAMPLER (the SDK reads the same variables) would leave a request out, said
 * before any span is made: `parentbased_*` follows a caller's W3C `traceparent` flag (`-00`: left out), a new trace
 * (no caller's) is left out by `*always_off` and by a `*traceidratio` draw at OTEL_TRACES_SAMPLER_ARG (drawn here
 * instead of from the trace id: the same share, and no trace id is made for a request that records nothing). Any
 * other sampler (the default `parentbased_always_on`, a custom one) decides in the SDK as before.
 */
export function leftOutBySampler(
  env: Record<string, string | undefined>,
): (traceparent?: string | string[]) => boolean {
  const { parentBased, rule } = samplerRule(env);
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const ratio =
    rule === 'always_off' ? 0 : rule === 'traceidratio' ? (arg >= 0 && arg <= 1 ? arg : 1) : undefined;
  return (traceparent) => {
    const header = Array.isArray(traceparent) ? traceparent[0] : traceparent;
    // A parent-based sampler follows a well-formed header's flag; any other header is no parent to the SDK, a new
    // trace like one without a header.
    if (header && parentBased && /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/.test(header))
      return (Number.parseInt(header.slice(53), 16) & 1) === 0;
    // A new trace, or any trace without parent-based: the ratio is drawn here (the SDK then records what it gets:
    // samplerAfterDraw); always_off leaves out everything.
    if (ratio === undefined) return false;
    return ratio === 0 || Math.random() >= ratio;
  };
}

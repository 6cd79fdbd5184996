// @ts-check
/**
 * The OpenTelemetry SDK of a front end's server, loaded by tracing.mjs only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * In the image (no node_modules) this file is replaced by the same module bundled with its packages
 * (`pnpm --filter @aurinko/web-server bundle:otel`, shared-ui/server/Dockerfile).
 * One tracer provider per server, not registered globally: several servers in one process (`npm start`, tests) each
 * export under their own `service.name`; the span of a request is carried in observability.mjs' request context.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { otlpProtocol, otlpTracesUrl } from '../contract/telemetry.mjs';

const propagator = new W3CTraceContextPropagator();
/** @type {import('@opentelemetry/api').TextMapGetter<Record<string, string | string[] | undefined>>} */
const getter = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/**
 * @param {string} service the `service.name` of every span (shell, mf-human, …)
 * @param {Record<string, string | undefined>} env OTEL_EXPORTER_OTLP_ENDPOINT (…/v1/traces is added), OTEL_SERVICE_NAME
 */
export function createTracing(service, env) {
  const url = otlpTracesUrl(env);
  // http/protobuf unless http/json is asked for (OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL), as the API does.
  const Exporter = otlpProtocol(env) === 'http/json' ? JsonExporter : ProtobufExporter;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor(new Exporter({ url }), { scheduledDelayMillis: 1000 })],
  });
  const tracer = provider.getTracer('@aurinko/shared-ui-server');

  return {
    /**
     * A SERVER span for one request, child of the caller's `traceparent` when it sent one.
     * @param {string} name @param {Record<string, string | string[] | undefined>} headers
     * @param {Record<string, string | number>} attributes
     */
    startServerSpan(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, getter);
      return wrap(tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent));
    },
    /**
     * A span under another one (CLIENT for the calls a request makes, INTERNAL for work such as a render).
     * @param {ReturnType<typeof wrap>} parent @param {string} name @param {'client' | 'internal'} kind
     * @param {Record<string, string | number>} attributes
     */
    startChildSpan(parent, name, kind, attributes) {
      const spanKind = kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL;
      return wrap(
        tracer.startSpan(name, { kind: spanKind, attributes }, trace.setSpan(ROOT_CONTEXT, parent.span)),
      );
    },
    /** Sends what is buffered and stops. */
    shutdown() {
      return provider.shutdown();
    },
  };
}

/** @param {import('@opentelemetry/api').Span} span */
function wrap(span) {
  return {
    span,
    /** The W3C `traceparent` naming this span as the parent of the next hop. */
    traceparent() {
      /** @type {Record<string, string>} */
      const carrier = {};
      propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, {
        set: (target, key, value) => {
          target[key] = value;
        },
      });
      return carrier.traceparent;
    },
    traceId() {
      return span.spanContext().traceId;
    },
    /** @param {Record<string, string | number>} attributes */
    set(attributes) {
      span.setAttributes(attributes);
    },
    /** @param {number} [status] an HTTP status (≥ 500: error) @param {unknown} [error] */
    end(status, error) {
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (error !== undefined || (status !== undefined && status >= 500)) {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : undefined,
        });
      }
      span.end();
    },
  };
}

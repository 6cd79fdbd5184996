// @ts-check
/**
 * How every server of the site (the API and each front end's server) reads the standard OpenTelemetry exporter
 * variables, in one place: where its traces go and in which encoding. Tracing is on only when an endpoint is set.
 */

/**
 * The OTLP/HTTP traces URL: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, else OTEL_EXPORTER_OTLP_ENDPOINT with
 * `/v1/traces` added; undefined when neither is set (tracing off).
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function otlpTracesUrl(env) {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * The OTLP encoding, from OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL: `http/protobuf` (the
 * specification's default, and the default here) or `http/json`. Protobuf is the cheaper one for a busy server: a
 * span is ~270 bytes instead of ~770 and serialises faster, and the export's serialisation and socket writes were
 * most of what a traced request added to the API (CPU profile, issue 31). `grpc` is not offered (it would bring the
 * gRPC stack); any value other than `http/json` means protobuf.
 * @param {Record<string, string | undefined>} env
 * @returns {'http/protobuf' | 'http/json'}
 */
export function otlpProtocol(env) {
  const value = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? '')
    .trim()
    .toLowerCase();
  return value === 'http/json' ? 'http/json' : 'http/protobuf';
}

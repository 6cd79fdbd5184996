// @ts-check
/**
 * OpenTelemetry traces of a front end's server: on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP,
 * protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL=http/json, to `<endpoint>/v1/traces`; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * names the full URL instead: `@aurinko/contract/telemetry`, as the API reads them). When it is not
 * set nothing is loaded and every call site sees `undefined` (no cost but one check per request).
 * Spans: `GET /{page}` etc. (SERVER, one per request, child of the caller's traceparent), `GET <remote or API>`
 * (CLIENT, each call a request makes: API reads, a remote's render, route lists — their traceparent names this span).
 */

import { otlpTracesUrl } from '../contract/telemetry.mjs';

/** @typedef {ReturnType<import('./otel-sdk.mjs').createTracing>} Tracing */

/**
 * @param {string} service @param {Record<string, string | undefined>} env
 * @returns {Promise<Tracing | undefined>}
 */
export async function startTracing(service, env) {
  if (!otlpTracesUrl(env)) return undefined;
  if (String(env.OTEL_SDK_DISABLED).toLowerCase() === 'true') return undefined;
  const sdk = await import('./otel-sdk.mjs');
  return sdk.createTracing(service, env);
}

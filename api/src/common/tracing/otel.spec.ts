import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it, vi } from 'vitest';
import { leftOutBySampler, samplerAfterDraw, traceExporter } from './otel.js';

propagation.setGlobalPropagator(new W3CTraceContextPropagator());

const trace = (flags: string) => `00-${'a'.repeat(32)}-${'b'.repeat(16)}-${flags}`;

describe('which requests the sampler leaves out before a span is made', () => {
  it('follows a caller’s sampled flag with a parent-based sampler', () => {
    const leftOut = leftOutBySampler({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '1',
    });
    expect(leftOut(trace('00'))).toBe(true);
    expect(leftOut(trace('01'))).toBe(false);
    // A header that is not a valid trace context is a new trace to the SDK: the ratio (1) keeps it.
    expect(leftOut(`00-${'0'.repeat(32)}-${'b'.repeat(16)}-00`)).toBe(false);
    expect(leftOut('garbage')).toBe(false);
  });

  it('draws new traces at the configured ratio', () => {
    const none = leftOutBySampler({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0',
    });
    const all = leftOutBySampler({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '1',
    });
    const tenth = leftOutBySampler({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' });
    expect(none()).toBe(true);
    expect(all()).toBe(false);
    const kept = Array.from({ length: 20_000 }, () => tenth()).filter((out) => !out).length;
    // 10 % of 20,000 = 2,000; six standard deviations (±254) either side.
    expect(kept).toBeGreaterThan(1_746);
    expect(kept).toBeLessThan(2_254);
  });

  it('keeps every new trace with the default sampler, and follows a caller’s flag as the SDK does', () => {
    const leftOut = leftOutBySampler({});
    expect(leftOut()).toBe(false);
    expect(leftOut(trace('01'))).toBe(false);
    // parentbased_always_on: a caller's unsampled trace stays unsampled.
    expect(leftOut(trace('00'))).toBe(true);
  });

  it('leaves the decision to the SDK for samplers it does not know', () => {
    for (const env of [{ OTEL_TRACES_SAMPLER: 'always_on' }, { OTEL_TRACES_SAMPLER: 'jaeger_remote' }]) {
      const leftOut = leftOutBySampler(env);
      expect(leftOut()).toBe(false);
      expect(leftOut(trace('00'))).toBe(false);
    }
    // always_off records nothing; without parent-based not even a caller's sampled trace.
    expect(leftOutBySampler({ OTEL_TRACES_SAMPLER: 'always_off' })()).toBe(true);
    expect(leftOutBySampler({ OTEL_TRACES_SAMPLER: 'always_off' })(trace('01'))).toBe(true);
    // parentbased_always_off follows a caller's sampled trace.
    expect(leftOutBySampler({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })(trace('01'))).toBe(false);
  });

  it.each([
    ['parentbased_traceidratio', undefined],
    ['traceidratio', undefined],
    ['parentbased_traceidratio', trace('01')],
    ['traceidratio', trace('00')],
  ])('records the configured share of requests, not its square (%s, caller %s)', (sampler, header) => {
    // What the API does per request: the draw here, then the SDK's sampler on what was kept.
    const env = { OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: '0.1' };
    // The SDK reads the same variables for the sampler it is not given (createApiTracing gives it one or none).
    vi.stubEnv('OTEL_TRACES_SAMPLER', sampler);
    vi.stubEnv('OTEL_TRACES_SAMPLER_ARG', '0.1');
    const leftOut = leftOutBySampler(env);
    const given = samplerAfterDraw(env);
    const tracer = new BasicTracerProvider(given ? { sampler: given } : {}).getTracer('test');
    vi.unstubAllEnvs();
    const parent = header ? propagation.extract(ROOT_CONTEXT, { traceparent: header }) : ROOT_CONTEXT;
    const requests = 20_000;
    let recorded = 0;
    for (let i = 0; i < requests; i++) {
      if (leftOut(header)) continue;
      const span = tracer.startSpan('GET /api/probe', {}, parent);
      if (span.isRecording()) recorded++;
      span.end();
    }
    if (sampler.startsWith('parentbased_') && header?.endsWith('-01')) {
      // A caller's sampled trace is followed whatever the ratio.
      expect(recorded).toBe(requests);
      return;
    }
    // 10 % of 20,000 = 2,000; six standard deviations (±254) either side (the SDK drawing again would give ~200).
    expect(recorded).toBeGreaterThan(1_746);
    expect(recorded).toBeLessThan(2_254);
  });
});

describe('the OTLP exporter the variables choose', () => {
  it.each([
    ['protobuf by default', {}, 'application/x-protobuf'],
    ['JSON when asked for', { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }, 'application/json'],
  ])('posts a span to <endpoint>/v1/traces: %s', async (_, env: Record<string, string>, contentType) => {
    const received: Array<{ url?: string; type?: string; body: Buffer }> = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ url: req.url, type: req.headers['content-type'], body: Buffer.concat(chunks) });
        res.writeHead(200, { 'Content-Type': contentType }).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      const provider = new BasicTracerProvider({
        spanProcessors: [
          new SimpleSpanProcessor(traceExporter({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })),
        ],
      });
      const span = provider.getTracer('test').startSpan('GET /api/probe');
      const { traceId } = span.spanContext();
      span.end();
      await provider.forceFlush();
      await provider.shutdown();
      expect(received).toHaveLength(1);
      const [post] = received;
      expect(post?.url).toBe('/v1/traces');
      expect(post?.type).toBe(contentType);
      if (contentType === 'application/json') {
        const payload = JSON.parse(String(post?.body)) as {
          resourceSpans: { scopeSpans: { spans: { name: string; traceId: string }[] }[] }[];
        };
        expect(payload.resourceSpans[0]?.scopeSpans[0]?.spans[0]).toMatchObject({
          name: 'GET /api/probe',
          traceId,
        });
      } else {
        // The protobuf request carries the span's name and its trace id as 16 raw bytes.
        expect(post?.body.includes(Buffer.from('GET /api/probe'))).toBe(true);
        expect(post?.body.includes(Buffer.from(traceId, 'hex'))).toBe(true);
      }
    } finally {
      receiver.close();
    }
  });
});

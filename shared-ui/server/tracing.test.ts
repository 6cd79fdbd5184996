import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTracing } from './tracing.mjs';

describe("a front end's server exports its spans over OTLP", () => {
  it('is off (nothing loaded) without an endpoint', async () => {
    expect(await startTracing('shell', {})).toBeUndefined();
    expect(await startTracing('shell', { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeUndefined();
  });

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
      const tracing = await startTracing('shell', { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
      if (!tracing) throw new Error('tracing did not start');
      const span = tracing.startServerSpan('GET /probe', {}, {});
      const traceId = span.traceId();
      span.end(200);
      await tracing.shutdown();
      expect(received).toHaveLength(1);
      const [post] = received;
      expect(post?.url).toBe('/v1/traces');
      expect(post?.type).toBe(contentType);
      if (contentType === 'application/json') {
        const payload = JSON.parse(String(post?.body));
        expect(payload.resourceSpans[0].scopeSpans[0].spans[0]).toMatchObject({
          name: 'GET /probe',
          traceId,
        });
      } else {
        // The protobuf request carries the service, the span's name and its trace id as 16 raw bytes.
        expect(post?.body.includes(Buffer.from('shell'))).toBe(true);
        expect(post?.body.includes(Buffer.from('GET /probe'))).toBe(true);
        expect(post?.body.includes(Buffer.from(traceId, 'hex'))).toBe(true);
      }
    } finally {
      receiver.close();
    }
  });
});

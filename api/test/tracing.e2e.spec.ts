import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTracing } from '../src/common/tracing/tracing.js';
import { DATABASES, startTestApp, type TestApp } from './support/test-app.js';

// Issue 31: the API's spans, exported over OTLP, follow the sampler a busy site runs (parent-based, a ratio for new
// traces): a request the shell's server sampled is traced down to its SQL; one left out costs no spans at all and
// its log line still names its trace id.
interface ExportedSpan {
  name: string;
  traceId: string;
  parentSpanId: string;
}

const received: ExportedSpan[] = [];
let receiver: Server;
const logLines: string[] = [];
/** The trace ids of the sampled requests made on purpose. */
const sampled = new Set<string>();

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const payload = JSON.parse(body) as {
        resourceSpans?: { scopeSpans?: { spans?: ExportedSpan[] }[] }[];
      };
      for (const resource of payload.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) received.push(...(scope.spans ?? []));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // The SDK reads its sampler from the process environment, as it does in production.
  process.env.OTEL_TRACES_SAMPLER = 'parentbased_traceidratio';
  process.env.OTEL_TRACES_SAMPLER_ARG = '0';
  await startApiTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_SERVICE_NAME: 'api',
    // JSON, to read the spans here (protobuf, the default, is checked in src/common/tracing/otel.spec.ts).
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  });
});
afterAll(async () => {
  delete process.env.OTEL_TRACES_SAMPLER;
  delete process.env.OTEL_TRACES_SAMPLER_ARG;
  receiver.close();
});

async function spansOf(traceId: string, atLeast: number): Promise<ExportedSpan[]> {
  for (let i = 0; i < 100; i++) {
    const spans = received.filter((span) => span.traceId === traceId);
    if (spans.length >= atLeast) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return received.filter((span) => span.traceId === traceId);
}

describe.each(DATABASES)('traces on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'log', PUBLIC_CACHE_TTL_MS: '0' }, 'local', {
      log: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('a sampled caller’s request is traced down to its SQL statements', async () => {
    const traceId = `${database === 'sqlite' ? 'a' : 'b'}${'1'.repeat(31)}`;
    const res = await request(t.server)
      .get('/api/products?group=Livestock')
      .set('traceparent', `00-${traceId}-${'2'.repeat(16)}-01`);
    expect(res.status).toBe(200);
    const spans = await spansOf(traceId, 2);
    const server = spans.find((span) => span.name === 'GET /api/products');
    expect(server?.parentSpanId).toBe('2'.repeat(16));
    expect(spans.some((span) => span.name.startsWith('db '))).toBe(true);
  });

  it('a request the sampler leaves out exports no span, and its log line still names its trace id', async () => {
    const traceId = `${database === 'sqlite' ? 'c' : 'd'}${'3'.repeat(31)}`;
    logLines.length = 0;
    const res = await request(t.server)
      .get('/api/products?group=Livestock')
      .set('traceparent', `00-${traceId}-${'4'.repeat(16)}-00`)
      .set('X-Request-Id', `unsampled-${database}`);
    expect(res.status).toBe(200);
    // A request without a caller's trace is a new trace: the ratio (0 here) leaves it out too.
    expect((await request(t.server).get('/api/headline/all')).status).toBe(200);
    // What a sampled request exports arrives within the batch delay; wait for one to be sure exports flow.
    const marker = `${database === 'sqlite' ? 'e' : 'f'}${'5'.repeat(31)}`;
    sampled.add(marker);
    await request(t.server)
      .get('/api/headline/all')
      .set('traceparent', `00-${marker}-${'6'.repeat(16)}-01`);
    expect((await spansOf(marker, 1)).length).toBeGreaterThan(0);
    expect(received.filter((span) => span.traceId === traceId)).toEqual([]);
    expect(
      received.filter((span) => span.name === 'GET /api/headline/all' && !sampled.has(span.traceId)),
    ).toEqual([]);
    const line = logLines
      .map((text) => JSON.parse(text))
      .find((entry) => entry.requestId === `unsampled-${database}`);
    expect(line).toMatchObject({ msg: 'request', route: '/api/products', traceId });
  });
});

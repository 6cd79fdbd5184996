import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '@aurinko/web-server/static-server';
import { expect, test } from '@playwright/test';
import { portOf, remoteUrlVariable } from '../../../shared-ui/contract/topology.mjs';
import { REPO } from './private-stack';

// Issue 31: one division page request yields ONE trace with spans from the shell's server, the remote's render
// endpoint and the API (down to a database statement), exported over OTLP to the endpoint OTEL_EXPORTER_OTLP_ENDPOINT
// names. A private shell (shell + 400), mf-human's server (+ 401) and a built API (+ 402, its own SQLite database)
// export to an OTLP receiver started here (OTLP/HTTP JSON, asked for with OTEL_EXPORTER_OTLP_PROTOCOL; protobuf is the default).

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };
const anyValue = (value: AnyValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue ?? undefined;
const attributesOf = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map((kv) => [kv.key, anyValue(kv.value)]));

const received: ReceivedSpan[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      res.writeHead(415).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          received.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});

const shellPort = portOf('shell') + 400;
const remotePort = shellPort + 1;
const apiPort = shellPort + 2;
let api: ChildProcess | undefined;
let dataDir = '';
let shell: ReturnType<typeof startStaticServer> | undefined;
let remote: ReturnType<typeof startStaticServer> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const otlp = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    // JSON, to read the spans here (protobuf, the default, is checked by the API's and the servers' unit tests).
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  };
  dataDir = await mkdtemp(path.join(tmpdir(), 'aurinko-traces-'));
  api = spawn(process.execPath, [path.join(REPO, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...otlp,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PORT_OFFSET: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      METRICS_PORT: '0',
    },
    stdio: 'ignore',
  });
  const env = {
    ...process.env,
    ...otlp,
    PAGE_CACHE_TTL_MS: '0',
    [remoteUrlVariable('human')]: `http://localhost:${remotePort}/mf-manifest.json`,
  };
  remote = startStaticServer({
    root: path.join(REPO, 'mf-human', 'dist'),
    port: remotePort,
    app: 'mf-human',
    siteOrigins: [`http://localhost:${shellPort}`],
    env,
    quiet: true,
  });
  shell = startStaticServer({
    root: path.join(REPO, 'shell', 'dist'),
    port: shellPort,
    app: 'shell',
    isShell: true,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    env,
    quiet: true,
  });
  await Promise.all([shell.ready, remote.ready]);
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${apiPort}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
  await new Promise((done) => receiver.close(done));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('one division page request is one trace across the shell, the remote and the API', async () => {
  // A first render on a loaded machine takes seconds, and exporters send every second or so.
  test.setTimeout(120_000);
  const page = await fetch(`http://localhost:${shellPort}/human`, { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  const requestId = page.headers.get('x-request-id');

  // The page's SERVER span in the shell: the root of its trace.
  let traceId = '';
  await expect
    .poll(
      () => {
        const root = received.find(
          (s) => s.service === 'shell' && s.kind === 2 && s.attributes['url.path'] === '/human',
        );
        traceId = root?.traceId ?? '';
        return root
          ? { request: root.attributes['aurinko.request_id'], parent: root.parentSpanId }
          : undefined;
      },
      { timeout: 20_000 },
    )
    .toEqual({ request: requestId, parent: '' });

  const inTrace = () => received.filter((s) => s.traceId === traceId);
  // Exporters send in batches (about every second): wait until every part has sent its spans of this trace.
  await expect
    .poll(() => [...new Set(inTrace().map((s) => s.service))].sort(), { timeout: 20_000 })
    .toEqual(['api', 'mf-human', 'shell']);
  await expect
    .poll(() => inTrace().some((s) => s.service === 'api' && s.name.startsWith('db ')), {
      timeout: 20_000,
    })
    .toBe(true);

  const spans = inTrace();
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  // The remote's render: a SERVER span whose parent is the shell's call to it.
  const render = spans.find((s) => s.service === 'mf-human' && s.name === 'POST /ssr/render');
  expect(render?.kind).toBe(2);
  expect(byId.get(render?.parentSpanId ?? '')?.service).toBe('shell');
  // Every API request of the page: a SERVER span named by its route template, child of a shell span.
  const apiRequests = spans.filter((s) => s.service === 'api' && s.kind === 2);
  expect(apiRequests.length).toBeGreaterThan(0);
  for (const request of apiRequests) {
    expect(request.name).toMatch(/^GET \/api\//);
    expect(byId.get(request.parentSpanId)?.service).toBe('shell');
  }
  // Database statements: CLIENT spans inside an API request, carrying the statement (placeholders, not values).
  const statements = spans.filter((s) => s.service === 'api' && s.name.startsWith('db '));
  for (const statement of statements) {
    expect(statement.kind).toBe(3);
    expect(String(statement.attributes['db.query.text'] ?? '').trim()).not.toBe('');
    let parent = byId.get(statement.parentSpanId);
    while (parent && parent.kind !== 2) parent = byId.get(parent.parentSpanId);
    expect(parent?.service).toBe('api');
  }
  // Only this page's spans are in its trace: no other request of the run joined it.
  expect(spans.filter((s) => s.service === 'shell' && s.kind === 2)).toHaveLength(1);
});

#!/usr/bin/env node
// @ts-check
// Usage: aurinko-serve --app <shell|mf-human|…> [--dir dist] [--port N]
//        aurinko-serve --app <…> --releases s3://<bucket>/<prefix> [--cache <folder>] [--port N]
// Serves one front end's production build on its own port (see topology.mjs): a folder, or the live release of a
// release store in a bucket (release-sync.mjs: mirrored into --cache, default a folder under the system's temp
// folder; the pointer followed every RELEASE_SYNC_MS, default 2000).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, portOf } from '../contract/topology.mjs';
import { readMs } from './observability.mjs';
import { startReleaseSync } from './release-sync.mjs';
import { startStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    releases: { type: 'string' },
    cache: { type: 'string' },
  },
});
if (!values.app) {
  console.error(`usage: aurinko-serve --app <${Object.keys(APPS).join('|')}>`);
  process.exit(2);
}
const port = values.port ? Number(values.port) : portOf(values.app);
const sync = values.releases
  ? startReleaseSync({
      from: values.releases,
      cache: path.resolve(values.cache ?? path.join(tmpdir(), `aurinko-releases-${values.app}-${port}`)),
      intervalMs: Number(process.env.RELEASE_SYNC_MS ?? 2000),
    })
  : undefined;
if (sync) await sync.ready;
const root = sync ? sync.site : path.resolve(values.dir ?? 'dist');
const server = startStaticServer({
  root,
  port,
  app: values.app,
  // One server per container: the metrics port every front end's manifests name (METRICS_PORT=off: none).
  metricsPort: process.env.METRICS_PORT === 'off' ? 0 : readMs(process.env, 'METRICS_PORT', 9464),
  isShell: values.app === 'shell',
  apiTarget: process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`,
});
await server.ready;
console.log(`${values.app} serving ${root} on http://localhost:${port}`);
// SIGTERM (an orchestrator): readiness 503, then in-flight requests finish (DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS).
// Ctrl-C: the same without the delay. A second signal stops at once.
let stopping = false;
/** @param {{ delayMs?: number }} overrides */
const stop = (overrides) => {
  if (stopping) process.exit(1);
  stopping = true;
  sync?.stop();
  server.drain(overrides).then(() => process.exit(0));
};
process.on('SIGINT', () => stop({ delayMs: 0 }));
process.on('SIGTERM', () => stop({}));

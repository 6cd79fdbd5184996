#!/usr/bin/env node
// @ts-check
// Usage: aurinko-serve --app <shell|mf-human|…> [--dir dist] [--port N]
// Serves one front end's production build on its own port (see topology.mjs).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portOf } from '../topology.mjs';
import { readMs } from './observability.mjs';
import { startStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: { app: { type: 'string' }, dir: { type: 'string' }, port: { type: 'string' } },
});
if (!values.app) {
  console.error('usage: aurinko-serve --app <shell|mf-human|mf-veterinary|mf-agriculture|mf-dashboard>');
  process.exit(2);
}
const port = values.port ? Number(values.port) : portOf(values.app);
const root = path.resolve(values.dir ?? 'dist');
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
  server.drain(overrides).then(() => process.exit(0));
};
process.on('SIGINT', () => stop({ delayMs: 0 }));
process.on('SIGTERM', () => stop({}));

#!/usr/bin/env node
// @ts-check
/**
 * The front-end image's HEALTHCHECK (and compose's service_healthy): exit 0 when this container's server is ready —
 * /health/ready, or its build's /version.json where an older server has no readiness endpoint (404 there).
 *   node shared-ui/server/healthcheck.mjs      (APP picks the port: shared-ui/topology.mjs)
 */
import { fileURLToPath } from 'node:url';
import { portOf } from '../topology.mjs';

/** @param {string} base e.g. http://127.0.0.1:8080 @param {number} [timeoutMs] */
export async function healthy(base, timeoutMs = 4000) {
  for (const path of ['/health/ready', '/version.json']) {
    try {
      const response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      if (response.status === 404) continue;
      return response.ok;
    } catch {
      return false;
    }
  }
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.env.APP;
  if (!app) {
    console.error('healthcheck: APP is not set');
    process.exit(2);
  }
  process.exit((await healthy(`http://127.0.0.1:${portOf(app)}`)) ? 0 : 1);
}

#!/usr/bin/env node
// @ts-check
/**
 * The front-end image's HEALTHCHECK (and compose's service_healthy): exit 0 when this container's server is ready —
 * /health/ready, or its build's /version.json where an older server has no readiness endpoint (404 there). The
 * shell answers only its site's host names (SITE_HOSTS, SITE_URL; else 421), so the check names one of them.
 *   node shared-ui/server/healthcheck.mjs      (APP picks the port: shared-ui/contract/topology.mjs)
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { portOf, siteHostnames } from '../contract/topology.mjs';

/** Status of GET url with that Host header, or 0 when nothing answers in time. */
/** @param {URL} url @param {string | undefined} host @param {number} timeoutMs @returns {Promise<number>} */
function statusOf(url, host, timeoutMs) {
  return new Promise((done) => {
    const request = http.get(url, { headers: host ? { host } : {}, timeout: timeoutMs }, (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done(0));
  });
}

/** @param {string} base e.g. http://127.0.0.1:8080 @param {number} [timeoutMs] @param {string} [host] */
export async function healthy(base, timeoutMs = 4000, host = undefined) {
  for (const path of ['/health/ready', '/version.json']) {
    const status = await statusOf(new URL(path, base), host, timeoutMs);
    if (status === 404) continue;
    return status >= 200 && status < 300;
  }
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.env.APP;
  if (!app) {
    console.error('healthcheck: APP is not set');
    process.exit(2);
  }
  const host = app === 'shell' ? [...siteHostnames(process.env)][0] : undefined;
  process.exit((await healthy(`http://127.0.0.1:${portOf(app)}`, 4000, host)) ? 0 : 1);
}

/**
 * The image's HEALTHCHECK (and compose's service_healthy): exit 0 when this container's API is ready — readiness
 * (database and storage answer, not draining) at /api/health/ready, or /api/health where an older build has no
 * readiness endpoint (it answers 404 there). No dependencies: it must run in the image as it is.
 *   node dist/cli/healthcheck.js      (PORT, default 3000)
 */
export async function healthy(base: string, timeoutMs = 4000): Promise<boolean> {
  for (const path of ['/api/health/ready', '/api/health']) {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || 3000);
  process.exit((await healthy(`http://127.0.0.1:${port}`)) ? 0 : 1);
}

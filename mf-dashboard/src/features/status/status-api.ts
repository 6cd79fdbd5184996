import {
  type ApiSchema,
  apiClient,
  type BuildInfo,
  buildInfoUrl,
  type FederationManifest,
  type Probe,
  probeJson,
  remoteMap,
  type SharedInUse,
  sharedUsedBy,
  shareScopeUsage,
  toApiError,
} from '@aurinko/shared-ui';

/** GET /api/health (api/src/health). */
export type ApiHealth = ApiSchema<'Health'>;

export type ApiStatus = { reachable: true; health: ApiHealth } | { reachable: false; status: number };

/** One shared package of one front end: the version its build brings, and the copy it uses in this tab. */
export interface SharedRow {
  name: string;
  provides: string;
  inUse: SharedInUse | undefined;
}

/** One front end as the status page shows it. */
export interface FrontEndStatus {
  /** Federation name: `shell`, or the remote's name in the remote map (`human`, …). */
  name: string;
  /** A remote's federation manifest; the shell, a runtime host without one, is reached by its `version.json`. */
  manifestUrl?: string;
  manifest?: Probe<FederationManifest>;
  buildUrl: string;
  build: Probe<BuildInfo>;
  shared: SharedRow[];
}

export interface ReleaseStatus {
  frontEnds: FrontEndStatus[];
  api: ApiStatus;
}

/**
 * A remote, by its manifest (the shared packages its build provides are declared there) and the `version.json`
 * beside it; the shell (no `manifestUrl`), by its `version.json`, and the copies it registered in this tab's share
 * scope, which are the shared packages its build provides (shell/src/federation/host.ts).
 */
async function frontEnd(
  name: string,
  { manifestUrl, buildUrl }: { manifestUrl?: string; buildUrl: string },
  usage: SharedInUse[],
): Promise<FrontEndStatus> {
  const [manifest, build] = await Promise.all([
    manifestUrl ? probeJson<FederationManifest>(manifestUrl) : undefined,
    probeJson<BuildInfo>(buildUrl),
  ]);
  const provided = !manifest
    ? usage.filter((entry) => entry.from === name)
    : manifest.up && Array.isArray(manifest.body.shared)
      ? manifest.body.shared
      : [];
  const names = new Set([
    ...provided.map((entry) => entry.name),
    ...usage.filter((entry) => entry.usedBy.includes(name)).map((entry) => entry.name),
  ]);
  const shared = [...names].sort().map((pkg) => ({
    name: pkg,
    provides: provided.find((entry) => entry.name === pkg)?.version ?? '',
    inUse: sharedUsedBy(usage, name, pkg),
  }));
  return { name, ...(manifestUrl && manifest ? { manifestUrl, manifest } : {}), buildUrl, build, shared };
}

async function apiStatus(): Promise<ApiStatus> {
  try {
    return { reachable: true, health: await apiClient.GET('/api/health') };
  } catch (error) {
    // 503: the API answers but its database or storage is down; 0: nothing answered.
    return { reachable: false, status: toApiError(error).status };
  }
}

/**
 * The release status of the site, read now: the shell (its own origin) and every remote of the shell's remote map
 * (`/remotes.json`, read again), each manifest and `version.json` fetched uncached and timed, the share scope of this
 * tab, and the API's health.
 */
export async function loadReleaseStatus(): Promise<ReleaseStatus> {
  const [{ remotes }, api] = await Promise.all([remoteMap({ fresh: true }), apiStatus()]);
  const usage = shareScopeUsage();
  const frontEnds = await Promise.all([
    frontEnd('shell', { buildUrl: new URL('/version.json', window.location.origin).href }, usage),
    ...Object.entries(remotes).map(([name, entry]) =>
      frontEnd(name, { manifestUrl: entry.manifest, buildUrl: buildInfoUrl(entry.manifest) }, usage),
    ),
  ]);
  return { frontEnds, api };
}

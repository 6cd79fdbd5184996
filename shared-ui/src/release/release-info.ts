/**
 * What the site knows about its own builds, read in the browser: the shell's remote map (`/remotes.json`, the one
 * place that fetches it — the shell's federation loader and the dashboard's status page both use it), each front
 * end's `version.json` and `mf-manifest.json` (fetched uncached and timed: does it answer now, how fast), and the
 * federation runtime's share scope (which build of each shared package every app in this tab is using).
 * These are static files of the front ends, not the API, so they do not go through the API client.
 */

export interface RemoteMapEntry {
  manifest: string;
  route: string;
}

export interface RemoteMap {
  remotes: Record<string, RemoteMapEntry>;
}

let remoteMapPromise: Promise<RemoteMap> | undefined;

/** The remote map the shell's server wrote into the page (shared-ui/server/first-view.mjs), if it did. */
function inlineRemoteMap(): RemoteMap | undefined {
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById('remote-map')?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as RemoteMap;
    return parsed?.remotes ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shell's remote map (written into the page by its server, else `/remotes.json`, answered by the shell's server from topology + REMOTE_*_URL). Kept for
 * the page's life (a failed read is retried next time); `fresh` reads it again (the status page's refresh).
 */
export function remoteMap({ fresh = false }: { fresh?: boolean } = {}): Promise<RemoteMap> {
  if (fresh) remoteMapPromise = undefined;
  else if (!remoteMapPromise) {
    const inline = inlineRemoteMap();
    if (inline) remoteMapPromise = Promise.resolve(inline);
  }
  remoteMapPromise ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteMap>;
    })
    .catch((error: unknown) => {
      remoteMapPromise = undefined;
      throw error;
    });
  return remoteMapPromise;
}

/** What a front end's `version.json` holds (shared-ui/build/build-info.mjs). */
export interface BuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
  /** The workspace packages built into this app's own bundle, by version (a division remote: @aurinko/division-pages). */
  bundles?: Record<string, string>;
}

/** One shared package as a build's `mf-manifest.json` declares it: the version this build brings. */
export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false | null;
}

export interface FederationManifest {
  name: string;
  shared: ManifestShared[];
}

export type Probe<T> =
  | { up: true; ms: number; body: T }
  | { up: false; ms: number; status: number; error: string };

/** How long a probe waits before calling a front end down. */
export const PROBE_TIMEOUT_MS = 5000;

/**
 * Fetches a JSON file of a front end bypassing every cache, and times it: up (with the answer and the milliseconds
 * it took) or down (status 0 when nothing answered).
 */
export async function probeJson<T>(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<Probe<T>> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      return { up: false, ms: elapsed(), status: response.status, error: `HTTP ${response.status}` };
    }
    const body = (await response.json()) as T;
    return { up: true, ms: elapsed(), body };
  } catch (error) {
    return {
      up: false,
      ms: elapsed(),
      status: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The `version.json` beside a manifest (same folder). */
export const buildInfoUrl = (manifestUrl: string) => new URL('version.json', manifestUrl).href;

/** One version of a shared package in the runtime's share scope. */
export interface SharedInUse {
  name: string;
  version: string;
  /** The federation name of the app whose build provides this copy. */
  from: string;
  /** The federation names of the apps that took it. */
  usedBy: string[];
  loaded: boolean;
}

interface RuntimeShared {
  version?: string;
  from?: string;
  useIn?: string[];
  loaded?: boolean;
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, RuntimeShared>>>>;

/**
 * The share scope of the federation runtime in this tab (`__FEDERATION__.__SHARE__`: instance → scope → package →
 * version): every registered copy of every shared package, who provides it and who uses it. Empty outside a
 * federated page.
 */
export function shareScopeUsage(): SharedInUse[] {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;
  const found = new Map<string, SharedInUse>();
  for (const instance of Object.values(scopes ?? {})) {
    for (const scope of Object.values(instance ?? {})) {
      for (const [name, versions] of Object.entries(scope ?? {})) {
        for (const [version, shared] of Object.entries(versions ?? {})) {
          const key = `${name}@${version}@${shared.from ?? ''}`;
          const entry = found.get(key) ?? {
            name,
            version: shared.version ?? version,
            from: shared.from ?? '',
            usedBy: [],
            loaded: false,
          };
          for (const user of shared.useIn ?? []) if (!entry.usedBy.includes(user)) entry.usedBy.push(user);
          entry.loaded ||= shared.loaded === true;
          found.set(key, entry);
        }
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/** The copy of `name` that the app `federationName` is using in this tab, if it has loaded it. */
export function sharedUsedBy(usage: readonly SharedInUse[], federationName: string, name: string) {
  return usage.find((entry) => entry.name === name && entry.usedBy.includes(federationName));
}

import type { RemoteName } from '@aurinko/contract/topology';
import { type RemoteMap, remoteMap } from '@aurinko/shared-ui';
import type { ComponentType } from 'react';

export type { RemoteName };

const registered = new Set<RemoteName>();

/**
 * How long a remote may take to load (manifest, entry, the exposed module's chunks) before its area shows the
 * "temporarily unavailable" fallback with retry: the remote map's `loadTimeoutMs` (REMOTE_LOAD_TIMEOUT_MS on the
 * shell's server, shared-ui/contract/topology.mjs), else 8 s. A hung server (a stopped process accepts the connection and never
 * answers) would otherwise keep the loading screen up for as long as the browser waits — minutes.
 */
export const DEFAULT_LOAD_TIMEOUT_MS = 8000;

export async function loadTimeoutMs(): Promise<number> {
  const map: RemoteMap & { loadTimeoutMs?: unknown } = await remoteMap().catch(() => ({ remotes: {} }));
  const value = map.loadTimeoutMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_LOAD_TIMEOUT_MS;
}

/** `work`, or a rejection naming the remote once `ms` have passed without an answer. */
export function withinBudget<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote "${name}" did not load within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The page's federation runtime, fetched and started on first use (host.ts). */
let host: Promise<typeof import('./host')> | undefined;
export function federationHost() {
  host ??= import('./host');
  return host.then((module) => module.federation);
}

async function register(name: RemoteName, force: boolean): Promise<void> {
  if (registered.has(name) && !force) return;
  // Where the remotes live is learned at run time — from the map the shell's server wrote into the page, else from
  // `/remotes.json` — so pointing the site at a new remote build or host needs no shell rebuild. A retry reads it
  // again. shared-ui reads it (the status page shows it too).
  const { remotes } = await remoteMap({ fresh: force });
  const entry = remotes[name]?.manifest;
  if (!entry) throw new Error(`remotes.json has no entry for "${name}"`);
  // `force` drops the runtime's cached (failed) container so a retry really fetches again.
  (await federationHost()).registerRemotes([{ name, entry }], { force });
  registered.add(name);
}

const loads = new Map<string, { attempt: number; load: Promise<{ default: ComponentType<never> }> }>();

/**
 * Loads `<remote>/<module>` (registering the remote on first use). Remotes are fetched only when
 * their route is first visited. A retry (`attempt` > 0) re-registers the remote so a server that came back is used.
 * A load that takes longer than the remote map's budget fails (withinBudget): its area shows the fallback with retry.
 *
 * One load per module and attempt: React may call this again for the same area (a mount it discarded), and
 * after a failure inside the remote's code — e.g. the runtime refusing a remote built against an incompatible
 * shared core — the federation runtime answers a second `loadRemote` with the half-initialised module (`{}`),
 * which would hide the real error. Every caller gets the first answer, error included, until the next attempt.
 */
export function loadRemoteComponent<P extends object>(
  name: RemoteName,
  module: string,
  attempt = 0,
): Promise<{ default: ComponentType<P> }> {
  const key = `${name}/${module}`;
  let load = loads.get(key)?.attempt === attempt ? loads.get(key)?.load : undefined;
  if (!load) {
    load = loadTimeoutMs().then((budget) =>
      withinBudget(
        (async () => {
          await register(name, attempt > 0);
          const loaded = await (await federationHost()).loadRemote<{ default: ComponentType<never> }>(key);
          if (!loaded?.default) throw new Error(`Remote module ${key} could not be loaded`);
          return loaded;
        })(),
        budget,
        name,
      ),
    );
    loads.set(key, { attempt, load });
  }
  return load as Promise<{ default: ComponentType<P> }>;
}

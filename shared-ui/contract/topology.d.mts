import type { Division } from './catalogue.mjs';

/** A remote's federation name: a division's, or the dashboard. */
export type RemoteName = Division | 'dashboard';
/** A top-level page of the site a remote serves with one of its exposed modules. */
export interface RemotePage {
  path: string;
  module: string;
}
export interface AppInfo {
  app: string;
  port: number;
  remote?: RemoteName;
  route?: string;
  /** Out of search engines, rendered in the browser only. */
  private?: boolean;
  /** Its area draws its own header, not the public site's header and footer (the dashboard). */
  ownFrame?: boolean;
  pages?: readonly RemotePage[];
}
/** Where the shell mounts a remote: its area (`prefix`) or one of its top-level pages (`module`). */
export interface RemoteMount {
  path: string;
  remote: RemoteName;
  /** The exposed module the page renders, when not `App`. */
  module?: string;
  /** Everything under `path` is the remote's. */
  prefix?: boolean;
  private?: boolean;
  /** Rendered in its own frame (the shell's DashboardFrame), not inside the site's layout. */
  ownFrame?: boolean;
}
export declare const APPS: Record<string, AppInfo>;
export declare const API_PORT: number;
export declare const REMOTE_APPS: AppInfo[];
export declare const REMOTE_MOUNTS: readonly RemoteMount[];
export declare function portOffset(env?: NodeJS.ProcessEnv): number;
export declare function portOf(app: string, env?: NodeJS.ProcessEnv): number;
export declare function remoteUrlVariable(remote: string): string;
export declare function remoteServerUrlVariable(remote: string): string;
export declare const DEFAULT_REMOTE_LOAD_TIMEOUT_MS: number;
export declare function remotesDocument(
  hostname: string,
  env?: NodeJS.ProcessEnv,
): { remotes: Record<string, { manifest: string; route: string }>; loadTimeoutMs: number };
export declare function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number;
/**
 * The manifest URL the shell's server uses for a remote, from configuration only: REMOTE_<NAME>_SERVER_URL, else an
 * absolute REMOTE_<NAME>_URL, else the remote's port on 127.0.0.1.
 */
export declare function serverManifestUrl(remote: string, env?: NodeJS.ProcessEnv): string;
export declare const DEFAULT_SITE_HOSTS: string[];
/** The host names the shell serves: SITE_HOSTS (else localhost, 127.0.0.1, [::1]) plus SITE_URL's. */
export declare function siteHostnames(env?: NodeJS.ProcessEnv): Set<string>;
export declare function hostnameOfHeader(host: string | undefined): string | undefined;
/** ASSET_BASE_URL for the shell, REMOTE_<NAME>_ASSET_BASE for a remote. */
export declare function assetBaseVariable(app: string): string;
/** Where the browser loads an app's hashed files from (ending in `/`), or undefined: its own server. */
export declare function assetBase(app: string, env?: NodeJS.ProcessEnv): string | undefined;
/** The origins of every configured asset base. */
export declare function assetOrigins(env?: NodeJS.ProcessEnv): string[];

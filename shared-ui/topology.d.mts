export interface AppInfo {
  app: string;
  port: number;
  remote?: string;
  route?: string;
}
export declare const APPS: Record<string, AppInfo>;
export declare const API_PORT: number;
export declare const REMOTE_APPS: AppInfo[];
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

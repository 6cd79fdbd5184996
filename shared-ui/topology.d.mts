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
export declare function remotesDocument(
  hostname: string,
  env?: NodeJS.ProcessEnv,
): { remotes: Record<string, { manifest: string; route: string }> };
/** The manifest URL the shell's server uses for a remote: REMOTE_<NAME>_SERVER_URL, else the browser's. */
export declare function serverManifestUrl(
  remote: string,
  browserManifest: string,
  env?: NodeJS.ProcessEnv,
): string;

// Types of static-server.mjs for TypeScript packages that import it (the API's proxy test).
export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  isShell?: boolean;
  apiTarget?: string;
  env?: NodeJS.ProcessEnv;
  siteOrigins?: string[];
  quiet?: boolean;
}
export interface StaticServer {
  ready: Promise<unknown>;
  /** The port it listens on (the system's choice when `port` was 0). */
  readonly port: number;
  setRoot(next: string): void;
  close(): Promise<unknown>;
}
export function startStaticServer(options: StaticServerOptions): StaticServer;
/** The origins of the video players the site may frame (CSP frame-src). */
export const VIDEO_PLAYER_ORIGINS: string[];
export function contentSecurityPolicy(remoteOrigins: string[], extraOrigins?: string[]): string;
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined;
/** Where a remote's server renders its area for the shell's server. */
export const REMOTE_RENDER_PATH: string;
export const MAX_HEADER_BYTES: number;
export const MAX_URL_LENGTH: number;

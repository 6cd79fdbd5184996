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
  /** The front end's name, for logs and metrics. */
  app?: string;
  /** Where the log lines (JSON) go; stdout by default. */
  log?: { write(line: string): unknown };
  /** Prometheus metrics on this internal port (0: none; default METRICS_PORT, else none). */
  metricsPort?: number;
  /** Where browsers load this app's hashed files from (ending in `/`, a CDN); default from the environment by `app`. */
  assetBase?: string;
}
export interface StaticServer {
  ready: Promise<unknown>;
  /** The port it listens on (the system's choice when `port` was 0). */
  readonly port: number;
  setRoot(next: string): void;
  /** Graceful stop: readiness 503, DRAIN_DELAY_MS of service, in-flight requests finish within DRAIN_TIMEOUT_MS. */
  drain(overrides?: { delayMs?: number; timeoutMs?: number }): Promise<unknown>;
  close(): Promise<unknown>;
}
export function startStaticServer(options: StaticServerOptions): StaticServer;
/** The origins of the video players the site may frame (CSP frame-src). */
export const VIDEO_PLAYER_ORIGINS: string[];
export function contentSecurityPolicy(
  remoteOrigins: string[],
  extraOrigins?: string[],
  assetOrigins?: string[],
): string;
/** An HTML page with its hashed files' addresses (`/static/…`, `static/…`) at `base` (a CDN). */
export function withAssetBase(html: string, base: string | undefined): string;
/** A remote's federation manifest with `metaData.publicPath` = `base` (a CDN). */
export function manifestWithAssetBase(text: string, base: string): string;
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined;
/** Where a remote's server renders its area for the shell's server. */
export const REMOTE_RENDER_PATH: string;
export const MAX_HEADER_BYTES: number;
export const MAX_URL_LENGTH: number;

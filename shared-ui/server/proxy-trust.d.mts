export declare const PROXY_NAMES: Record<string, string[]>;
export declare function normalizeAddress(address: string): string;
export interface ProxyTrust {
  /** The list as written (names kept), e.g. for Express's `trust proxy`. */
  entries: string[];
  isTrusted(address: string | undefined): boolean;
}
export declare function parseTrustedProxies(value: string | undefined, variable?: string): ProxyTrust;
export declare function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string;
export declare function forwardedForUpstream(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string;

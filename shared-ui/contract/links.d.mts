export declare const MAX_LINK_LENGTH: number;
/** A path on this site (`/…`, not `//…`) or an `https://` address without credentials. */
export declare function isSiteLink(value: unknown): value is string;
/** Whether a valid link stays on this site (rendered as an in-app link). */
export declare function isSitePath(value: string): boolean;

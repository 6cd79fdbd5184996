/** JSON Schema pattern of a link field ("" allowed: it removes the link). */
export declare const LINK_PATTERN: string;
export declare const MAX_LINK_LENGTH: number;
/** A path on this site (`/…`, not `//…`) or an `https://` address without credentials. */
export declare function isSiteLink(value: unknown): value is string;
/** Whether a valid link stays on this site (rendered as an in-app link). */
export declare function isSitePath(value: string): boolean;

export declare const DESCRIPTION_LENGTH: number;
/** A record's long text as a meta description: single spaces, cut at a word boundary with an ellipsis. */
export declare function summarize(text: string | null | undefined, max?: number): string;

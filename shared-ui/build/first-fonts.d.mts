#!/usr/bin/env node
/** A unicode-range for a set of characters, consecutive code points merged. @param {Iterable<string>} chars */
export function unicodeRange(chars: Iterable<string>): string;
export function makeFirstFonts(): Promise<{
    files: Record<string, Buffer<ArrayBufferLike>>;
    css: {
        'first-faces.css': string;
        'ko-first-faces.css': string;
    };
    korean: {
        kept: number;
        of: number;
    };
}>;
/** Korean's two files together at most this many bytes: with the Latin subset, a Korean first view ≤ 1.5× English. */
export const KOREAN_BUDGET: number;

/**
 * A link's address: a path of this site, an https/http address or mailto — never javascript:, data:, `//host`.
 * @returns {value is string}
 */
export function isRichTextLink(value: unknown): value is string;
/**
 * @param {unknown} value
 * @returns {{doc: RichTextDoc} | {error: string}}
 */
export function normalizeRichText(value: unknown): {
    doc: RichTextDoc;
} | {
    error: string;
};
/** @param {unknown} value @returns {value is RichTextDoc} */
export function isRichText(value: unknown): value is RichTextDoc;
/**
 * THE renderer: a document as safe HTML (an invalid one renders as nothing; the API never stores one).
 * @param {unknown} value
 */
export function richTextToHtml(value: unknown): string;
/**
 * The document's text alone, blocks separated by line breaks ('' for anything that is not a document).
 * @param {unknown} value
 */
export function richTextToPlainText(value: unknown): string;
/** True when a document holds no text (an empty editor). @param {unknown} value */
export function isRichTextEmpty(value: unknown): boolean;
/**
 * Plain text as a document, without loss: paragraphs split on blank lines, line breaks inside one kept as hardBreaks.
 * @param {string} text
 * @returns {RichTextDoc}
 */
export function plainTextToRichText(text: string): RichTextDoc;
/**
 * The old blog section's paragraphs (a list of plain texts) as one document: one paragraph each.
 * @param {string[]} paragraphs
 * @returns {RichTextDoc}
 */
export function paragraphsToRichText(paragraphs: string[]): RichTextDoc;
/** The node types a document may hold (what the editor offers). */
export const RICH_TEXT_NODES: readonly string[];
/** The marks text may carry. */
export const RICH_TEXT_MARKS: readonly ["bold", "italic", "link"];
/** Heading levels: the page's title is the h1, a section's heading its h2. */
export const HEADING_LEVELS: readonly [3, 4];
export function isExternalLink(href: string): boolean;
/** The document of an empty editor (a language without text). */
export const EMPTY_RICH_TEXT: Readonly<{
    type: "doc";
    content: readonly never[];
}>;
/**
 * a node's or mark's attributes
 */
export type RichTextAttrs = Record<string, string | number | boolean | null>;
export type RichTextMark = {
    type: string;
    attrs?: RichTextAttrs;
};
export type RichTextNode = {
    type: string;
    text?: string;
    attrs?: RichTextAttrs;
    marks?: RichTextMark[];
    content?: RichTextNode[];
};
/**
 * The editor's structured JSON (TipTap/ProseMirror's document shape).
 */
export type RichTextDoc = {
    type: "doc";
    content: RichTextNode[];
};

export interface RichTextMark {
  type: string;
  attrs?: Record<string, string | number | boolean | null>;
}
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, string | number | boolean | null>;
  marks?: RichTextMark[];
  content?: RichTextNode[];
}
/** The editor's structured JSON (TipTap/ProseMirror's document shape). */
export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}
export declare const RICH_TEXT_NODES: readonly string[];
export declare const RICH_TEXT_MARKS: readonly ['bold', 'italic', 'link'];
export declare const HEADING_LEVELS: readonly [3, 4];
export declare const EMPTY_RICH_TEXT: Readonly<RichTextDoc>;
export declare function isRichTextLink(value: unknown): value is string;
export declare function isExternalLink(href: string): boolean;
export declare function normalizeRichText(value: unknown): { doc: RichTextDoc } | { error: string };
export declare function isRichText(value: unknown): value is RichTextDoc;
export declare function richTextToHtml(value: unknown): string;
export declare function richTextToPlainText(value: unknown): string;
export declare function isRichTextEmpty(value: unknown): boolean;
export declare function plainTextToRichText(text: string): RichTextDoc;
export declare function paragraphsToRichText(paragraphs: string[]): RichTextDoc;

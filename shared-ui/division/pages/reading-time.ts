import { richTextToPlainText } from '@aurinko/shared-ui';

/** Words a reader gets through in a minute; the usual figure for screen reading of non-fiction. */
export const WORDS_PER_MINUTE = 200;

/** The words of a text: runs of letters or digits (any script), so punctuation and spacing do not count. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu)?.length ?? 0;
}

/** Minutes to read a post's sections (headings and rich text bodies), rounded up, at least 1. */
export function readingMinutes(sections: ReadonlyArray<{ heading: string; body: unknown }>): number {
  const words = sections.reduce(
    (sum, section) => sum + countWords(section.heading) + countWords(richTextToPlainText(section.body)),
    0,
  );
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

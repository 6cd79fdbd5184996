import bidiFactory, { type Bidi } from 'bidi-js';

/** The fonts a data sheet uses, by script: Noto Sans (Latin, Cyrillic, Greek …), Noto Sans Arabic, Noto Sans KR. */
export type Script = 'latin' | 'arabic' | 'korean';

/** One piece of a line drawn with one font in one direction, ready for the PDF library, left to right. */
export interface Run {
  /** What to hand the shaper. Arabic runs stay in logical order: the shaper (fontkit) joins and reverses them. */
  text: string;
  script: Script;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

/** Width of `text` drawn in one font at the current size (after shaping). */
export type Measure = (text: string, script: Script) => number;

// bidi-js is CommonJS: its default import is the factory at run time, though its types describe an ES module.
const bidi = (bidiFactory as unknown as () => Bidi)();

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const KOREAN =
  /[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff\u4e00-\u9fff\uff00-\uffef]/;

function scriptOf(char: string, previous: Script | undefined): Script {
  if (ARABIC.test(char)) return 'arabic';
  if (KOREAN.test(char)) return 'korean';
  // A space belongs to the words around it (every font has one), so a run is not split at each word.
  if (char === ' ' && previous) return previous;
  return 'latin';
}

/** Splits logical text into pieces of one script each. */
function byScript(text: string): Array<{ text: string; script: Script }> {
  const pieces: Array<{ text: string; script: Script }> = [];
  let previous: Script | undefined;
  for (const char of text) {
    const script = scriptOf(char, previous);
    const last = pieces.at(-1);
    if (last && last.script === script) last.text += char;
    else pieces.push({ text: char, script });
    previous = script;
  }
  return pieces;
}

function widthOf(text: string, measure: Measure): number {
  return byScript(text).reduce((sum, piece) => sum + measure(piece.text, piece.script), 0);
}

/** Break opportunities: after each run of spaces; a word wider than the line is cut between characters. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function splitLongToken(token: string, maxWidth: number, measure: Measure): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of token) {
    if (current && widthOf(current + char, measure) > maxWidth) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Logical line ranges [start, end) of one paragraph, greedy by width. */
function breakLines(text: string, maxWidth: number, measure: Measure): Array<[number, number]> {
  const lines: Array<[number, number]> = [];
  let start = 0;
  let position = 0;
  let width = 0;
  for (const whole of tokens(text)) {
    const pieces =
      widthOf(whole.trimEnd(), measure) > maxWidth ? splitLongToken(whole, maxWidth, measure) : [whole];
    for (const token of pieces) {
      const visible = widthOf(token.trimEnd(), measure);
      if (position > start && width + visible > maxWidth) {
        lines.push([start, position]);
        start = position;
        width = 0;
      }
      width += widthOf(token, measure);
      position += token.length;
    }
  }
  if (position > start) lines.push([start, position]);
  return lines;
}

/**
 * Lays out one paragraph (no line breaks inside) into lines of runs in visual order, with the Unicode
 * Bidirectional Algorithm (bidi-js): an Arabic paragraph reads right to left, and the Latin words and numbers
 * inside it keep their own order. Mirrored characters (brackets) are swapped in right-to-left runs. Each run holds
 * one script, so the PDF library can shape it with the font that covers it.
 */
export function layoutParagraph(
  text: string,
  maxWidth: number,
  direction: 'ltr' | 'rtl',
  measure: Measure,
): Line[] {
  const clean = text.replace(/[\t\r\n]+/g, ' ').trim();
  if (!clean) return [];
  const levels = bidi.getEmbeddingLevels(clean, direction);
  const mirrored = bidi.getMirroredCharactersMap(clean, levels.levels);
  const lines: Line[] = [];
  for (const [start, end] of breakLines(clean, maxWidth, measure)) {
    let last = end - 1;
    while (last > start && clean[last] === ' ') last--;
    const order = bidi.getReorderedIndices(clean, levels, start, last).slice(start, last + 1);
    // Group the visual order into runs of one level and one script, each as a logical range.
    const groups: Array<{ from: number; to: number; level: number; script: Script }> = [];
    let previous: Script | undefined;
    for (const index of order) {
      const level = levels.levels[index] ?? 0;
      const script = scriptOf(clean[index] ?? ' ', previous);
      previous = script;
      const group = groups.at(-1);
      const step = level % 2 === 1 ? -1 : 1;
      if (group && group.level === level && group.script === script && index === group.to + step) {
        group.to = index;
      } else {
        groups.push({ from: index, to: index, level, script });
      }
    }
    const runs = groups.map((group) => {
      const rtl = group.level % 2 === 1;
      const low = Math.min(group.from, group.to);
      const high = Math.max(group.from, group.to);
      let logical = '';
      for (let i = low; i <= high; i++) logical += (rtl && mirrored.get(i)) || clean[i];
      // fontkit reverses every run of Arabic script itself. So a right-to-left run of anything else (brackets,
      // punctuation between Arabic words) is reversed here, and so is a left-to-right run of Arabic script (Arabic-
      // Indic digits, which do not join), so fontkit's reversal puts it back in reading order.
      const reverse = rtl !== (group.script === 'arabic');
      const runText = reverse ? [...logical].reverse().join('') : logical;
      return { text: runText, script: group.script, width: measure(runText, group.script) };
    });
    lines.push({ runs, width: runs.reduce((sum, run) => sum + run.width, 0) });
  }
  return lines;
}

import { describe, expect, it } from 'vitest';
import { layoutParagraph } from '../src/content/datasheet/bidi-layout.js';

/** Every character one unit wide: widths are character counts. */
const measure = (text: string) => [...text].length;
const runs = (text: string, width = 1000, direction: 'ltr' | 'rtl' = 'rtl') =>
  layoutParagraph(text, width, direction, measure).map((line) =>
    line.runs.map((run) => [run.text, run.script]),
  );

describe('data sheet text layout (Unicode bidi)', () => {
  it('keeps a left-to-right paragraph in one run and wraps it at spaces by width', () => {
    expect(runs('Calcium and magnesium for dairy cows', 16, 'ltr')).toEqual([
      [['Calcium and', 'latin']],
      [['magnesium for', 'latin']],
      [['dairy cows', 'latin']],
    ]);
  });

  it('orders an Arabic paragraph right to left with its number and Latin words in reading order', () => {
    // Logical "سائل 500 ml للأبقار"; drawn left to right: للأبقار, ml, 500, سائل (a browser shows the same).
    // Arabic runs stay in logical order: the shaper (fontkit) joins and reverses them.
    expect(runs('سائل 500 ml للأبقار')).toEqual([
      [
        [' للأبقار', 'arabic'],
        ['ml', 'latin'],
        [' ', 'latin'],
        ['500', 'latin'],
        [' ', 'latin'],
        ['سائل', 'arabic'],
      ],
    ]);
  });

  it('mirrors brackets in right-to-left text and keeps Arabic-Indic digits in reading order', () => {
    // Logical "كالسيوم (٥٠٠ مل)": the closing bracket is drawn first (leftmost), mirrored to "(".
    expect(runs('كالسيوم (٥٠٠ مل)')).toEqual([
      [
        ['(', 'latin'],
        [' مل', 'arabic'],
        // fontkit reverses every Arabic-script run, so digits (left to right) are handed over reversed.
        ['٠٠٥', 'arabic'],
        [') ', 'latin'],
        ['كالسيوم', 'arabic'],
      ],
    ]);
  });

  it('puts Korean in its own font runs and cuts a word wider than the line', () => {
    expect(runs('칼시맥스 액상 ml', 1000, 'ltr')).toEqual([
      [
        ['칼시맥스 액상 ', 'korean'],
        ['ml', 'latin'],
      ],
    ]);
    expect(runs('Supercalifragilistic', 8, 'ltr').map((line) => line[0]?.[0])).toEqual([
      'Supercal',
      'ifragili',
      'stic',
    ]);
  });
});

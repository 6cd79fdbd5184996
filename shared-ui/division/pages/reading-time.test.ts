import { paragraphsToRichText } from '@aurinko/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('reading time', () => {
  it('counts words of any script, not punctuation or spacing', () => {
    expect(countWords('Healthy soil, healthy crops — every season.')).toBe(6);
    expect(countWords('التربة الصحية تعني محاصيل صحية.')).toBe(5);
    expect(countWords('건강한 토양은 건강한 작물을 만듭니다.')).toBe(5);
    expect(countWords('Здоровая почва — здоровый урожай.')).toBe(4);
    expect(countWords("farmer's l'agriculture 50 g")).toBe(4);
    expect(countWords('  … — ')).toBe(0);
  });

  it('counts headings and rich text bodies of every section, rounds up and never says less than a minute', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([{ heading: 'Short', body: paragraphsToRichText(['A few words.']) }])).toBe(1);
    expect(readingMinutes([{ heading: '', body: paragraphsToRichText([words(WORDS_PER_MINUTE)]) }])).toBe(1);
    expect(readingMinutes([{ heading: 'One', body: paragraphsToRichText([words(WORDS_PER_MINUTE)]) }])).toBe(
      2,
    );
    expect(
      readingMinutes([
        { heading: words(10), body: paragraphsToRichText([words(400), words(390)]) },
        { heading: '', body: paragraphsToRichText([words(400, 'كلمة')]) },
      ]),
    ).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { ltrRuns } from './bidi';

const runs = (text: string) =>
  ltrRuns(text)
    .filter((piece) => piece.ltr)
    .map((piece) => piece.text);

describe('ltrRuns', () => {
  it('keeps an address, a phone number and a company name whole', () => {
    expect(runs('14 Coronation Avenue, Msasa, Harare, Zimbabwe')).toEqual([
      '14 Coronation Avenue, Msasa, Harare, Zimbabwe',
    ]);
    expect(runs('يُرجى إدخال رمز الدولة، مثل: +91 98765 43210.')).toEqual(['+91 98765 43210']);
    expect(runs('Aurinko Life Sciences (Pvt) Ltd.')).toEqual(['Aurinko Life Sciences (Pvt) Ltd.']);
  });

  it('takes an abbreviation’s full stop but not the one that ends the sentence', () => {
    expect(runs('© 2026 Aurinko Life Sciences Pvt. Ltd. جميع الحقوق محفوظة.')).toEqual([
      '© 2026 Aurinko Life Sciences Pvt. Ltd.',
    ]);
    expect(runs('تحمل منشآتنا شهادة ISO 22000:2018.')).toEqual(['ISO 22000:2018']);
  });

  it('splits a list joined by Arabic letters and leaves Arabic brackets alone', () => {
    expect(runs('WHO-GMP وFSSAI وISO 9001:2015')).toEqual(['WHO-GMP', 'FSSAI', 'ISO 9001:2015']);
    expect(runs('عبوة (1 L bottle)')).toEqual(['(1 L bottle)']);
    expect(runs('(مثل ISO 9001) و')).toEqual(['ISO 9001']);
  });

  it('gives the text back unchanged when joined', () => {
    const text = 'عبوة 1 L bottle، و(Pvt) Ltd. هنا';
    expect(
      ltrRuns(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});

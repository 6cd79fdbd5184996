import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { facesFor, parseUnicodeRange } from './script-fonts';

/** The full Korean family's faces as the browser lists them: fontsource's @font-face rules, family and range. */
function koreanFaces(): FontFace[] {
  const css = readFileSync(
    createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-kr/wght.css'),
    'utf8',
  );
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule = '']) => ({
    family: /font-family:\s*'([^']+)'/.exec(rule)?.[1] ?? '',
    unicodeRange: /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '',
    file: /url\(([^)]+)\)/.exec(rule)?.[1] ?? '',
  })) as unknown as FontFace[];
}

describe('script fonts', () => {
  it('read a unicode-range as the browser writes it: single points, spans and wildcards', () => {
    expect(parseUnicodeRange('U+ac00-ac0f, U+3131,u+4??')).toEqual([
      [0xac00, 0xac0f],
      [0x3131, 0x3131],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });

  it("pick the Korean slices a text's syllables fall in, each once, and no other", () => {
    const faces = koreanFaces();
    expect(faces.length).toBeGreaterThan(100);
    const text = '회사 소개 회사';
    const codePoints = new Set([...text.replace(/\s/g, '')].map((c) => c.codePointAt(0) ?? 0));
    const picked = facesFor(faces, 'Noto Sans KR Variable', codePoints);
    expect(picked.length).toBeGreaterThan(0);
    expect(new Set(picked).size).toBe(picked.length);
    // Every syllable is in one of the picked slices, and every picked slice holds one of the syllables.
    const spans = picked.map((face) => parseUnicodeRange(face.unicodeRange));
    for (const code of codePoints)
      expect(spans.some((s) => s.some(([a, b]) => code >= a && code <= b))).toBe(true);
    for (const s of spans)
      expect([...codePoints].some((code) => s.some(([a, b]) => code >= a && code <= b))).toBe(true);
    // Another family's faces are never picked, and a text without Hangul picks nothing.
    expect(facesFor(faces, 'Noto Sans KR First', codePoints)).toEqual([]);
    expect(facesFor(faces, 'Noto Sans KR Variable', new Set())).toEqual([]);
  });
});

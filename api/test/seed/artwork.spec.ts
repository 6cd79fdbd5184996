import { describe, expect, it } from 'vitest';
import {
  avatarSvg,
  bannerSvg,
  type PackShape,
  photoSvg,
  posterSvg,
  productSvg,
} from '../../src/content/seed/assets.js';

/** What the seed's drawings say: nothing that would need translating (issue 17). */
const texts = (svg: string) => [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)];

describe('seeded artwork', () => {
  it('draws gallery photos, portraits, video posters and banners without any words', () => {
    for (const svg of [
      photoSvg('laboratory', '#b45309', 1),
      photoSvg('exhibitions', '#0e7490', 2),
      avatarSvg('#7c3aed'),
      posterSvg('#15803d', 1),
      bannerSvg('#0e7490', 3),
    ]) {
      expect(svg).toMatch(/^<svg /);
      expect(texts(svg)).toEqual([]);
    }
  });

  it("puts only the product's brand name on the pack's label, left to right, on every pack shape", () => {
    const shapes: PackShape[] = ['capsule', 'bottle', 'sack', 'jar', 'tube', 'box', 'can', 'pouch'];
    for (const shape of shapes) {
      for (const name of ['Neuna Iron', 'Calm Sleep Ashwagandha', 'Nano NPK 19-19-19', 'ProBiota']) {
        const lines = texts(productSvg(name, '#0e7490', shape));
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.length).toBeLessThanOrEqual(2);
        expect(lines.map(([, , line]) => line).join(' ')).toBe(name);
        for (const [, attributes] of lines) expect(attributes).toContain("direction='ltr'");
      }
    }
  });
});

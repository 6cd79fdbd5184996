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
      photoSvg('laboratory', 'veterinary', 'gallery:1'),
      photoSvg('exhibitions', 'human', 'gallery:2'),
      photoSvg('farmers-fairs', 'agriculture', 'gallery:3'),
      photoSvg('farmers-fairs', 'veterinary', 'gallery:4'),
      avatarSvg('faculty:0'),
      posterSvg('agriculture', 'video:1'),
      posterSvg('company', 'video:2'),
      bannerSvg('human', 'page:human/about'),
      bannerSvg('veterinary', 'page:veterinary/livestock'),
    ]) {
      expect(svg).toMatch(/^<svg /);
      expect(texts(svg)).toEqual([]);
    }
  });

  it('draws one picture per seed text: the same again for the same page, another for another page', () => {
    expect(bannerSvg('human', 'blog:a')).toBe(bannerSvg('human', 'blog:a'));
    const pictures = new Set(
      ['blog:a', 'blog:b', 'page:human/about', 'slider:human:0', 'slider:human:1'].map((seed) =>
        bannerSvg('human', seed),
      ),
    );
    expect(pictures.size).toBe(5);
    expect(photoSvg('exhibitions', 'human', 'event:x:0')).not.toBe(
      photoSvg('exhibitions', 'human', 'event:x:1'),
    );
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, illustrationSvg } from '../../scripts/illustrations.mjs';

/** The bundled illustrations are the art system's drawings, as `scripts/draw-illustrations.mjs` writes them. */
describe('home illustrations', () => {
  it.each(Object.keys(ILLUSTRATIONS))('%s.svg is what the art system draws, with no words', (name) => {
    const file = readFileSync(new URL(`./${name}.svg`, import.meta.url), 'utf8');
    expect(file).toBe(`${illustrationSvg(name)}\n`);
    expect(file).not.toMatch(/<text\b/);
  });

  it('draws each illustration differently', () => {
    const names = Object.keys(ILLUSTRATIONS);
    expect(new Set(names.map(illustrationSvg)).size).toBe(names.length);
  });
});

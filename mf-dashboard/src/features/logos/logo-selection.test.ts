import { describe, expect, it } from 'vitest';
import { checkSelection, isImageFile, MAX_LOGOS_PER_UPLOAD } from './logo-selection';

const file = (name: string, type: string) => ({ name, type });
const png = (n: number) => file(`logo-${n}.png`, 'image/png');

describe('logo selection rules', () => {
  it('allows at most 4 logos per upload', () => {
    expect(MAX_LOGOS_PER_UPLOAD).toBe(4);
    expect(checkSelection([1, 2, 3, 4].map(png))).toMatchObject({ ok: true });
    expect(checkSelection([1, 2, 3, 4, 5].map(png))).toEqual({ ok: false, problem: 'too-many', count: 5 });
  });

  it('needs at least one file', () => {
    expect(checkSelection([])).toEqual({ ok: false, problem: 'empty' });
  });

  it('accepts the raster images the API accepts, by type and extension', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.JPG', 'image/jpeg'],
      ['c.jpeg', 'image/jpeg'],
      ['d.webp', 'image/webp'],
      ['e.gif', 'image/gif'],
      ['f.avif', 'image/avif'],
    ] as const) {
      expect(isImageFile(file(name, type)), name).toBe(true);
    }
  });

  it('refuses non-images by MIME type and by extension, naming them', () => {
    expect(isImageFile(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isImageFile(file('notes.png', 'text/plain'))).toBe(false);
    expect(isImageFile(file('photo.exe', 'image/png'))).toBe(false);
    expect(isImageFile(file('vector.svg', 'image/svg+xml'))).toBe(false);
    expect(isImageFile(file('no-extension', 'image/png'))).toBe(false);
    expect(checkSelection([png(1), file('notes.txt', 'text/plain')])).toEqual({
      ok: false,
      problem: 'not-image',
      rejected: ['notes.txt'],
    });
  });

  it('checks the count before the types', () => {
    const six = [...[1, 2, 3, 4, 5].map(png), file('x.txt', 'text/plain')];
    expect(checkSelection(six)).toMatchObject({ ok: false, problem: 'too-many' });
  });
});

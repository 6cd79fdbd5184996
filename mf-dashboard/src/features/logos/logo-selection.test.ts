import { describe, expect, it } from 'vitest';
import { checkSelection, isImageFile, MAX_LOGOS_PER_UPLOAD, uploadRefusal } from './logo-selection';

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

describe('uploadRefusal', () => {
  it('says why the server refused: type (415), size (413), dimensions, unreadable, no answer, its own message (400), else the fallback', () => {
    expect(uploadRefusal({ status: 415, message: 'image: not an image' }, 'toast.uploadFailed')).toEqual({
      key: 'toast.refusedType',
    });
    expect(uploadRefusal({ status: 413, message: '' }, 'toast.uploadFailed')).toEqual({
      key: 'toast.refusedSize',
      values: { max: 5 },
    });
    expect(
      uploadRefusal(
        {
          status: 400,
          message: 'image: 9000 × 9000 pixels',
          details: { reason: 'dimensions', width: 9000, height: 9000, maxPixels: 40_000_000 },
        },
        'toast.updateFailed',
      ),
    ).toEqual({ key: 'toast.refusedDimensions', values: { width: 9000, height: 9000, max: 40 } });
    expect(
      uploadRefusal({ status: 400, message: 'x', details: { reason: 'unreadable' } }, 'toast.uploadFailed'),
    ).toEqual({ key: 'toast.refusedUnreadable' });
    expect(
      uploadRefusal({ status: 400, message: 'image: refused for a reason of its own' }, 'toast.updateFailed'),
    ).toEqual({
      key: 'toast.refusedOther',
      values: { message: 'image: refused for a reason of its own' },
    });
    expect(uploadRefusal(new TypeError('Failed to fetch'), 'toast.uploadFailed')).toEqual({
      key: 'toast.refusedNetwork',
    });
    expect(uploadRefusal({ status: 500, message: 'Internal server error' }, 'toast.uploadFailed')).toEqual({
      key: 'toast.uploadFailed',
    });
    // A logo deleted meanwhile: no reason about the file, the update simply failed.
    expect(uploadRefusal({ status: 404, message: 'Logo 7 not found' }, 'toast.updateFailed')).toEqual({
      key: 'toast.updateFailed',
    });
  });
});

import { ApiError } from '@aurinko/shared-ui';
import { describe, expect, it } from 'vitest';
import { checkMediaFile, kindOfFile, mediaRefusal } from './media-refusal';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('media library refusals', () => {
  it('knows the kinds it takes by type or name, and refuses SVG and anything else before uploading', () => {
    expect(kindOfFile(file('a.png', 'image/png'))).toBe('image');
    expect(kindOfFile(file('a.pdf', ''))).toBe('pdf');
    expect(kindOfFile(file('a.webm', ''))).toBe('video');
    expect(kindOfFile(file('a.svg', 'image/svg+xml'))).toBeUndefined();
    expect(checkMediaFile(file('notes.txt', 'text/plain'))).toEqual({
      key: 'refused.type',
      values: { name: 'notes.txt' },
    });
    // A replace takes the item's own kind only.
    expect(checkMediaFile(file('x.pdf', 'application/pdf'), 'image')?.key).toBe('refused.type');
    expect(checkMediaFile(file('big.png', 'image/png', 5 * 1024 * 1024 + 1))).toEqual({
      key: 'refused.size',
      values: { name: 'big.png', max: 5 },
    });
    expect(checkMediaFile(file('ok.png', 'image/png'))).toBeUndefined();
  });

  it('says why the API refused: type (415), size (413 or the image limit), dimensions, unreadable, else its message', () => {
    expect(mediaRefusal(new ApiError('x', 415), 'a.png', 'image')).toEqual({
      key: 'refused.type',
      values: { name: 'a.png' },
    });
    expect(mediaRefusal(new ApiError('x', 413), 'a.pdf', 'pdf')).toEqual({
      key: 'refused.size',
      values: { name: 'a.pdf', max: 20 },
    });
    expect(
      mediaRefusal(
        new ApiError('image: a.png is larger than 5 MB', 400, {}, { reason: 'size' }),
        'a.png',
        'image',
      ).key,
    ).toBe('refused.size');
    expect(
      mediaRefusal(
        new ApiError(
          'x',
          400,
          {},
          { reason: 'dimensions', width: 8000, height: 6000, maxPixels: 40_000_000 },
        ),
        'a.png',
        'image',
      ),
    ).toEqual({ key: 'refused.dimensions', values: { name: 'a.png', width: 8000, height: 6000, max: 40 } });
    expect(mediaRefusal(new ApiError('', 0), 'a.png', 'image').key).toBe('refused.network');
    expect(
      mediaRefusal(
        new ApiError('image: a.png could not be read as an image', 400, {}, { reason: 'unreadable' }),
        'a.png',
        'image',
      ),
    ).toEqual({ key: 'refused.unreadable', values: { name: 'a.png' } });
    expect(
      mediaRefusal(new ApiError('image: refused for a reason of its own', 400), 'a.png', 'image'),
    ).toEqual({
      key: 'refused.other',
      values: { name: 'a.png', message: 'image: refused for a reason of its own' },
    });
  });
});

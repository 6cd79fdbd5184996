import {
  imageBaseOf,
  MAX_IMAGE_DIMENSION,
  responsiveSources,
  variantKeysOf,
} from '@aurinko/contract/image-variants';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { imageUrlForWidth, ResponsiveImage } from './ResponsiveImage';

const UPLOAD = '/api/uploads/products/0b9e7a52-6d8c-4b8e-9a1e-2f4c6d8e0a13.webp';
const BASE = UPLOAD.replace(/\.webp$/, '');

describe('the image variant convention (shared with the API)', () => {
  it('derives every variant from the one stored key', () => {
    expect(imageBaseOf('products/x.webp')).toBe('products/x');
    expect(variantKeysOf('products/x.webp')).toEqual([
      'products/x.w480.webp',
      'products/x.w960.webp',
      'products/x.fallback.jpg',
      'products/x.fallback.png',
    ]);
  });

  it('has no variants for documents, variants themselves or fallbacks', () => {
    for (const key of [
      'reports/x.pdf',
      'products/x.w480.webp',
      'products/x.fallback.jpg',
      'products/x.fallback',
    ]) {
      expect(imageBaseOf(key), key).toBeUndefined();
      expect(variantKeysOf(key), key).toEqual([]);
    }
  });

  it('offers a srcset only for uploaded images', () => {
    expect(responsiveSources(UPLOAD)).toEqual({
      srcSet: `${BASE}.w480.webp 480w, ${BASE}.w960.webp 960w, ${UPLOAD} ${MAX_IMAGE_DIMENSION}w`,
      fallback: `${BASE}.fallback`,
    });
    for (const url of [
      'https://cdn.example.com/x.webp',
      '/assets/hero.webp',
      '/api/uploads/reports/x.pdf',
      '',
      null,
    ]) {
      expect(responsiveSources(url), String(url)).toBeUndefined();
    }
  });
});

describe('ResponsiveImage', () => {
  it('renders a <picture> with a WebP srcset and the fallback <img>, lazy and decoded asynchronously', () => {
    const { container } = render(
      <ResponsiveImage
        src={UPLOAD}
        alt="Piglet starter"
        sizes="(min-width: 60rem) 20rem, 100vw"
        width={480}
        height={360}
        className="photo"
      />,
    );
    const picture = container.firstElementChild as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source') as HTMLSourceElement;
    expect(source.type).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      `${BASE}.w480.webp 480w, ${BASE}.w960.webp 960w, ${UPLOAD} 2000w`,
    );
    expect(source.getAttribute('sizes')).toBe('(min-width: 60rem) 20rem, 100vw');
    const img = screen.getByRole('img', { name: 'Piglet starter' });
    expect(img.parentElement).toBe(picture);
    expect(img.getAttribute('src')).toBe(`${BASE}.fallback`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.className).toBe('photo');
  });

  it('sizes defaults to the full viewport width', () => {
    const { container } = render(<ResponsiveImage src={UPLOAD} alt="" />);
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('100vw');
    // alt="" marks decoration: the image is hidden from the accessibility tree, not unlabelled.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('loads the first-screen image at once with high priority', () => {
    render(<ResponsiveImage src={UPLOAD} alt="Banner" priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows anything that is not an upload as a plain <img>, attributes and handlers passed on', () => {
    const onError = vi.fn();
    const { container } = render(
      <ResponsiveImage src="https://cdn.example.com/poster.jpg" alt="Poster" onError={onError} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/poster.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    img.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows a neutral surface in the same box, named by alt, when the file is missing', () => {
    const { container } = render(
      <ResponsiveImage
        src={`${BASE}.webp`}
        alt="Missing piglet"
        width={480}
        height={360}
        className="photo"
      />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const surface = container.querySelector('[role="img"]') as HTMLElement;
    expect(surface.tagName).toBe('SPAN');
    expect(surface.getAttribute('aria-label')).toBe('Missing piglet');
    expect(surface.hasAttribute('data-missing-image')).toBe(true);
    expect(surface.className).toContain('photo');
    expect(surface.style.aspectRatio).toBe('480 / 360');
    expect(container.querySelector('img')).toBeNull();
  });

  it('requires alt text', () => {
    // @ts-expect-error alt is required: an image without one is unreadable to screen reader users.
    render(<ResponsiveImage src={UPLOAD} />);
  });
});

describe('imageUrlForWidth', () => {
  it('answers the WebP variant of an upload, and anything else as is', () => {
    expect(imageUrlForWidth(UPLOAD, 960)).toBe(`${BASE}.w960.webp`);
    expect(imageUrlForWidth('https://example.com/a.webp', 480)).toBe('https://example.com/a.webp');
  });
});

describe('ResponsiveImage focalPoint', () => {
  const imgIn = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

  it('keeps the focal point in view through object-position, beside the caller’s own style', () => {
    const { container } = render(
      <ResponsiveImage src={UPLOAD} alt="Cows" focalPoint={{ x: 20, y: 75 }} style={{ opacity: 0.5 }} />,
    );
    expect(imgIn(container).style.objectPosition).toBe('20% 75%');
    expect(imgIn(container).style.opacity).toBe('0.5');
  });

  it('leaves the centre (no style) when there is none, and clamps what is out of range', () => {
    const { container, rerender } = render(<ResponsiveImage src={UPLOAD} alt="Cows" focalPoint={null} />);
    expect(imgIn(container).getAttribute('style')).toBeNull();
    rerender(<ResponsiveImage src={UPLOAD} alt="Cows" focalPoint={{ x: 140, y: -3 }} />);
    expect(imgIn(container).style.objectPosition).toBe('100% 0%');
  });
});

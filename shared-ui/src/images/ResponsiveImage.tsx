import {
  imageBaseOf,
  responsiveSources,
  UPLOADS_PATH,
  type VARIANT_WIDTHS,
  widthVariantOf,
} from '@aurinko/contract/image-variants';
import { type ImgHTMLAttributes, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { type FocalPoint, focalPointStyle } from './focal-point';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'alt' | 'loading' | 'decoding' | 'sizes'
  > {
  /** The URL the API answered (`/api/uploads/…/<name>.webp`). Anything else (an external address) is shown as is. */
  src: string;
  /** Required: what the image says, or `""` when it is decoration (its meaning is already in the text next to it). */
  alt: string;
  /**
   * How wide the image is shown, so the browser can pick the smallest file that is sharp enough: a CSS length or
   * media conditions, e.g. `(min-width: 60rem) 30vw, 100vw`. Default `100vw` (never too small, maybe too large).
   */
  sizes?: string;
  /** The first-screen image (seen without scrolling): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * Where the image's subject is (the admin sets it in the studio): in a slot of a fixed ratio that crops the image
   * (`object-fit: cover`), this point stays in view (`object-position`). Absent or null: the centre.
   */
  focalPoint?: FocalPoint | null;
}

/**
 * An uploaded image in the sizes and formats the API stores next to it (`@aurinko/contract/image-variants`):
 * a `<picture>` whose WebP `<source>` offers 480 px, 960 px and the full image, and whose `<img>` falls back to a
 * JPEG (PNG for transparent images) where WebP is not supported. Lazy and asynchronously decoded unless `priority`.
 *
 * A one-line swap for `<img src={url} alt={…} />`: every other `<img>` attribute (className, width/height, onError)
 * goes to the `<img>`, and the `<picture>` takes no box of its own (`display: contents`). The image's box must come
 * from CSS or width/height — a variant is never wider than the upload, so the files' widths are upper bounds.
 * A file that fails to load is replaced by a neutral surface of the same box (`data-missing-image`), named by `alt`.
 * Bundled assets (imported files, drawn illustrations) are not uploads: keep them as plain `<img>`.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  focalPoint,
  style,
  onError,
  ...img
}: ResponsiveImageProps) {
  const [missing, setMissing] = useState<string | null>(null);
  const element = useRef<HTMLImageElement>(null);
  // An image that failed before the page was taken over (server-rendered HTML) fired its error event unheard. Its
  // `complete` and `naturalWidth` alone cannot tell: a lazy image not yet near the viewport reads complete with no
  // size in Chromium (a partner logo below the fold turned into the missing surface while its file was fine).
  // `decode()` settles only once the file has loaded or failed: a failure (with nothing drawn) is a missing file.
  useEffect(() => {
    const node = element.current;
    if (!node?.complete || node.naturalWidth !== 0 || typeof node.decode !== 'function') return;
    let current = true;
    node.decode().catch(() => {
      if (current && node.naturalWidth === 0 && node.currentSrc) setMissing(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  if (missing === src) {
    // A missing file shows a designed neutral surface in the image's box, never the browser's broken-image mark.
    const { width, height, className } = img;
    const ratio = Number(width) > 0 && Number(height) > 0 ? `${width} / ${height}` : undefined;
    return (
      <span
        className={[styles.missing, className].filter(Boolean).join(' ')}
        style={{ ...style, aspectRatio: ratio }}
        data-missing-image=""
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }
  const failed = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setMissing(src);
    onError?.(event);
  };
  const sources = responsiveSources(src);
  const image = (
    <img
      {...img}
      ref={element}
      onError={failed}
      style={focalPoint ? { ...style, ...focalPointStyle(focalPoint) } : style}
      src={sources?.fallback ?? src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!sources) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={sources.srcSet} sizes={sizes} />
      {image}
    </picture>
  );
}

/**
 * The WebP variant of an uploaded image at most `width` px wide, for places that take one URL and no `srcset`
 * (a video's poster, a share preview). Anything that is not an uploaded image is answered as is.
 */
export function imageUrlForWidth(url: string, width: (typeof VARIANT_WIDTHS)[number]): string {
  const base = url.startsWith(UPLOADS_PATH) ? imageBaseOf(url) : undefined;
  return base === undefined ? url : widthVariantOf(base, width);
}

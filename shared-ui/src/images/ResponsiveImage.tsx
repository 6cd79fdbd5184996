import {
  imageBaseOf,
  responsiveSources,
  UPLOADS_PATH,
  type VARIANT_WIDTHS,
  widthVariantOf,
} from '@aurinko/contract/image-variants';
import type { ImgHTMLAttributes } from 'react';
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
 * Bundled assets (imported files, drawn illustrations) are not uploads: keep them as plain `<img>`.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  focalPoint,
  style,
  ...img
}: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const image = (
    <img
      {...img}
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

import type { CSSProperties } from 'react';

/**
 * Where an image's subject is, in whole percentages of its width and height from the top-left corner (the API's
 * `imageFocus` / `coverFocus`; the studio's focal point field sets it).
 */
export interface FocalPoint {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The `object-position` that keeps the focal point in view when `object-fit: cover` crops the image. */
export function focalPointStyle(point: FocalPoint): CSSProperties {
  return { objectPosition: `${clamp(point.x)}% ${clamp(point.y)}%` };
}

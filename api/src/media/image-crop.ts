import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import type { ValueTransformer } from 'typeorm';

/**
 * A library image's crop (issue 34): the rectangle of the uncropped picture that every use shows, in whole pixels of
 * that picture, from its top-left corner. The item's file (and its responsive variants) is that area; the uncropped
 * picture is kept beside it, so removing the crop brings the whole picture back.
 */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Stored as `"x y width height"` (a short varchar; the same on MySQL and SQLite). */
export const cropTransformer: ValueTransformer = {
  to: (value: ImageCrop | null | undefined) =>
    value ? `${value.x} ${value.y} ${value.width} ${value.height}` : value,
  from: (value: string | null): ImageCrop | null => {
    if (!value) return null;
    const [x, y, width, height] = value.split(' ').map(Number);
    return [x, y, width, height].every(Number.isInteger)
      ? { x: x as number, y: y as number, width: width as number, height: height as number }
      : null;
  },
};

const CROP_KEYS = ['height', 'width', 'x', 'y'];

/** The shape of a crop input: `{x, y, width, height}`, whole numbers (the image's bounds are the service's check). */
export function isCropShape(value: unknown): value is ImageCrop {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.keys(value).sort().join() !== CROP_KEYS.join()) return false;
  return Object.values(value).every(
    (n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100_000,
  );
}

/**
 * Where a crop does not fit an image of `width` × `height` pixels: the message naming the part of the field, or
 * undefined when it fits (inside the image, at least 1 px each way).
 */
export function cropProblem(crop: ImageCrop, width: number, height: number): string | undefined {
  if (crop.width < 1 || crop.height < 1) return 'crop must be at least 1 pixel wide and high';
  if (crop.x + crop.width > width || crop.y + crop.height > height) {
    return `crop must lie inside the image (${width} × ${height} pixels)`;
  }
  return undefined;
}

/** The crop input of `PUT /api/admin/media/:id`: `{x, y, width, height}` in pixels; `""` removes it. */
export function CropInput(): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    ApiPropertyOptional({
      nullable: true,
      description:
        'The area of the uncropped image every use shows, in whole pixels from its top-left corner; "" = the whole image',
      example: { x: 0, y: 0, width: 800, height: 450 },
    })(target, key);
    Transform(({ value }) => (value === '' ? null : value))(target, key);
    IsOptional()(target, key);
    ValidateBy({
      name: 'isCrop',
      validator: {
        validate: isCropShape,
        defaultMessage: () => `${name} must be {x, y, width, height}: whole numbers of pixels`,
      },
    })(target, key);
  };
}

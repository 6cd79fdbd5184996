import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import type { ValueTransformer } from 'typeorm';

/**
 * Where the subject of an image is, in whole percentages of its width and height (0–100, from the top-left corner).
 * A slot of a fixed ratio that crops the image (`object-fit: cover`) keeps this point in view
 * (`object-position: x% y%`); `null` means the centre.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Stored as `"x y"` (a short varchar; the same on MySQL and SQLite). */
export const focalPointTransformer: ValueTransformer = {
  to: (value: FocalPoint | null | undefined) => (value ? `${value.x} ${value.y}` : value),
  from: (value: string | null): FocalPoint | null => {
    if (!value) return null;
    const [x, y] = value.split(' ').map(Number);
    return Number.isInteger(x) && Number.isInteger(y) ? { x: x as number, y: y as number } : null;
  },
};

const isPercent = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;

export function isFocalPoint(value: unknown): value is FocalPoint {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { x, y } = value as Record<string, unknown>;
  return keys.length === 2 && isPercent(x) && isPercent(y);
}

/**
 * An image's focal point input: `{x, y}` in whole percentages 0–100; `""` removes it (the centre), as `""` removes a
 * link (a JSON null is refused everywhere: leave a field out to keep it).
 */
export function FocalPointInput(): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    ApiPropertyOptional({
      nullable: true,
      description: 'Where the image\'s subject is, in % of its width and height; "" = the centre',
      example: { x: 50, y: 30 },
    })(target, key);
    Transform(({ value }) => (value === '' ? null : value))(target, key);
    IsOptional()(target, key);
    ValidateBy({
      name: 'isFocalPoint',
      validator: {
        validate: isFocalPoint,
        defaultMessage: () => `${name} must be {x, y}: whole percentages from 0 to 100`,
      },
    })(target, key);
  };
}

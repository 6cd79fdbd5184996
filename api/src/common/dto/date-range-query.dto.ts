import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';
import { AdminPageQueryDto } from './pagination-query.dto.js';

// A date (`2026-11-28`, UTC midnight) or a date-time with a zone (`2026-11-28T00:00:00.000+04:00`, `…Z`). Years
// 2000–9999 only: both databases compare any such value, and nothing older than the site exists.
const INSTANT = /^(\d{4})-(\d\d)-(\d\d)(T\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d))?$/;

/** The instant a valid bound stands for, else undefined. */
export function parseInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = INSTANT.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(match[4] ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || Number(year) < 2000) return undefined;
  // `2026-02-31` would roll over to March: refuse it instead.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  return date;
}

function IsInstant() {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isInstant',
      target: target.constructor,
      propertyName: property,
      options: {
        message: `${property} must be a date (YYYY-MM-DD) or a date-time with a time zone, from the year 2000`,
      },
      validator: { validate: (value: unknown) => parseInstant(value) !== undefined },
    });
}

function IsAfterFrom() {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isAfterFrom',
      target: target.constructor,
      propertyName: property,
      options: { message: `${property} must be later than from` },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const from = parseInstant((args.object as { from?: unknown }).from);
          const to = parseInstant(value);
          return !from || !to || to > from;
        },
      },
    });
}

/**
 * An admin list with a time window: `from` ≤ time < `to` (either may be left out). The dashboard sends the
 * admin's local midnights, so "1 to 3 November" is `from=<1 Nov 00:00 local>&to=<4 Nov 00:00 local>`.
 */
export class AdminDateRangeQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({
    description: 'Inclusive start: YYYY-MM-DD (UTC) or an ISO 8601 date-time with zone',
  })
  @IsOptional()
  @IsInstant()
  from?: string;

  @ApiPropertyOptional({ description: 'Exclusive end: YYYY-MM-DD (UTC) or an ISO 8601 date-time with zone' })
  @IsOptional()
  @IsInstant()
  @IsAfterFrom()
  to?: string;

  /** The window as instants (validated already). */
  get window(): { from?: Date; to?: Date } {
    return { from: parseInstant(this.from), to: parseInstant(this.to) };
  }
}

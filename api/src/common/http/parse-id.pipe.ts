import { BadRequestException, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * The one definition of a well-formed id: decimal digits, no sign, no leading zero, no spaces, no exponent, no
 * fraction, no hex, within a signed 32-bit column. Checked on the raw string, before any conversion (Number('0x83')
 * is 131, Number(' 1') is 1).
 */
export function isWellFormedId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

/** Route params that hold ids: `id` and anything ending in `Id` (`productId`, …). */
export function isIdParamName(name: string): boolean {
  return name === 'id' || /^[a-z]\w*Id$/.test(name);
}

/** Path ids are strings in JSON (`"_id": "12"`) and positive integers in the database. */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string | number): number {
    // The global ValidationPipe may already have converted the param to a number (Number('0x83') is 131); the raw
    // string was checked by IdParamsInterceptor before any pipe ran, so a number here only needs its range.
    if (typeof value === 'number') value = String(value);
    if (!isWellFormedId(value)) throw new BadRequestException('id must be a positive integer id');
    return Number(value);
  }
}

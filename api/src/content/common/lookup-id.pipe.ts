import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { isWellFormedId } from '../../common/http/parse-id.pipe.js';

/**
 * Public detail pages have shareable URLs: an id that cannot exist is simply not found (404), like a missing one.
 * (Admin routes keep the stricter ParseIdPipe, which answers 400.)
 */
export class LookupIdPipe implements PipeTransform<string, number> {
  transform(value: string | number): number {
    // The global ValidationPipe may already have converted the param to a number (Number('0x83') is 131); the raw
    // string was checked by IdParamsInterceptor before any pipe ran, so a number here only needs its range.
    if (typeof value === 'number') value = String(value);
    if (!isWellFormedId(value)) throw new NotFoundException('Not found');
    return Number(value);
  }
}

import { NotFoundException, type PipeTransform } from '@nestjs/common';

/**
 * Public detail pages have shareable URLs: an id that cannot exist is simply not found (404), like a missing one.
 * (Admin routes keep the stricter ParseIdPipe, which answers 400.)
 */
export class LookupIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new NotFoundException('Not found');
    }
    return Number(value);
  }
}

import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** Path ids are strings in JSON (`"_id": "12"`) and positive integers in the database. */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new BadRequestException('id must be a positive integer id');
    }
    return Number(value);
  }
}

import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DIVISIONS } from './divisions.js';

const CHOICES = ['', ...DIVISIONS];

/** A studio input `division`: one of the three divisions, or `""` for all of them (stored as null). */
export function DivisionOrAllInput(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: CHOICES, description: '"" = every division' })(target, key);
    IsOptional()(target, key);
    IsIn(CHOICES, { message: `division must be one of: ${DIVISIONS.join(', ')}, or "" for all` })(
      target,
      key,
    );
  };
}

/** `""` → null, so "all divisions" is stored one way. */
export function divisionOrNull(record: { division: string | null }): void {
  if (record.division === '') record.division = null;
}

/** A 400 naming the field, as the validation pipe answers. */
export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message,
    error: 'Bad Request',
    fields: { [field]: [message] },
  });
}

import type { ArgumentMetadata, PipeTransform, Type } from '@nestjs/common';
import { createValidationPipe } from '../common/http/validation.pipe.js';

/**
 * The project's one validation pipe, pointed at a DTO class chosen at run time (a studio controller is built from a
 * definition, so its parameter types carry no DTO for the global pipe to read).
 */
export function validateWith(metatype: Type<object>): PipeTransform {
  const pipe = createValidationPipe();
  return {
    transform: (value: unknown, metadata: ArgumentMetadata) =>
      pipe.transform(value ?? {}, { ...metadata, metatype }),
  };
}

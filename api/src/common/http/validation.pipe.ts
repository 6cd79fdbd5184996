import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

function collect(errors: ValidationError[], parent: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      into[path] = Object.values(error.constraints).map((message) =>
        parent ? message.replace(new RegExp(`(^|property )${error.property}\\b`), `$1${path}`) : message,
      );
    }
    if (error.children?.length) collect(error.children, path, into);
  }
}

/** The one validation pipe: unknown fields refused, `message` names the field(s), `fields` maps each to its problems. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      const message = Object.values(fields).flat().join('; ') || 'Invalid request';
      return new BadRequestException({ statusCode: 400, message, error: 'Bad Request', fields });
    },
  });
}

import {
  type ArgumentMetadata,
  BadRequestException,
  type ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { findUnsafeInput, nullAllowedProperties } from './input-safety.js';

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

function badRequest(fields: Record<string, string[]>): BadRequestException {
  const message = Object.values(fields).flat().join('; ') || 'Invalid request';
  return new BadRequestException({ statusCode: 400, message, error: 'Bad Request', fields });
}

/**
 * Before the DTO: every string of the body, query and params must be valid text (no lone surrogate, no control
 * character) and nothing may be `null` unless the DTO marks that property @NullAllowed(). Generic, so DTOs added
 * later are covered without thinking of it.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const root = metadata.type === 'param' ? (metadata.data ?? 'param') : (metadata.data ?? '');
      const problems = findUnsafeInput(
        value,
        root || metadata.type,
        nullAllowedProperties(metadata.metatype),
      );
      if (problems) throw badRequest(problems);
    }
    return super.transform(value, metadata);
  }
}

/** The one validation pipe: unknown fields refused, `message` names the field(s), `fields` maps each to its problems. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      return badRequest(fields);
    },
  });
}

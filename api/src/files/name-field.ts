import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Observable } from 'rxjs';

/** A file refusal (413, 415, 400, 503) re-thrown with the record field it was meant for. */
export function nameField(error: unknown, field: string): unknown {
  if (!(error instanceof HttpException)) return error;
  const status = error.getStatus();
  const response = error.getResponse();
  const text =
    typeof response === 'string'
      ? response
      : String((response as { message?: unknown }).message ?? error.message);
  const message = `${field}: ${text}`;
  return new HttpException(
    {
      statusCode: status,
      message,
      error: (response as { error?: string }).error,
      fields: { [field]: [message] },
      ...(typeof response === 'object' && (response as { details?: unknown }).details
        ? { details: (response as { details: unknown }).details }
        : {}),
    },
    status,
  );
}

/**
 * A multer interceptor whose refusals (too large, too many, an unexpected part) name the multipart `field` they
 * concern, like every other 4xx (`fields`).
 */
export function namingField(field: string, Interceptor: Type<NestInterceptor>): Type<NestInterceptor> {
  class NamingFieldInterceptor implements NestInterceptor {
    private readonly inner = new Interceptor();
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.inner.intercept(context, next);
      } catch (error) {
        throw nameField(error, field);
      }
    }
  }
  return NamingFieldInterceptor;
}

import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../../database/database-errors.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  fields?: Record<string, string[]>;
  /** Machine-readable facts of a refusal a client may put in its own words, e.g. `{reason: 'in-use', count: 3}`. */
  details?: Record<string, string | number>;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function reason(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** Errors thrown by Express middleware (body-parser …) carry `status` and an `expose` flag. */
function isClientMiddlewareError(
  error: unknown,
): error is { status: number; message: string; type?: string } {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode: status, message: response, error: reason(status) };
    const body = response as {
      message?: unknown;
      error?: unknown;
      fields?: Record<string, string[]>;
      details?: Record<string, string | number>;
    };
    const message = Array.isArray(body.message)
      ? body.message.join('; ')
      : typeof body.message === 'string'
        ? body.message
        : exception.message;
    return {
      statusCode: status,
      message,
      error: typeof body.error === 'string' ? body.error : reason(status),
      ...(body.fields ? { fields: body.fields } : {}),
      ...(body.details ? { details: body.details } : {}),
    };
  }
  if (isClientMiddlewareError(exception)) {
    const message =
      exception.type === 'entity.parse.failed'
        ? 'Malformed JSON body'
        : exception.type === 'entity.too.large'
          ? 'Request body too large'
          : exception.message;
    return { statusCode: exception.status, message, error: reason(exception.status) };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: 503,
      message: 'The service is temporarily unavailable, please try again shortly',
      error: reason(503),
    };
  }
  return { statusCode: 500, message: 'Internal server error', error: reason(500) };
}

/** Every error leaves as `{statusCode, message, error}` (plus `fields` for validation). */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503 && !(exception instanceof HttpException)) {
      // Expected while the database is down: one line, not a stack trace per request.
      this.logger.warn(
        `Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (res.headersSent) return;
    if (body.statusCode === 429) {
      // @nestjs/throttler names its header after the throttler (Retry-After-auth); clients and proxies only know
      // the standard one, in seconds.
      const named = Object.entries(res.getHeaders()).find(([name]) => name.startsWith('retry-after-'));
      if (named && !res.getHeader('retry-after')) res.setHeader('Retry-After', String(named[1]));
    }
    res.status(body.statusCode).json(body);
  }
}

export { HttpStatus };

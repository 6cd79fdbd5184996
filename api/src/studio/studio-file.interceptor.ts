import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  singleFileUploadOptions,
} from '../files/upload-limits.js';
import type { FileKind, StudioDefinition } from './studio-definition.js';

const LIMITS: Record<FileKind, number> = {
  image: MAX_IMAGE_BYTES,
  pdf: MAX_DOCUMENT_BYTES,
  video: MAX_VIDEO_BYTES,
};

/**
 * Multer for `POST …/:id/files/:field`: one part named `file`, its size limit chosen by the field's kind (an image
 * field stops reading at 5 MB, a PDF field at 20 MB, a video field at 100 MB). An unknown field is left to the service (400 naming `field`);
 * multer's refusals are re-thrown naming the record field.
 */
export function studioFileInterceptor(def: StudioDefinition): Type<NestInterceptor> {
  const byKind = new Map<FileKind, NestInterceptor>();
  const multerFor = (kind: FileKind): NestInterceptor => {
    let interceptor = byKind.get(kind);
    if (!interceptor) {
      const Mixin = FileInterceptor('file', singleFileUploadOptions(LIMITS[kind]));
      interceptor = new Mixin();
      byKind.set(kind, interceptor);
    }
    return interceptor;
  };

  class StudioFileInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const field = String(context.switchToHttp().getRequest<Request>().params.field ?? '');
      const kind = Object.hasOwn(def.files, field)
        ? (def.files as Record<string, { kind: FileKind }>)[field]?.kind
        : undefined;
      if (!kind) return next.handle();
      try {
        return await multerFor(kind).intercept(context, next);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        const status = error.getStatus();
        const reason =
          status === 413 ? `larger than ${LIMITS[kind] / 1024 / 1024} MB` : error.message.toLowerCase();
        const message = `${field}: ${reason}`;
        throw new HttpException({ statusCode: status, message, fields: { [field]: [message] } }, status);
      }
    }
  }
  return StudioFileInterceptor;
}

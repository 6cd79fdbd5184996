import type { MulterModuleOptions as MulterOptions } from '@nestjs/platform-express';
import { incomingStorage } from './incoming-storage.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/**
 * Multer options for image uploads: streamed to a file in the incoming folder (never whole in memory), bounded size
 * and counts (the file service checks content).
 */
export function imageUploadOptions(maxFiles: number): MulterOptions {
  return {
    storage: incomingStorage,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: maxFiles,
      fields: 10,
      fieldSize: 10_000,
      parts: maxFiles + 10,
    },
  };
}

/** Multer options for one file of a known kind: its own size limit, one file, a few small (ignored) text fields. */
export function singleFileUploadOptions(maxBytes: number): MulterOptions {
  return {
    storage: incomingStorage,
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  };
}

/** Images with more pixels are refused before decoding (a small file can decompress to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;

import type { MulterModuleOptions as MulterOptions } from '@nestjs/platform-express';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Multer options for image uploads: memory only, bounded size and counts (the file service checks content). */
export function imageUploadOptions(maxFiles: number): MulterOptions {
  return {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: maxFiles,
      fields: 10,
      fieldSize: 10_000,
      parts: maxFiles + 10,
    },
  };
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { UPLOAD_TRACKER, type UploadTracker } from './upload-tracker.js';

/**
 * Multer storage that streams each part to a file in this process's incoming folder instead of memory: the size
 * limit is enforced by multer as bytes arrive (413 the moment it is crossed; multer then removes the part's file),
 * and the file is removed when the response is over, whatever happened. FilesService reads it from there.
 */
export const incomingStorage: StorageEngine = {
  _handleFile(req: Request, file, callback) {
    const tracker = req.app.locals[UPLOAD_TRACKER] as UploadTracker | undefined;
    if (!tracker) {
      file.stream.resume();
      callback(new Error('The upload tracker is not running'));
      return;
    }
    tracker.incomingPath().then(
      (path) => {
        const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
        let size = 0;
        file.stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        // After the answer (or a client gone mid-upload), the part's file is no longer needed.
        req.res?.once('close', () => {
          out.destroy();
          void rm(path, { force: true });
        });
        pipeline(file.stream, out).then(
          () => callback(null, { path, size }),
          (error: unknown) => {
            void rm(path, { force: true });
            callback(error as Error);
          },
        );
      },
      (error: unknown) => {
        file.stream.resume();
        callback(error as Error);
      },
    );
  },
  _removeFile(_req, file, callback) {
    rm(file.path, { force: true }).then(
      () => callback(null),
      (error: unknown) => callback(error as Error),
    );
  },
};

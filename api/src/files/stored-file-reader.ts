import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStorage, isStorageKey } from './file-storage.js';
import { UPLOADS_URL_PREFIX } from './files.service.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * The bytes of a stored file from its site-relative URL (`/api/uploads/<key>`), for the server's own use (e.g. a
 * product image placed in a data sheet); undefined when the URL is not a stored file or the file is gone.
 */
export async function readStoredFile(storage: FileStorage, url: string | null): Promise<Buffer | undefined> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  if (!isStorageKey(key)) return undefined;
  if (storage instanceof LocalFileStorage) return readFile(join(storage.root, key)).catch(() => undefined);
  if (storage instanceof S3FileStorage) {
    const response = await storage.fetchForVisitor(key, 'GET', {}).catch(() => undefined);
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
  }
  return undefined;
}

import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The configured storage (the API's FILE_STORAGE provider, and the backup/restore commands). */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.driver === 'local') return new LocalFileStorage(join(config.dataDir, 'uploads'));
  const storage = new S3FileStorage(config.storage);
  await storage.verify();
  return storage;
}

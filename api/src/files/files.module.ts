import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { FilesService } from './files.service.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<FileStorage> => {
        if (config.storage.driver === 'local') return new LocalFileStorage(join(config.dataDir, 'uploads'));
        const storage = new S3FileStorage(config.storage);
        await storage.verify();
        return storage;
      },
    },
    FilesService,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FilesModule {}

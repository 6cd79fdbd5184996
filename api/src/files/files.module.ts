import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE } from './file-storage.js';
import { FilesService } from './files.service.js';
import { LocalFileStorage } from './local-file-storage.js';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(join(config.dataDir, 'uploads')),
    },
    FilesService,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FilesModule {}

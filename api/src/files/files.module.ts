import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createFileStorage } from './create-file-storage.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { FilesService } from './files.service.js';
import { UploadTracker } from './upload-tracker.js';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<FileStorage> => createFileStorage(config),
    },
    UploadTracker,
    FilesService,
  ],
  exports: [FilesService, FILE_STORAGE, UploadTracker],
})
export class FilesModule {}

import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DatabaseWriteSubscriber } from './database-write.subscriber.js';
import { PublicReadCacheInterceptor } from './public-read-cache.interceptor.js';
import { PublicReadCache } from './public-read-cache.service.js';

@Global()
@Module({
  providers: [
    PublicReadCache,
    DatabaseWriteSubscriber,
    { provide: APP_INTERCEPTOR, useClass: PublicReadCacheInterceptor },
  ],
  exports: [PublicReadCache],
})
export class PublicReadCacheModule {}

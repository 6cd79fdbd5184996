import { Module } from '@nestjs/common';
import { DatabaseThrottlerStorage } from './database-throttler-storage.js';

/** Provides the database-backed throttler storage (the DataSource comes from the global TypeORM module). */
@Module({
  providers: [DatabaseThrottlerStorage],
  exports: [DatabaseThrottlerStorage],
})
export class RateLimitModule {}

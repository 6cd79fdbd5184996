import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { DatabaseTimeoutsService } from './database-timeouts.service.js';
import { SeedRunEntity } from './seed-run.entity.js';
import { SeedService } from './seeds/seed.service.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.database), retryAttempts: 0 }),
    }),
    TypeOrmModule.forFeature([SeedRunEntity]),
  ],
  providers: [DatabaseTimeoutsService, SeedService],
  exports: [SeedService],
})
export class DatabaseModule {}

import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StartupService } from './startup.service.js';

@Module({
  imports: [DatabaseModule, AdminsModule],
  providers: [StartupService],
})
export class StartupModule {}

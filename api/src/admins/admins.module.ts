import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from '../auth/session.entity.js';
import { AdminEntity } from './admin.entity.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';
import { FirstAdminService } from './first-admin.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminEntity, SessionEntity])],
  controllers: [AdminsController],
  providers: [AdminsService, AdminAccountsService, FirstAdminService],
  exports: [AdminsService, FirstAdminService],
})
export class AdminsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from './admin.entity.js';
import { AdminsService } from './admins.service.js';
import { FirstAdminService } from './first-admin.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminEntity])],
  providers: [AdminsService, FirstAdminService],
  exports: [AdminsService, FirstAdminService],
})
export class AdminsModule {}

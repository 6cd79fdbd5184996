import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorDailyEntity, VisitorTotalsEntity } from './visitor-counter.entity.js';
import { VisitorsController } from './visitors.controller.js';
import { VisitorsService } from './visitors.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([VisitorTotalsEntity, VisitorDailyEntity])],
  controllers: [VisitorsController],
  providers: [VisitorsService],
})
export class VisitorsModule {}

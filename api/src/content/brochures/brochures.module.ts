import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrochureEntity } from './brochure.entity.js';
import { BrochuresController } from './brochures.controller.js';
import { BrochuresService } from './brochures.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([BrochureEntity])],
  controllers: [BrochuresController],
  providers: [BrochuresService],
})
export class BrochuresModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HeadlineEntity } from './headline.entity.js';
import { HeadlinesController } from './headlines.controller.js';
import { HeadlinesService } from './headlines.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([HeadlineEntity])],
  controllers: [HeadlinesController],
  providers: [HeadlinesService],
})
export class HeadlinesModule {}

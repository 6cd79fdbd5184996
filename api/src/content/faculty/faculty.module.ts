import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FacultyController } from './faculty.controller.js';
import { FacultyService } from './faculty.service.js';
import { FacultyMemberEntity } from './faculty-member.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([FacultyMemberEntity])],
  controllers: [FacultyController],
  providers: [FacultyService],
})
export class FacultyModule {}

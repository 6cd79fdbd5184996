import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LogoEntity } from './logo.entity.js';
import { LogosController } from './logos.controller.js';
import { LogosService } from './logos.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([LogoEntity])],
  controllers: [LogosController],
  providers: [LogosService],
})
export class LogosModule {}

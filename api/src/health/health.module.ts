import { Global, Module } from '@nestjs/common';
import { DrainService } from './drain.service.js';
import { HealthController } from './health.controller.js';

@Global()
@Module({ controllers: [HealthController], providers: [DrainService], exports: [DrainService] })
export class HealthModule {}

import { Global, Module } from '@nestjs/common';
import { DrainService } from './drain.service.js';
import { HealthController } from './health.controller.js';
import { StopTelemetry } from './stop-telemetry.js';

@Global()
@Module({
  controllers: [HealthController],
  providers: [DrainService, StopTelemetry],
  exports: [DrainService],
})
export class HealthModule {}

import { Module } from '@nestjs/common';
import { studioController } from './studio.controller.js';
import { STUDIO_RESOURCES } from './studio.registry.js';

/** The admin studio: one generic controller per resource definition, under /api/admin/<resource>. */
@Module({
  controllers: STUDIO_RESOURCES.map((definition) => studioController(definition)),
})
export class StudioModule {}

import { Module } from '@nestjs/common';
import { studioController } from './studio.controller.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { TranslationCoverageController } from './translation-coverage.controller.js';
import { TranslationCoverageService } from './translation-coverage.service.js';

/** The admin studio: one generic controller per resource definition, under /api/admin/<resource>. */
@Module({
  controllers: [
    TranslationCoverageController,
    ...STUDIO_RESOURCES.map((definition) => studioController(definition)),
  ],
  providers: [TranslationCoverageService],
})
export class StudioModule {}

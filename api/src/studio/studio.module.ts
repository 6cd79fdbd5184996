import { Module } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { StudioBinController } from './history/studio-bin.controller.js';
import { StudioBinService } from './history/studio-bin.service.js';
import { studioController } from './studio.controller.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { TranslationCoverageController } from './translation-coverage.controller.js';
import { TranslationCoverageService } from './translation-coverage.service.js';
import { WorkplaceController } from './workplace/workplace.controller.js';
import { WorkplaceService } from './workplace/workplace.service.js';

/** The admin studio: one generic controller per resource definition, under /api/admin/<resource>. */
@Module({
  controllers: [
    TranslationCoverageController,
    StudioBinController,
    WorkplaceController,
    ...STUDIO_RESOURCES.map((definition) => studioController(definition)),
  ],
  providers: [TranslationCoverageService, StudioBinService, Clock, WorkplaceService],
})
export class StudioModule {}

import { Module } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { genericPublicController } from './generic/generic-public.controller.js';
import { GENERIC_RESOURCES } from './generic/generic-resource.js';
import { StudioBinController } from './history/studio-bin.controller.js';
import { StudioBinService } from './history/studio-bin.service.js';
import { studioController } from './studio.controller.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import { TranslationCoverageController } from './translation-coverage.controller.js';
import { TranslationCoverageService } from './translation-coverage.service.js';
import { WorkplaceController } from './workplace/workplace.controller.js';
import { WorkplaceService } from './workplace/workplace.service.js';

/**
 * The admin studio: one generic controller per resource definition, under /api/admin/<resource>, and the public
 * read of each generic resource.
 */
@Module({
  controllers: [
    TranslationCoverageController,
    StudioBinController,
    WorkplaceController,
    ...STUDIO_RESOURCES.map((definition) => studioController(definition)),
    // The public reads of the generic resources (GET /api/<resource>, /api/<resource>/:id).
    ...GENERIC_RESOURCES.map((generic) => genericPublicController(generic)),
  ],
  providers: [TranslationCoverageService, StudioBinService, Clock, WorkplaceService],
})
export class StudioModule {}

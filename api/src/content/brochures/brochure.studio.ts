import { ALL } from '../../studio/studio-columns.js';
import { defineResource } from '../../studio/studio-definition.js';
import { BrochureEntity } from './brochure.entity.js';

/** Brochures (PDF) of one division or of all (`division: 'all'`); one order for all of them. */
export const BROCHURES_STUDIO = defineResource({
  resource: 'brochures',
  entity: BrochureEntity,
  scope: [],
  search: ['name'],
  prepare(brochure) {
    brochure.category = (brochure.category ?? '').trim();
    brochure.division ??= ALL;
  },
});

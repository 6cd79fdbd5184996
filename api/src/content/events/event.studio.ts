import { defineResource } from '../../studio/studio-definition.js';
import { EventEntity } from './event.entity.js';

/** Events: a day, a place, a description and several images; newest first. */
export const EVENTS_STUDIO = defineResource({
  resource: 'events',
  entity: EventEntity,
  scope: [],
  search: ['title'],
  listOrder: [{ field: 'date', direction: 'DESC' }],
});

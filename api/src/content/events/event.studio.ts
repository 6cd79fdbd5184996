import { PartialType } from '@nestjs/swagger';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { DateInput, StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { EventEntity } from './event.entity.js';

export const EVENT_LIMITS = { title: 200, place: 200, description: 5000, images: 12 } as const;

export class EventInputDto extends StudioInputDto {
  @TranslatedInput(EVENT_LIMITS.title) title?: Translations;
  @DateInput() date: string;
  @TranslatedInput(EVENT_LIMITS.place) place?: Translations;
  @TranslatedInput(EVENT_LIMITS.description) description?: Translations;
}

export class EventUpdateDto extends PartialType(EventInputDto) {}

/** Events: a day, a place, a description and several images; newest first. */
export const EVENTS_STUDIO = defineResource({
  path: 'events',
  entity: EventEntity,
  createDto: EventInputDto,
  updateDto: EventUpdateDto,
  translated: ['title', 'place', 'description'],
  required: ['title', 'place', 'description'],
  plain: ['date'],
  dates: ['date'],
  files: {
    images: {
      kind: 'image',
      folder: 'events',
      maxDimension: 1600,
      list: true,
      maxItems: EVENT_LIMITS.images,
    },
  },
  scope: [],
  search: ['title'],
  listOrder: [{ field: 'date', direction: 'DESC' }],
});

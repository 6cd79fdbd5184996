import { PartialType } from '@nestjs/swagger';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { FacultyMemberEntity } from './faculty-member.entity.js';

export class FacultyInputDto extends StudioInputDto {
  @TranslatedInput(120) name?: Translations;
  @TranslatedInput(200) designation?: Translations;
  @TranslatedInput(3000) bio?: Translations;
}

export class FacultyUpdateDto extends PartialType(FacultyInputDto) {}

/** The faculty and management (the about section's "facultySection" page): one order for all of them. */
export const FACULTY_STUDIO = defineResource({
  path: 'faculty',
  entity: FacultyMemberEntity,
  createDto: FacultyInputDto,
  updateDto: FacultyUpdateDto,
  translated: ['name', 'designation', 'bio'],
  required: ['name', 'designation', 'bio'],
  plain: [],
  files: { photo: { kind: 'image', folder: 'faculty', maxDimension: 800 } },
  scope: [],
  search: ['name'],
});

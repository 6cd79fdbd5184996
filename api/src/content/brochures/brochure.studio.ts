import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { ALL } from '../../studio/studio-columns.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { DIVISIONS } from '../common/divisions.js';
import { BrochureEntity } from './brochure.entity.js';

const DIVISION_VALUES = [ALL, ...DIVISIONS];

export class BrochureInputDto extends StudioInputDto {
  @TranslatedInput(300) name?: Translations;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  category?: string;

  @ApiPropertyOptional({ enum: DIVISION_VALUES, default: ALL })
  @IsOptional()
  @IsIn(DIVISION_VALUES, { message: `division must be one of: ${DIVISION_VALUES.join(', ')}` })
  division?: string;
}

export class BrochureUpdateDto extends PartialType(BrochureInputDto) {}

/** Brochures (PDF) of one division or of all (`division: 'all'`); one order for all of them. */
export const BROCHURES_STUDIO = defineResource({
  path: 'brochures',
  entity: BrochureEntity,
  createDto: BrochureInputDto,
  updateDto: BrochureUpdateDto,
  translated: ['name'],
  required: ['name'],
  plain: ['category', 'division'],
  files: { file: { kind: 'pdf', folder: 'brochures' } },
  scope: [],
  search: ['name'],
  prepare(brochure) {
    brochure.category = (brochure.category ?? '').trim();
    brochure.division ??= ALL;
  },
});

import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS } from '../common/divisions.js';
import { REPORT_CATEGORIES, ReportEntity } from './report.entity.js';

const DIVISION_MESSAGE = `division must be one of: ${DIVISIONS.join(', ')}`;
const CATEGORY_MESSAGE = `category must be one of: ${REPORT_CATEGORIES.join(', ')}`;

export class ReportInputDto extends StudioInputDto {
  @ApiProperty({ enum: REPORT_CATEGORIES })
  @IsIn(REPORT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: string;

  @ApiProperty({ enum: DIVISIONS })
  @IsIn(DIVISIONS, { message: DIVISION_MESSAGE })
  division: string;

  @TranslatedInput(300) title?: Translations;
  @TranslatedInput(5000) details?: Translations;
}

export class ReportUpdateDto extends PartialType(ReportInputDto) {}

export class ReportsStudioQueryDto extends StudioListQueryDto {
  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: DIVISION_MESSAGE })
  division?: string;

  @ApiPropertyOptional({ enum: REPORT_CATEGORIES })
  @IsOptional()
  @IsIn(REPORT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: string;
}

/** Reports and articles (`category`) of a division, each with its PDF; ordered within division and category. */
export const REPORTS_STUDIO = defineResource({
  path: 'reports',
  entity: ReportEntity,
  createDto: ReportInputDto,
  updateDto: ReportUpdateDto,
  listQueryDto: ReportsStudioQueryDto,
  translated: ['title', 'details'],
  required: ['title', 'details'],
  plain: ['category', 'division'],
  files: { file: { kind: 'pdf', folder: 'reports' } },
  scope: ['division', 'category'],
  search: ['title'],
  filters: ['division', 'category'],
});

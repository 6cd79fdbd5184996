import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS } from '../common/divisions.js';
import { REPORT_CATEGORIES, ReportEntity } from './report.entity.js';

const DIVISION_MESSAGE = `division must be one of: ${DIVISIONS.join(', ')}`;
const CATEGORY_MESSAGE = `category must be one of: ${REPORT_CATEGORIES.join(', ')}`;

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
  resource: 'reports',
  entity: ReportEntity,
  listQueryDto: ReportsStudioQueryDto,
  scope: ['division', 'category'],
  search: ['title'],
  filters: ['division', 'category'],
});

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DivisionPageQueryDto } from '../common/content-query.dto.js';
import { REPORT_CATEGORIES, type ReportCategory } from './report.entity.js';

export class ReportsQueryDto extends DivisionPageQueryDto {
  @ApiPropertyOptional({ enum: REPORT_CATEGORIES })
  @IsOptional()
  @IsIn(REPORT_CATEGORIES, { message: 'category must be Reports or Articles' })
  category?: ReportCategory;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LangQueryDto } from './lang-query.dto.js';

export const ADMIN_MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=20` (pageSize 1–100) of the admin lists (studio, audit); bad values → 400 naming the field. */
export class AdminPageQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_MAX_PAGE_SIZE)
  pageSize = 20;

  get skip(): number {
    return (this.page - 1) * this.pageSize;
  }
}

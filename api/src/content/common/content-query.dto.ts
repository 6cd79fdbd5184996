import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LangQueryDto } from '../../common/dto/lang-query.dto.js';
import { DIVISIONS, type Division } from './divisions.js';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

/** `?page=1&pageSize=12` (pageSize 1–50) plus `?lang=`; bad values → 400 naming the field. */
export class ContentPageQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize = DEFAULT_PAGE_SIZE;

  get skip(): number {
    return (this.page - 1) * this.pageSize;
  }
}

export class DivisionPageQueryDto extends ContentPageQueryDto {
  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: `division must be one of: ${DIVISIONS.join(', ')}` })
  division?: Division;
}

export class DivisionQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: `division must be one of: ${DIVISIONS.join(', ')}` })
  division?: Division;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function paginated<T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number },
): Paginated<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

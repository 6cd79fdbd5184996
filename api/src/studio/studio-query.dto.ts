import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LangQueryDto } from '../common/dto/lang-query.dto.js';

export const STUDIO_MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=&q=&published=` of every studio list; resources with filters extend it. */
export class StudioListQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: STUDIO_MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(STUDIO_MAX_PAGE_SIZE)
  pageSize = 20;

  @ApiPropertyOptional({ description: 'Searches the title field(s) in every language' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;

  get skip(): number {
    return (this.page - 1) * this.pageSize;
  }
}

export class MoveDto {
  @ApiProperty({ enum: ['up', 'down'] })
  @IsIn(['up', 'down'], { message: 'direction must be up or down' })
  direction: 'up' | 'down';
}

export class PublishedDto {
  @ApiProperty()
  @IsBoolean()
  published: boolean;
}

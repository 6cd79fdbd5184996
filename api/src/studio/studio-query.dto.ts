import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../common/dto/pagination-query.dto.js';

/** `?page=&pageSize=&q=&published=` of every studio list; resources with filters extend it. */
export class StudioListQueryDto extends AdminPageQueryDto {
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

  @ApiPropertyOptional({
    description:
      'Keyset pagination: the `nextCursor` of the previous answer. The answer is then `{items, pageSize, nextCursor}` (no count, no page number) and costs the same on any page',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be a nextCursor of a previous answer' })
  cursor?: string;
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

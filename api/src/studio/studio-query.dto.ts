import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { DivisionPageQueryDto } from '../common/content-query.dto.js';

export class GalleryQueryDto extends DivisionPageQueryDto {
  @ApiPropertyOptional({ description: 'Category key, e.g. exhibitions' })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]{1,40}$/, { message: 'category must be a category key (a-z, 0-9, - or _)' })
  category?: string;
}

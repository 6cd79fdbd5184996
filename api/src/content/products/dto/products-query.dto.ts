import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ContentPageQueryDto } from '../../common/content-query.dto.js';
import { GROUP_NAMES } from '../../common/divisions.js';

export class ProductsQueryDto extends ContentPageQueryDto {
  @ApiPropertyOptional({ enum: GROUP_NAMES, description: 'One of the 22 product groups' })
  @IsOptional()
  @IsIn(GROUP_NAMES, { message: 'group must be one of the 22 product groups' })
  group?: string;
}

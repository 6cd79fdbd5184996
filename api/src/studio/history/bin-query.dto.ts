import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AdminPageQueryDto } from '../../common/dto/pagination-query.dto.js';
import { STUDIO_RESOURCES } from '../studio.registry.js';

const RESOURCES = STUDIO_RESOURCES.map((def) => def.path);

/** `?resource=&page=&pageSize=`: the bin's deleted records, newest first. */
export class BinQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: RESOURCES, description: 'Only the deleted records of one studio resource' })
  @IsOptional()
  @IsIn(RESOURCES, { message: `resource must be one of: ${RESOURCES.join(', ')}` })
  resource?: string;
}

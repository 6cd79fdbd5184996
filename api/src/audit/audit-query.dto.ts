import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../common/dto/pagination-query.dto.js';

export class AuditQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ description: 'Resource name, e.g. products' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  entity?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  entityId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  adminName?: string;
}

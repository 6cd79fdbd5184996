import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminDateRangeQueryDto } from '../common/dto/date-range-query.dto.js';
import { AUDIT_ACTIONS, type AuditAction } from './audit-log.entity.js';

/** `?entity=&entityId=&adminName=&action=&from=&to=` (`from` ≤ at < `to`) plus the page. */
export class AuditQueryDto extends AdminDateRangeQueryDto {
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

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LangQueryDto } from '../../common/dto/lang-query.dto.js';

export class DailyVisitsQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 366, default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(366)
  days = 30;
}

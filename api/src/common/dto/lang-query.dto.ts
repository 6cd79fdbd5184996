import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES } from '../lang/languages.js';

/** Base for query DTOs: every request may carry `lang` (unknown values fall back to en, never an error). */
export class LangQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  lang?: string;
}

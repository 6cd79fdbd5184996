import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES } from '../lang/languages.js';

/**
 * Base for query DTOs: every request may carry `lang` (unknown values fall back to en, never an error) and
 * `preview` (the site's client forwards the page's `?preview=1`; only an admin session makes it a draft preview,
 * see studio/drafts/draft-preview.ts).
 */
export class LangQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  lang?: string;

  @ApiPropertyOptional({ enum: ['1'], description: 'With an admin session: drafts and unpublished records' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  preview?: string;
}

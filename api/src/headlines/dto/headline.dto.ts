import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiSchemaOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { translationsDto } from '../../common/translations/translations.js';

export const HEADLINE_MAX = 500;
const NOT_BLANK = /\S/;

export class HeadlineTranslationsDto extends translationsDto(HEADLINE_MAX) {}

export class CreateHeadlineDto {
  @ApiProperty({ description: 'Text in the language of ?lang= (default en)', maxLength: HEADLINE_MAX })
  @IsString()
  @IsNotEmpty()
  @Matches(NOT_BLANK, { message: 'headline1 must not be empty' })
  @MaxLength(HEADLINE_MAX)
  headline1: string;

  @ApiPropertyOptional({
    type: HeadlineTranslationsDto,
    description: 'Texts of several languages at once; an empty string removes that language',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => HeadlineTranslationsDto)
  translations?: HeadlineTranslationsDto;
}

/**
 * An update must name something to change: `{}` is refused (400 naming headline1, HeadlinesService.update), so the
 * document says so with `minProperties`. @nestjs/swagger copies ApiSchema's options into the class's schema; its type
 * lists only name and description, hence the widening.
 */
const UPDATE_SCHEMA: ApiSchemaOptions = {
  description:
    'Names headline1, translations or both: an update naming neither is refused (400 naming headline1).',
  ...{ minProperties: 1 },
};

@ApiSchema(UPDATE_SCHEMA)
export class UpdateHeadlineDto {
  @ApiPropertyOptional({
    description: 'Text in the language of ?lang= (default en)',
    maxLength: HEADLINE_MAX,
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @Matches(NOT_BLANK, { message: 'headline1 must not be empty' })
  @MaxLength(HEADLINE_MAX)
  headline1?: string;

  @ApiPropertyOptional({ type: HeadlineTranslationsDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => HeadlineTranslationsDto)
  translations?: HeadlineTranslationsDto;
}

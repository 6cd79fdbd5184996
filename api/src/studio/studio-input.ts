import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { translationsDto } from '../common/translations/translations.js';

/**
 * A translated input field `{en?, ar?, …}` (each at most `maxLength`; `""` removes a language). Required English is
 * checked by the studio service after merging, so a PUT may leave it out and no PUT may blank it.
 */
export function TranslatedInput(maxLength: number): PropertyDecorator {
  class Texts extends translationsDto(maxLength) {}
  return (target, key) => {
    ApiPropertyOptional({ type: Texts })(target, key);
    IsOptional()(target, key);
    IsObject({ message: `${String(key)} must be an object of texts per language` })(target, key);
    ValidateNested()(target, key);
    Type(() => Texts)(target, key);
  };
}

/** `published` and `sortOrder`, accepted by every resource's input. */
export class StudioInputDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  published?: boolean;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  sortOrder?: number;
}

import { isSiteLink, MAX_LINK_LENGTH } from '@aurinko/shared-ui/links';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { LANGUAGES } from '../common/lang/languages.js';
import { translationsDto } from '../common/translations/translations.js';
import { ALL } from './studio-columns.js';

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

/**
 * An optional link (`link` of banners and slides): a path on this site (`/human/about`) or an `https://` address, the
 * one rule of `@aurinko/shared-ui/links`; anything else is a 400 naming the field. `""` removes the link (stored as
 * null), so the dashboard's emptied field clears it.
 */
export function LinkInput(): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    ApiPropertyOptional({
      type: String,
      maxLength: MAX_LINK_LENGTH,
      description: 'A site path (/…) or an https:// address; "" removes it',
    })(target, key);
    Transform(({ value }) => (value === '' ? null : value))(target, key);
    IsOptional()(target, key);
    // Registered first, checked first: the type, then the rule.
    IsString({ message: `${name} must be a string` })(target, key);
    ValidateBy(
      { name: 'isSiteLink', validator: { validate: (value: unknown) => isSiteLink(value) } },
      {
        message: `${name} must be a site path (/…) or an https:// address, at most ${MAX_LINK_LENGTH} characters`,
      },
    )(target, key);
  };
}

/** A language of the site or `'all'` (every language): the `language` of banners and slides. */
export function LanguageInput(): PropertyDecorator {
  const values = [ALL, ...LANGUAGES];
  return (target, key) => {
    ApiPropertyOptional({ enum: values, default: ALL })(target, key);
    IsOptional()(target, key);
    IsIn(values, { message: `${String(key)} must be one of: ${values.join(', ')}` })(target, key);
  };
}

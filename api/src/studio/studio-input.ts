import { RICH_TEXT_SCHEMA } from '@aurinko/contract/json-schema';
import { isSiteLink, MAX_LINK_LENGTH } from '@aurinko/contract/links';
import { normalizeRichText, richTextToPlainText } from '@aurinko/contract/rich-text';
import type { Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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

/**
 * A rich text document (the editor's JSON, `@aurinko/contract/rich-text`): refused with a 400 naming the field when it
 * is not one, holds a node or mark type outside the allow-list, a link that is not a site path / http(s) / mailto,
 * more than `maxLength` characters of text, or (with `notBlankMessage`) no text. Stored normalized: attributes outside
 * the allow-list are dropped.
 */
export function RichTextInput(options: {
  maxLength: number;
  required?: boolean;
  notBlankMessage?: string;
  /** The name its messages give it (default: the property's), e.g. `details.fr`. */
  label?: string;
}): PropertyDecorator {
  return (target, key) => {
    const name = options.label ?? String(key);
    (options.required ? ApiProperty : ApiPropertyOptional)({ ...RICH_TEXT_SCHEMA } as never)(target, key);
    Transform(({ value }) => {
      const result = normalizeRichText(value);
      return 'doc' in result ? result.doc : value;
    })(target, key);
    if (!options.required) IsOptional()(target, key);
    let message = '';
    ValidateBy({
      name: 'isRichText',
      validator: {
        validate: (value: unknown) => {
          const result = normalizeRichText(value);
          if ('error' in result) {
            message = `${name} ${result.error}`;
            return false;
          }
          const text = richTextToPlainText(result.doc);
          if (text.length > options.maxLength) {
            message = `${name} must hold at most ${options.maxLength} characters of text`;
            return false;
          }
          if (options.notBlankMessage && !/\S/.test(text)) {
            message = options.notBlankMessage;
            return false;
          }
          return true;
        },
        defaultMessage: () => message || `${name} must be a rich text document`,
      },
    })(target, key);
  };
}

/**
 * A translated rich text field `{en?: Doc, ar?: Doc, …}` (the contract's `translatedRichText`): each language a
 * document checked as RichTextInput does, its errors naming the language (`details.fr`); an empty document removes
 * that language. Required English is checked by the studio service after merging, as for translated texts.
 */
export function TranslatedRichTextInput(
  field: string,
  maxLength: number,
  className: string,
): PropertyDecorator {
  class Documents {}
  Object.defineProperty(Documents, 'name', { value: className });
  for (const language of LANGUAGES) {
    RichTextInput({ maxLength, label: `${field}.${language}` })(Documents.prototype as object, language);
  }
  return (target, key) => {
    ApiPropertyOptional({ type: Documents })(target, key);
    IsOptional()(target, key);
    IsObject({ message: `${String(key)} must be an object of rich text documents per language` })(
      target,
      key,
    );
    ValidateNested()(target, key);
    Type(() => Documents)(target, key);
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

/** `YYYY-MM-DD` naming a real calendar day between 1900 and 2999 (what a `datetime` column holds on both databases). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * A date plain field (listed in the definition's `dates`): `YYYY-MM-DD`, a real day (2025-02-30 is refused).
 * Required unless `optional` (a PUT's PartialType makes it optional anyway).
 */
export function DateInput(options: { optional?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    (options.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      format: 'date',
      example: '2026-03-14',
    })(target, key);
    if (options.optional) IsOptional()(target, key);
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: isCalendarDate,
        defaultMessage: () => `${name} must be a date as YYYY-MM-DD (a real day, years 1900–2999)`,
      },
    })(target, key);
  };
}

/**
 * A per-language list field (listed in the definition's `translatedLists`): `{en?: Item[], fr?: Item[], …}`, each
 * list at most `maxItems` long and each item validated as `item` (errors name `sections.fr.0.heading`).
 */
export function TranslatedListInput(item: Class<object>, maxItems: number): PropertyDecorator {
  class Lists {}
  Object.defineProperty(Lists, 'name', { value: `${item.name}ByLanguage` });
  for (const language of LANGUAGES) {
    const prototype = Lists.prototype as object;
    ApiPropertyOptional({ type: [item], maxItems })(prototype, language);
    IsOptional()(prototype, language);
    // Checked in the order registered, the first failure reported: an array, then its size, then each item.
    IsArray()(prototype, language);
    ArrayMaxSize(maxItems)(prototype, language);
    Type(() => item)(prototype, language);
    ValidateNested({ each: true })(prototype, language);
  }
  return (target, key) => {
    ApiPropertyOptional({ type: Lists })(target, key);
    IsOptional()(target, key);
    IsObject({ message: `${String(key)} must be an object of lists per language` })(target, key);
    ValidateNested()(target, key);
    Type(() => Lists)(target, key);
  };
}

/**
 * An optional link (`link` of banners and slides): a path on this site (`/human/about`) or an `https://` address, the
 * one rule of `@aurinko/contract/links`; anything else is a 400 naming the field. `""` removes the link (stored as
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

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { AdminPageQueryDto } from '../common/dto/pagination-query.dto.js';
import { translationsDto } from '../common/translations/translations.js';
import { type FocalPoint, FocalPointInput } from '../studio/focal-point.js';
import { STUDIO_RESOURCES } from '../studio/studio.registry.js';
import { CropInput, type ImageCrop } from './image-crop.js';
import { MEDIA_KINDS, type MediaKind } from './media-item.entity.js';

export const MAX_ALT_LENGTH = 300;
export const MAX_CAPTION_LENGTH = 1000;

/** `GET /api/admin/media`: a page of the library, newest first, by name or alt text and by kind. */
export class MediaListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ description: 'Words of the original name or the alt text (any language)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: MEDIA_KINDS })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: `kind must be one of: ${MEDIA_KINDS.join(', ')}` })
  kind?: MediaKind;
}

class AltDto extends translationsDto(MAX_ALT_LENGTH) {}
class CaptionDto extends translationsDto(MAX_CAPTION_LENGTH) {}

/**
 * `PUT /api/admin/media/:id`: alt text and caption per language ("" removes a language), the focal point, an image's
 * crop ("" removes it).
 */
export class UpdateMediaDto {
  @ApiPropertyOptional({ type: AltDto, description: 'The text alternative per language' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AltDto)
  alt?: AltDto;

  @ApiPropertyOptional({ type: CaptionDto, description: 'The caption per language' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CaptionDto)
  caption?: CaptionDto;

  @FocalPointInput()
  focus?: FocalPoint | null;

  @CropInput()
  crop?: ImageCrop | null;
}

/** The studio resources that have file fields: where a library item can be used. */
export const MEDIA_RESOURCES = STUDIO_RESOURCES.filter((def) => Object.keys(def.files).length > 0).map(
  (def) => def.path,
);

/** `POST /api/admin/media/:id/uses`: put the item into a record's file field (a list field gains it). */
export class UseMediaDto {
  @ApiProperty({ enum: MEDIA_RESOURCES, description: 'The studio resource (its API path)' })
  @IsIn(MEDIA_RESOURCES, { message: `resource must be one of: ${MEDIA_RESOURCES.join(', ')}` })
  resource: string;

  @ApiProperty({ description: 'The record id', pattern: '^[1-9][0-9]{0,8}$' })
  @IsString()
  @Matches(/^[1-9][0-9]{0,8}$/, { message: 'record must be a record id' })
  record: string;

  @ApiProperty({
    description: 'The file field of the record (image, pdf or video, as the item)',
    pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$',
  })
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z][A-Za-z0-9]*$/, { message: 'field must be a field name' })
  field: string;
}

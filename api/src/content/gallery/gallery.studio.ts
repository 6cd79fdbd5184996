import { ConflictException } from '@nestjs/common';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DivisionOrAllInput, divisionOrNull } from '../common/division-input.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from './gallery.entity.js';

/** A category key: what photos store and the public `?category=` takes. */
export const CATEGORY_KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export class GalleryCategoryInputDto extends StudioInputDto {
  @ApiProperty({ pattern: CATEGORY_KEY.source, description: 'Fixed once created' })
  @IsString()
  @Matches(CATEGORY_KEY, {
    message: 'key must be 1 to 40 characters: a-z, 0-9, - or _ (starting with a letter or digit)',
  })
  key: string;

  @TranslatedInput(80) label?: Translations;
}

/** The key never changes (photos refer to it): an update carrying it is refused as an unknown property. */
export class GalleryCategoryUpdateDto extends PartialType(
  OmitType(GalleryCategoryInputDto, ['key'] as const),
) {}

/** Photo categories, managed by the admin: a translated label; deleting one that still has photos is refused. */
export const GALLERY_CATEGORIES_STUDIO = defineResource({
  path: 'gallery-categories',
  entity: GalleryCategoryEntity,
  createDto: GalleryCategoryInputDto,
  updateDto: GalleryCategoryUpdateDto,
  translated: ['label'],
  required: ['label'],
  plain: ['key'],
  files: {},
  scope: [],
  search: ['label'],
  unique: ['key'],
  async beforeRemove(manager, category) {
    const count = await manager.countBy(GalleryPhotoEntity, { category: category.key });
    if (count > 0) {
      throw new ConflictException({
        statusCode: 409,
        message: `The category "${category.key}" still has ${count} photo${count === 1 ? '' : 's'}: move or delete ${count === 1 ? 'it' : 'them'} first`,
        error: 'Conflict',
        details: { reason: 'in-use', count },
      });
    }
  },
});

export class GalleryPhotoInputDto extends StudioInputDto {
  @ApiProperty({ description: 'The key of a gallery category' })
  @IsString()
  @Matches(CATEGORY_KEY, { message: 'category must be a category key (a-z, 0-9, - or _)' })
  category: string;

  @DivisionOrAllInput() division?: string;

  @TranslatedInput(300) caption?: Translations;
}

export class GalleryPhotoUpdateDto extends PartialType(GalleryPhotoInputDto) {}

export class GalleryStudioQueryDto extends StudioListQueryDto {
  @DivisionOrAllInput() division?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @Matches(CATEGORY_KEY, { message: 'category must be a category key (a-z, 0-9, - or _)' })
  category?: string;
}

/** Gallery photos: a caption, a category, one division or all, an image. */
export const GALLERY_PHOTOS_STUDIO = defineResource({
  path: 'gallery',
  entity: GalleryPhotoEntity,
  createDto: GalleryPhotoInputDto,
  updateDto: GalleryPhotoUpdateDto,
  listQueryDto: GalleryStudioQueryDto,
  translated: ['caption'],
  required: ['caption'],
  plain: ['category', 'division'],
  files: { image: { kind: 'image', folder: 'gallery' } },
  scope: [],
  search: ['caption'],
  filters: ['division', 'category'],
  references: {
    category: {
      entity: GalleryCategoryEntity,
      column: 'key',
      message: 'category must be the key of an existing gallery category',
    },
  },
  prepare(photo) {
    divisionOrNull(photo);
  },
});

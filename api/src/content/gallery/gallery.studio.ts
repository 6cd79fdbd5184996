import { CATEGORY_KEY_PATTERN } from '@aurinko/contract/resources';
import { ConflictException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DivisionOrAllInput, divisionOrNull } from '../common/division-input.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from './gallery.entity.js';

/** A category key: what photos store and the public `?category=` takes (the contract's rule). */
export const CATEGORY_KEY = new RegExp(CATEGORY_KEY_PATTERN);

/** Photo categories, managed by the admin: a translated label; deleting one that still has photos is refused. */
export const GALLERY_CATEGORIES_STUDIO = defineResource({
  resource: 'gallery-categories',
  entity: GalleryCategoryEntity,
  scope: [],
  search: ['label'],
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
  resource: 'gallery',
  entity: GalleryPhotoEntity,
  listQueryDto: GalleryStudioQueryDto,
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

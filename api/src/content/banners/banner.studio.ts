import { PAGE_KEYS } from '@aurinko/contract/catalogue';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { type FocalPoint, FocalPointInput } from '../../studio/focal-point.js';
import { ALL } from '../../studio/studio-columns.js';
import { defineResource, type StudioDefinition } from '../../studio/studio-definition.js';
import { LanguageInput, LinkInput, StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS } from '../common/divisions.js';
import { BannerEntity, type BannerPlacement, PageBannerEntity } from './banner.entity.js';

const DIVISION_MESSAGE = `division must be one of: ${DIVISIONS.join(', ')}`;

export class BannerInputDto extends StudioInputDto {
  @ApiProperty({ enum: DIVISIONS })
  @IsIn(DIVISIONS, { message: DIVISION_MESSAGE })
  division: string;

  @LanguageInput() language?: string;
  @LinkInput() link?: string | null;
  @TranslatedInput(200) alt?: Translations;
  @FocalPointInput() imageFocus?: FocalPoint | null;
}

export class BannerUpdateDto extends PartialType(BannerInputDto) {}

export class BannersStudioQueryDto extends StudioListQueryDto {
  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: DIVISION_MESSAGE })
  division?: string;
}

/** One resource per placement of the `banners` table, ordered within the division. */
function bannersStudio(path: string, placement: BannerPlacement): StudioDefinition {
  return defineResource({
    path,
    entity: BannerEntity,
    createDto: BannerInputDto,
    updateDto: BannerUpdateDto,
    listQueryDto: BannersStudioQueryDto,
    translated: ['alt'],
    required: ['alt'],
    plain: ['division', 'language', 'link', 'imageFocus'],
    files: { image: { kind: 'image', folder: 'banners' } },
    fixed: { placement },
    scope: ['division'],
    search: ['alt'],
    filters: ['division'],
    prepare(banner) {
      banner.language ??= ALL;
      banner.link ??= null;
    },
  });
}

/** The image slider of each division home. */
export const IMAGE_SLIDER_STUDIO = bannersStudio('image-slider', 'slider');
/** The banners shown on every page of a division. */
export const DIVISION_BANNERS_STUDIO = bannersStudio('division-banners', 'banner');

const PAGE_KEY_MESSAGE = 'key must be one of the division pages (<division>/<page>, e.g. human/about)';

export class PageBannerInputDto extends StudioInputDto {
  @ApiProperty({ enum: PAGE_KEYS, description: 'A page of the catalogue’s DIVISION_PAGES' })
  @IsIn(PAGE_KEYS, { message: PAGE_KEY_MESSAGE })
  key: string;

  @TranslatedInput(300) title?: Translations;
  @FocalPointInput() imageFocus?: FocalPoint | null;
}

export class PageBannerUpdateDto extends PartialType(PageBannerInputDto) {}

/** The banner of one division page (`<division>/<routeKey>`); at most one per page. */
export const PAGE_BANNERS_STUDIO = defineResource({
  path: 'page-banners',
  entity: PageBannerEntity,
  createDto: PageBannerInputDto,
  updateDto: PageBannerUpdateDto,
  translated: ['title'],
  required: ['title'],
  plain: ['key', 'imageFocus'],
  unique: ['key'],
  files: { image: { kind: 'image', folder: 'banners' } },
  scope: [],
  search: ['title'],
});
